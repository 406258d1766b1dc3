import express, { type RequestHandler } from 'express'
import type { Config } from '../shared/schema/config.ts'
import { apiErrorHandler, apiNotFound } from './error-handler.ts'
import { authRoutes } from './routes/auth.ts'
import { categoryRoutes } from './routes/categories.ts'
import { inquiryRoutes } from './routes/inquiries.ts'
import { postRoutes } from './routes/posts.ts'
import { previewRoutes } from './routes/preview.ts'
import { serveUploads, uploadRoutes } from './routes/upload.ts'
import { securityHeaders } from './security/headers.ts'
import { requireJsonOrMultipartBody, requireSameOrigin } from './security/request-guards.ts'
import { sessions } from './security/session.ts'
import type { Store } from './store/store.ts'

export interface AppOptions {
  config: Config
  store: Store
  sessionSecret: string
  /** Serves the website after the API and uploads (static pages, rendered blog pages, 404). */
  site?: RequestHandler
}

/** The studio's whole HTTP surface: `/api`, `/uploads`, then the website. */
export function createApp({ config, store, sessionSecret, site }: AppOptions): express.Express {
  const app = express()
  app.set('trust proxy', config.TRUST_PROXY)
  app.set('json spaces', 0)
  app.use(securityHeaders({ dev: config.NODE_ENV === 'development' }))

  const api = express.Router()
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use(requireJsonOrMultipartBody, requireSameOrigin(config.PUBLIC_URL))
  api.use(express.json({ limit: '2mb' }))
  api.use(sessions(sessionSecret))
  api.get('/health', (_req, res) => {
    res.json({ ok: true, service: 'belleza-studio' })
  })
  api.use(postRoutes(store), categoryRoutes(store), inquiryRoutes(store), authRoutes(store))
  api.use(uploadRoutes(store), previewRoutes(store))
  api.use(apiNotFound)
  api.use(apiErrorHandler)

  app.use('/api', api)
  app.use('/uploads', serveUploads(store))
  if (site) app.use(site)
  return app
}
