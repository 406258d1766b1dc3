import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from './config.ts'
import { startServer } from './start.ts'
import { StoreError } from './store/store.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const running = await startServer(config, ROOT)
  const { firstAdmin, store } = running
  if (firstAdmin?.generatedPassword) {
    console.log(
      [
        '',
        '  First admin account created. Its password is shown only this once:',
        `    username: ${firstAdmin.username}`,
        `    password: ${firstAdmin.generatedPassword}`,
        '  Set another any time with: npm run admin:password',
        '',
      ].join('\n'),
    )
  } else if (firstAdmin) {
    console.log(`First admin account "${firstAdmin.username}" created from ADMIN_USERNAME and ADMIN_PASSWORD.`)
  }
  console.log(`Belleza Studio is running at http://localhost:${running.port} (data in ${store.dataDir})`)

  // A second signal while stopping must not cut the final fold short: it is noted and ignored.
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`${signal}: already stopping, finishing the writes…`)
      return
    }
    stopping = true
    console.log(`${signal}: finishing pending writes, then stopping.`)
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        const message = error instanceof StoreError ? error.message : String((error as Error)?.stack ?? error)
        console.error(`\nThe server stopped, but not cleanly.\n${message}\n`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof StoreError
  console.error(`\nThe server did not start.\n${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`)
  process.exit(1)
})
