import type { RequestListener } from 'node:http'
import express, { type ErrorRequestHandler } from 'express'
import type { Config } from '../shared/schema/config.ts'
import { Answers } from './content/answers.ts'
import { compressText } from './content/compress-text.ts'
import { apiErrorHandler, apiNotFound } from './error-handler.ts'
import { accountRoutes } from './routes/accounts.ts'
import { authRoutes } from './routes/auth.ts'
import { categoryRoutes } from './routes/categories.ts'
import type { ImageLibrary } from './images/image-library.ts'
import type { InquiryMailer } from './notify/inquiry-mailer.ts'
import { feedRoutes } from './routes/feeds.ts'
import { galleryRoutes } from './routes/gallery.ts'
import { inquiryRoutes } from './routes/inquiries.ts'
import { mediaRoutes } from './routes/media.ts'
import { postRoutes } from './routes/posts.ts'
import { previewRoutes } from './routes/preview.ts'
import { siteRoutes } from './routes/site.ts'
import { studioRoutes } from './routes/studio.ts'
import { serveUploads, uploadRoutes } from './routes/upload.ts'
import { securityHeaders } from './security/headers.ts'
import { requireJsonOrMultipartBody, requireSameOrigin } from './security/request-guards.ts'
import { sessions } from './security/session.ts'
import type { Store } from './store/store.ts'

export interface AppOptions {
  config: Config
  store: Store
  /** The upload pipeline and its background queue (server/images). */
  images: ImageLibrary
  sessionSecret: string
  /** The folder holding the website's build (`dist/`); without a build, a placeholder page. */
  siteRoot: string
  /** Inquiry email (issue #13); absent when SMTP_URL is not set. */
  mailer?: InquiryMailer
}

/** Errors outside `/api` (a missing asset, a render failure): a plain answer, never a stack trace. */
const siteErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500
  if (status >= 500) console.error(`[site] ${req.method} ${req.originalUrl}`, error)
  if (!res.headersSent) res.status(status).type('text').send(status === 404 ? 'Not Found' : 'Something went wrong')
}

/**
 * The studio's whole HTTP surface: answers held in memory first (pages and the public post list, for visitors),
 * then Express: `/api`, `/uploads`, feeds, then the website.
 */
export async function createApp({ config, store, images, sessionSecret, siteRoot, mailer }: AppOptions): Promise<RequestListener> {
  const app = express()
  app.set('trust proxy', config.TRUST_PROXY)
  app.set('json spaces', 0)
  app.disable('x-powered-by')
  const security = securityHeaders({ dev: config.NODE_ENV === 'development' })
  const answers = new Answers(store, security.list)
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
  const inquiries = inquiryRoutes(store, config.PUBLIC_URL, mailer)
  api.use(session)
  api.get('/health', (_req, res) => {
    res.json({ ok: true, service: 'belleza-studio' })
  })
  api.use(postRoutes(store, answers), categoryRoutes(store), inquiries.api, authRoutes(store), accountRoutes(store))
  api.use(uploadRoutes(store, images), mediaRoutes(store, images), galleryRoutes(store), previewRoutes(store), studioRoutes(store))
  api.use(apiNotFound)
  api.use(apiErrorHandler)

  app.use('/api', api)
  app.use('/uploads', serveUploads(store))
  app.use(feedRoutes(store, config.PUBLIC_URL))
  app.use(inquiries.form)
  app.use(await siteRoutes({ root: siteRoot, store, answers, publicUrl: config.PUBLIC_URL, sessions: session }))
  app.use(siteErrorHandler)
  return (req, res) => {
    if (!answers.serve(req, res)) app(req, res)
  }
}
