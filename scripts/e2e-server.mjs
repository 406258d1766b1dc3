#!/usr/bin/env node
// The server the browser tests drive: the production build on its own port with a fresh temporary DATA_DIR.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
// The data folder inside a folder of its own, so the backups the server takes by default (beside the data folder) stay
// with it and go with it.
const home = mkdtempSync(join(tmpdir(), 'studio-e2e-'))
const dataDir = join(home, 'data')
export const E2E_PORT = process.env.E2E_PORT ?? '3210'

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: E2E_PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
    // Tests give each visitor its own address through X-Forwarded-For, so rate limits do not leak between tests.
    TRUST_PROXY: 'loopback',
    // The whole suite searches from one machine, many tests at once: the shared server lets searches take the event
    // loop's whole time. A test of the limit itself starts its own server with the usual share.
    SEARCH_LOOP_SHARE: process.env.SEARCH_LOOP_SHARE ?? '100',
    // Every write the browser tests make is read back from the disk and held against memory (server/store/store.ts).
    STORE_CHECK_WRITES: '1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'correct horse battery staple',
  },
})
const cleanUp = () => rmSync(home, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal)
  })
}
server.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
