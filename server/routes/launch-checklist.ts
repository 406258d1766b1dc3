import { Router } from 'express'
import { launchChecklist } from '../content/launch-checklist.ts'
import type { Store } from '../store/store.ts'
import { operationRoutes } from './operation-route.ts'

/** The go-live checklist for the dashboard: every role sees it (an editor is told what to ask the owner). */
export function launchChecklistRoutes(store: Store): Router {
  const router = Router()
  operationRoutes(router, store)('getLaunchChecklist', 'staff', () => launchChecklist(store))
  return router
}
