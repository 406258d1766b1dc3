import { Router } from 'express'
import { PreviewInputSchema } from '#shared/schema/post.ts'
import { postContent } from '../content/post-content.ts'
import type { Store } from '../store/store.ts'
import { operationRoutes } from './operation-route.ts'

/** The editor's preview, for every role: exactly the sanitized HTML the site will show for this source. */
export function previewRoutes(store: Store): Router {
  const router = Router()
  // The body whole: an older client sends `{content}` (HTML) instead of the console's `{markdown}`.
  operationRoutes(router, store)('previewContent', { role: 'staff', input: PreviewInputSchema }, async ({ input }) => ({ html: await postContent(input) }))
  return router
}
