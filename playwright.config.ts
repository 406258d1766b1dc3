import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs'

const port = process.env.E2E_PORT ?? '3210'

// Browser tests: Debian's Chromium (never a downloaded one) against the real production server and build.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    // SIGTERM lets scripts/e2e-server.mjs delete its temporary store.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    stderr: 'pipe',
  },
})
