import { type RequestListener, STATUS_CODES } from 'node:http'
import express, { type ErrorRequestHandler } from 'express'
import type { Config } from '../shared/schema/config.ts'
import { analyticsRoutes } from './analytics/analytics-routes.ts'
import { countPageViews } from './analytics/count-page-views.ts'
import type { VisitorAnalytics } from './analytics/visitor-analytics.ts'
import { Answers } from './content/answers.ts'
import { compressText } from './content/compress-text.ts'
import { apiErrorHandler, apiNotFound } from './error-handler.ts'
import { type Logger, silentLogger } from './logging/logger.ts'
import { clientAddressOf, loggedPath, loggingListener } from './logging/request-log.ts'
import { accountRoutes } from './routes/accounts.ts'
import { auditRoutes } from './routes/audit.ts'
import { authRoutes } from './routes/auth.ts'
import type { SignInLimits } from './security/sign-in-guard.ts'
import { SearchGate } from './security/search-gate.ts'
import { backupRoutes } from './routes/backups.ts'
import { categoryRoutes } from './routes/categories.ts'
import { serveDesktopUpdates } from './routes/desktop-updates.ts'
import type { ImageLibrary } from './images/image-library.ts'
import type { InquiryMailer } from './notify/inquiry-mailer.ts'
import { feedRoutes } from './routes/feeds.ts'
import { faqRoutes } from './routes/faqs.ts'
import { serviceRoutes } from './routes/services.ts'
import { galleryRoutes } from './routes/gallery.ts'
import { healthRoutes } from './routes/health.ts'
import { inquiryRoutes } from './routes/inquiries.ts'
import { launchChecklistRoutes } from './routes/launch-checklist.ts'
import { mediaRoutes } from './routes/media.ts'
import { postRoutes } from './routes/posts.ts'
import { revisionRoutes } from './routes/revisions.ts'
import { PostRevisions } from './store/revisions.ts'
import { previewRoutes } from './routes/preview.ts'
import { pageRoutes } from './routes/pages.ts'
import { addedPageRoutes } from './routes/added-pages.ts'
import { PagePreview } from './content/page-preview.ts'
import { PageRevisions } from './store/page-revisions.ts'
import { siteRoutes } from './routes/site.ts'
import { studioRoutes } from './routes/studio.ts'
import { testimonialRoutes } from './routes/testimonials.ts'
import { brandRoutes, serveBrand, serveFaviconIco } from './routes/brand.ts'
import { serveUploads, uploadRoutes } from './routes/upload.ts'
import { httpsDetector, securityHeaders } from './security/headers.ts'
import { hostAllowList, refuseOtherHosts } from './security/host-allow-list.ts'
import { requireJsonOrMultipartBody, requireSameOrigin } from './security/request-guards.ts'
import { sessions } from './security/session.ts'
import type { BackupScheduler } from './store/backup-schedule.ts'
import type { PostScheduler } from './store/post-schedule.ts'
import type { Store } from './store/store.ts'

export interface AppOptions {
  config: Config
  store: Store
  /** The upload pipeline and its background queue (server/images). */
  images: ImageLibrary
  sessionSecret: string
  /** The folder holding the website's build (`dist/`); without a build, a placeholder page. */
  siteRoot: string
  /** Inquiry email; absent when SMTP_URL is not set. */
  mailer?: InquiryMailer
  /** Scheduled backups; absent when BACKUP_DIR and BACKUP_EVERY are not set. */
  backups?: BackupScheduler
  /** Scheduled posts and Trash; told of every change of a post. Absent in tests that build the app alone. */
  posts?: PostScheduler
  /** Each post's revisions (DATA_DIR/revisions); made here when not given. */
  revisions?: PostRevisions
  /** One line per request and the errors with their stack; nothing is logged without it. */
  logger?: Logger
  /** The sign-in guard's limits, shorter in tests (server/security/sign-in-guard.ts). */
  signIn?: Partial<SignInLimits>
  /** Visitor counts (server/analytics); absent with ANALYTICS=off, and in tests that build the app alone. */
  analytics?: VisitorAnalytics
}

/**
 * Errors outside `/api` (a missing asset, a malformed address, a render failure): a plain answer named by its status
 * ("Bad Request", "Not Found"), never a stack trace (a 5xx's goes to the log).
 */
function siteErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500
    // A search page's words are in its path: redacted as in the request's own line.
    if (status >= 500) logger.error({ err: error }, `[site] ${req.method} ${loggedPath(req.originalUrl.split('?')[0]!)}`)
    if (!res.headersSent)
      res
        .status(status)
        .type('text')
        .send(status >= 500 ? 'Something went wrong' : (STATUS_CODES[status] ?? 'Bad Request'))
  }
}

/**
 * The studio's whole HTTP surface: answers held in memory first (pages and the public post list, for visitors),
 * then Express: `/api`, `/uploads`, the desktop app's update feed, feeds, then the website.
 */
export async function createApp({
  config,
  store,
  images,
  sessionSecret,
  siteRoot,
  mailer,
  backups,
  posts,
  revisions,
  logger = silentLogger,
  signIn,
  analytics,
}: AppOptions): Promise<RequestListener> {
  const app = express()
  app.set('trust proxy', config.TRUST_PROXY)
  app.set('json spaces', 0)
  app.disable('x-powered-by')
  // HSTS goes only with answers to HTTPS requests, judged by the same `trust proxy` as req.secure.
  const security = securityHeaders({ dev: config.NODE_ENV === 'development', isHttps: httpsDetector(app.get('trust proxy fn')) })
  const answers = new Answers(store, security)
  // One budget for new searches, the API's and the search pages' (docs/decisions/026-bounded-renders.md).
  const searches = new SearchGate(config.SEARCH_LOOP_SHARE / 100)
  app.use(security.middleware)
  // Text answers (JSON, assets, feeds) are compressed on their routes (compressText); answers held in memory come
  // precompressed.
  const api = express.Router()
  api.use(compressText)
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use(requireJsonOrMultipartBody, requireSameOrigin(config.PUBLIC_URL))
  api.use(express.json({ limit: '2mb' }))
  const session = sessions(sessionSecret)
  const inquiries = inquiryRoutes(store, config.PUBLIC_URL, mailer, logger)
  api.use(session)
  api.use(healthRoutes(store, backups))
  const postRevisions = revisions ?? new PostRevisions(store.dataDir, logger)
  const pageRevisions = new PageRevisions(store.dataDir, logger)
  api.use(
    postRoutes(store, answers, postRevisions, posts, searches),
    revisionRoutes(store, postRevisions, posts),
    categoryRoutes(store),
    inquiries.api,
    authRoutes(store, sessionSecret, signIn),
    accountRoutes(store, config),
  )
  api.use(
    uploadRoutes(store, images),
    mediaRoutes(store, images, { posts: postRevisions, pages: pageRevisions }),
    galleryRoutes(store),
    previewRoutes(store),
    studioRoutes(store),
  )
  const pagePreview = new PagePreview()
  api.use(brandRoutes(store))
  api.use(pageRoutes(store, pageRevisions, pagePreview))
  api.use(addedPageRoutes(store, pagePreview))
  api.use(testimonialRoutes(store), faqRoutes(store), serviceRoutes(store), launchChecklistRoutes(store))
  api.use(backupRoutes(store, backups, images))
  api.use(auditRoutes(store))
  api.use(analyticsRoutes(store, analytics))
  api.use(apiNotFound)
  api.use(apiErrorHandler(logger))

  app.use('/api', api)
  app.use('/uploads', serveUploads(store, images))
  app.use('/brand', serveBrand(store))
  app.use('/favicon.ico', serveFaviconIco(store, siteRoot))
  app.use('/desktop/updates', serveDesktopUpdates(store.dataDir))
  app.use(feedRoutes(store, answers, config.PUBLIC_URL))
  app.use(inquiries.form)
  app.use(
    await siteRoutes({
      root: siteRoot,
      store,
      answers,
      publicUrl: config.PUBLIC_URL,
      sessions: session,
      preview: pagePreview,
      searches,
    }),
  )
  app.use(siteErrorHandler(logger))
  // Answers held in memory first (decision 004), then Express; every request logged. Before anything, a host
  // name that is not the server's is refused (against DNS rebinding).
  const otherHost = refuseOtherHosts(hostAllowList(config.PUBLIC_URL, config.ALLOWED_HOSTS))
  const address = clientAddressOf(app)
  return loggingListener(
    logger,
    address,
    countPageViews(analytics, address, (req, res) => otherHost(req, res) || answers.serve(req, res)),
    app,
  )
}
