import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{shared,server,site,desktop,scripts,deploy}/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts'],
    // bcrypt at cost 12 takes a few hundred milliseconds per sign-in.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
