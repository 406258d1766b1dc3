import type { AddressInfo } from 'node:net'
import { type Server, createServer } from 'node:http'
import type { Config } from '../shared/schema/config.ts'
import { createApp } from './app.ts'
import { ImageLibrary } from './images/image-library.ts'
import { type InquiryMailer, type InquiryMailerOptions, createInquiryMailer } from './notify/inquiry-mailer.ts'
import { loadSessionSecret } from './security/session.ts'
import { type FirstAdmin, ensureAdmin, seedNewStore } from './store/seed.ts'
import { type Store, openStore } from './store/store.ts'
import { ensureStudio } from './store/studio.ts'

export interface RunningServer {
  url: string
  port: number
  store: Store
  /** The upload pipeline: `whenIdle()` waits for derivatives being made. */
  images: ImageLibrary
  /** Inquiry email, when SMTP_URL is set. */
  mailer?: InquiryMailer
  server: Server
  firstAdmin?: FirstAdmin
  /** Stops listening, waits for pending writes and releases the data folder. */
  close(): Promise<void>
}

export interface StartOptions {
  /** Inquiry email's retry waits (tests make them short). */
  mail?: InquiryMailerOptions
}

/**
 * Opens the store (seeding a new one), makes sure an admin exists, and listens. The same function runs in
 * production (server/index.ts) and in the API tests, on port 0 with a temporary DATA_DIR.
 */
export async function startServer(config: Config, root: string, options: StartOptions = {}): Promise<RunningServer> {
  const store = await openStore(config.DATA_DIR)
  try {
    await seedNewStore(store)
    await ensureStudio(store)
    const firstAdmin = await ensureAdmin(store, config)
    const sessionSecret = await loadSessionSecret(config.SESSION_SECRET, store.dataDir)
    const images = new ImageLibrary(store)
    const mailer = createInquiryMailer(store, config, options.mail)
    const server: Server = createServer(await createApp({ config, store, images, sessionSecret, siteRoot: root, mailer }))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      if (config.HOST) server.listen(config.PORT, config.HOST, resolve)
      else server.listen(config.PORT, resolve)
    })
    const { port } = server.address() as AddressInfo
    // Older uploads and interrupted derivatives are processed in the background, after the server answers.
    await images.resume()
    mailer?.resume()
    return {
      url: `http://localhost:${port}`,
      port,
      store,
      images,
      mailer,
      server,
      firstAdmin,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        try {
          await mailer?.close() // an email being sent gets a moment; the rest goes out after the next start
          await images.close()
        } finally {
          await store.close() // the writes are folded even when the image queue failed to stop
        }
      },
    }
  } catch (error) {
    await store.close()
    throw error
  }
}
