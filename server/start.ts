import type { AddressInfo } from 'node:net'
import { type Server, createServer } from 'node:http'
import type { Config } from '../shared/schema/config.ts'
import { type AnalyticsClock, VisitorAnalytics } from './analytics/visitor-analytics.ts'
import { createApp } from './app.ts'
import { ImageLibrary } from './images/image-library.ts'
import type { Logger } from './logging/logger.ts'
import { type InquiryMailer, type InquiryMailerOptions, createInquiryMailer } from './notify/inquiry-mailer.ts'
import { loadSessionSecret } from './security/session.ts'
import type { SignInLimits } from './security/sign-in-guard.ts'
import { pruneAudit } from './store/audit.ts'
import { type BackupClock, type BackupScheduler, createBackupScheduler } from './store/backup-schedule.ts'
import { PostScheduler } from './store/post-schedule.ts'
import { PostRevisions } from './store/revisions.ts'
import { type FirstAdmin, ensureAdmin, seedNewStore } from './store/seed.ts'
import type { OpenJournal } from './store/journal.ts'
import { type Store, openStore } from './store/store.ts'
import { ensureStudio } from './store/studio.ts'
import { ensurePages } from './store/pages.ts'
import { ensureFaqs } from './store/faqs.ts'
import { ensureServices } from './store/services.ts'
import { ensureTestimonials } from './store/testimonials.ts'

export interface RunningServer {
  url: string
  port: number
  store: Store
  /** The upload pipeline: `whenIdle()` waits for derivatives being made. */
  images: ImageLibrary
  /** Inquiry email, when SMTP_URL is set. */
  mailer?: InquiryMailer
  /** Scheduled backups, when BACKUP_DIR and BACKUP_EVERY are set. */
  backups?: BackupScheduler
  /** Scheduled posts going live and Trash emptying after 30 days. */
  posts: PostScheduler
  /** Each post's revisions, kept beside db.json. */
  revisions: PostRevisions
  /** Visitor counts, unless ANALYTICS=off. */
  analytics?: VisitorAnalytics
  server: Server
  firstAdmin?: FirstAdmin
  /** Stops listening, waits for pending writes and releases the data folder. */
  close(): Promise<void>
}

export interface StartOptions {
  /** Inquiry email's retry waits (tests make them short). */
  mail?: InquiryMailerOptions
  /** Where requests and errors are logged (server/index.ts makes it from LOG_LEVEL); without it, nowhere (tests). */
  logger?: Logger
  /** How the store opens db.journal: tests pass a disk that fails (server/store/failing-disk.ts). */
  openJournal?: OpenJournal
  /**
   * After every write, the store reads db.json and db.journal back and holds them against memory (StoreOptions): the
   * test servers turn it on, so every API and browser test checks that what it wrote is on disk.
   */
  checkWrites?: boolean
  /** The time of scheduled posts and Trash: tests pass a ManualClock; the real one otherwise. */
  postClock?: BackupClock
  /** The sign-in guard's limits: tests pass short windows. */
  signIn?: Partial<SignInLimits>
  /** The visitor counts' time (which day a visit falls on): tests pass a ManualClock; the real one otherwise. */
  analyticsClock?: AnalyticsClock
}

/**
 * Opens the store (seeding a new one), makes sure an admin exists, and listens. The same function runs in
 * production (server/index.ts) and in the API tests, on port 0 with a temporary DATA_DIR.
 */
export async function startServer(config: Config, root: string, options: StartOptions = {}): Promise<RunningServer> {
  const { logger, openJournal, checkWrites } = options
  const store = await openStore(config.DATA_DIR, { logger, openJournal, checkWrites })
  try {
    await seedNewStore(store)
    await ensureStudio(store)
    // Before ensurePages: the FAQ's questions and the gallery's reviews move out of page records that still hold them.
    await ensureFaqs(store)
    await ensureTestimonials(store)
    await ensureServices(store)
    await ensurePages(store)
    await pruneAudit(store) // the audit trail: what expired while the server was stopped
    // A first start hashes the first admin's password (in its worker thread) while the site's renderer loads.
    const firstAdminMade = ensureAdmin(store, config)
    firstAdminMade.catch(() => {}) // awaited below; a failure before that point must not go unhandled meanwhile
    const sessionSecret = await loadSessionSecret(config.SESSION_SECRET, store.dataDir)
    const images = new ImageLibrary(store, logger)
    const mailer = createInquiryMailer(store, config, { ...options.mail, logger })
    const backups = createBackupScheduler(config, undefined, logger)
    const revisions = new PostRevisions(store.dataDir, logger)
    const posts = new PostScheduler(store, options.postClock, revisions, logger)
    const analytics =
      config.ANALYTICS === 'on' ? await VisitorAnalytics.open({ dataDir: store.dataDir, store, clock: options.analyticsClock, logger }) : undefined
    const server: Server = createServer(
      await createApp({ config, store, images, sessionSecret, siteRoot: root, mailer, backups, posts, revisions, logger, analytics, signIn: options.signIn }),
    )
    const firstAdmin = await firstAdminMade
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      if (config.HOST) server.listen(config.PORT, config.HOST, resolve)
      else server.listen(config.PORT, resolve)
    })
    const { port } = server.address() as AddressInfo
    // Older uploads and interrupted derivatives are processed in the background, after the server answers.
    await images.resume()
    mailer?.resume()
    await posts.start() // scheduled posts and Trash: what came due while the server was stopped goes live (or from Trash) now
    await backups?.start() // last: nothing after it can fail and leave its timer running
    return {
      url: `http://localhost:${port}`,
      port,
      store,
      images,
      mailer,
      backups,
      posts,
      revisions,
      analytics,
      server,
      firstAdmin,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        try {
          await posts.close()
          await revisions.idle() // a revision being written is finished before the data folder is released
          await backups?.close() // a backup being made gets a moment to finish, before the store folds its journal
          await mailer?.close() // an email being sent gets a moment; the rest goes out after the next start
          await images.close()
          await analytics?.close() // the last counts are written
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
