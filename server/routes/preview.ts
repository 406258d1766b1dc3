import { Router } from 'express'
import { PreviewInputSchema } from '../../shared/schema/post.ts'
import { postContent } from '../content/post-content.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../security/session.ts'
import type { Store } from '../store/store.ts'

/** The editor's preview: exactly the sanitized HTML the site will show for this source. */
export function previewRoutes(store: Store): Router {
  const router = Router()
  // Issue #13: every role (owner, editor).
  router.post('/admin/preview', requireAdmin(store), async (req, res) => {
    res.json({ html: await postContent(parseOr400(PreviewInputSchema, req.body)) })
  })
  return router
}
