import { Router } from 'express'
import { launchChecklist } from '../content/launch-checklist.ts'
import { requireAdmin } from '../security/session.ts'
import type { Store } from '../store/store.ts'

/** The go-live checklist (issue #24) for the dashboard: every role sees it (an editor is told what to ask the owner). */
export function launchChecklistRoutes(store: Store): Router {
  const router = Router()
  router.get('/admin/launch-checklist', requireAdmin(store), (_req, res) => {
    res.json(launchChecklist(store))
  })
  return router
}
