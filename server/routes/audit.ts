import { Router } from 'express'
import { AuditQuerySchema } from '#shared/schema/audit.ts'
import { listAudit } from '../store/audit.ts'
import type { Store } from '../store/store.ts'
import { operationRoutes } from './operation-route.ts'

/** The audit trail, the owner's alone. Newest first, in pages (`?before=<at>` for older ones). */
export function auditRoutes(store: Store): Router {
  const router = Router()
  operationRoutes(router, store)('listAudit', { role: 'owner', input: AuditQuerySchema }, ({ input }) => listAudit(store, input))
  return router
}
