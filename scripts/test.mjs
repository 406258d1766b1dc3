#!/usr/bin/env node
// `npm test`: ESLint first (a lint error stops here), then the unit and API tests (vitest), then the browser tests
// (Playwright on Chromium) when there are any.
// Ends with one plain line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NO_CHROMIUM_HELP, findChromium } from './find-chromium.mjs'

const root = join(import.meta.dirname, '..')
const reports = mkdtempSync(join(tmpdir(), 'studio-test-report-'))
const bin = (name) => join(root, 'node_modules', '.bin', name)
const run = (command, args, env = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1

let passed = 0
let failed = 0

// Lint and the type check take seconds, and a broken import boundary, unformatted code or a type error is a failure
// like any other: stop before the long part. Vite and vitest strip types without checking them, so only
// this step sees a type error.
if (
  run(bin('eslint'), ['.']) !== 0 ||
  run(bin('prettier'), ['--check', '--log-level', 'warn', '**/*.{ts,tsx,js,mjs}']) !== 0 ||
  run(bin('tsc'), ['--noEmit']) !== 0
) {
  console.error('\nnpm run lint failed (see above): fix it, or run `npx eslint . --fix` and `npm run format` for what can be fixed for you.')
  console.log(`\ntests: ${passed} passed, 1 failed`)
  process.exit(1)
}

const vitestReport = join(reports, 'vitest.json')
const vitestStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`])
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
}
if (vitestStatus !== 0 && failed === 0) failed += 1 // a crash before any test ran still fails

const e2eDir = join(root, 'tests', 'e2e')
const hasBrowserTests = existsSync(e2eDir) && readdirSync(e2eDir).some((file) => file.endsWith('.spec.ts'))
let e2eStatus = 0
if (hasBrowserTests) {
  if (!findChromium()) {
    console.error(`\n${NO_CHROMIUM_HELP}\n`)
    e2eStatus = 1
    failed += 1
  } else {
    // The browser tests drive the production build: build it from the current sources (SKIP_BUILD=1 to reuse).
    if (process.env.SKIP_BUILD !== '1') {
      const buildStatus = run(process.execPath, [join(root, 'node_modules', 'vike', 'bin.js'), 'build'])
      if (buildStatus !== 0) {
        console.error('\nThe website build failed; the browser tests cannot run.')
        console.log(`\ntests: ${passed} passed, ${failed + 1} failed`)
        process.exit(1)
      }
    }
    const e2eReport = join(reports, 'playwright.json')
    e2eStatus = run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport })
    if (existsSync(e2eReport)) {
      const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'))
      passed += stats.expected + stats.flaky
      failed += stats.unexpected
    } else if (e2eStatus !== 0) failed += 1
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0)
