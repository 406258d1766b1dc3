import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from './config.ts'
import { type Logger, announce, createLogger } from './logging/logger.ts'
import { startServer } from './start.ts'
import { StoreError } from './store/store.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Made once the configuration is read (LOG_LEVEL); before that, problems are printed to stderr. */
let logger: Logger | undefined

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const log = (logger = await createLogger({ level: config.LOG_LEVEL }))
  // The browser tests' server (scripts/e2e-server.mjs) has its store check every write against the disk.
  const running = await startServer(config, ROOT, { logger: log, checkWrites: process.env.STORE_CHECK_WRITES === '1' })
  const { firstAdmin, store } = running
  if (firstAdmin?.generatedPassword) {
    // Printed, not logged: a secret for the person at the terminal, shown whatever LOG_LEVEL says.
    console.log(
      [
        '',
        '  First admin account created. Its temporary password is shown only this once:',
        `    username: ${firstAdmin.username}`,
        `    password: ${firstAdmin.generatedPassword}`,
        '  Sign in at /admin and choose your own password.',
        '  Set another any time with: npm run admin:password',
        '',
      ].join('\n'),
    )
  } else if (firstAdmin) {
    log.info(`First admin account "${firstAdmin.username}" created from ADMIN_USERNAME and ADMIN_PASSWORD.`)
  }
  announce(log, 'info', `Belleza Studio is running at http://localhost:${running.port} (data in ${store.dataDir})`)

  // A second signal while stopping must not cut the final fold short: it is noted and ignored.
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.info(`${signal}: already stopping, finishing the writes…`)
      return
    }
    stopping = true
    log.info(`${signal}: finishing pending writes, then stopping.`)
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        const message = error instanceof StoreError ? error.message : String((error as Error)?.stack ?? error)
        announce(log, 'fatal', `The server stopped, but not cleanly.\n${message}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StoreError
  const message = `The server did not start.\n${known ? (error as Error).message : String((error as Error)?.stack ?? error)}`
  if (logger) announce(logger, 'fatal', message)
  else console.error(`\n${message}\n`)
  process.exit(1)
})
