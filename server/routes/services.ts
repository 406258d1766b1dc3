import { Router } from 'express'
import { createService, deleteService, listServices, reorderServices, updateService } from '../store/services.ts'
import type { Store } from '../store/store.ts'
import { OK, operationRoutes } from './operation-route.ts'

/** The studio's services (decision 024). Visitors read the shown ones; staff (every role) manage them all. */
export function serviceRoutes(store: Store): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  route('listServices', 'anyone', ({ user }) => listServices(store, { includeHidden: user !== undefined }))
  route('createService', { role: 'staff', status: 201 }, ({ input, by }) => createService(store, input, by))
  // Before '/services/:id', which would take 'order' for an id.
  route('reorderServices', 'staff', ({ input: ids, by }) => reorderServices(store, ids, by))
  route('updateService', 'staff', ({ params: [id], input, by }) => updateService(store, id, input, by))
  route('deleteService', 'staff', async ({ params: [id], by }) => {
    await deleteService(store, id, by)
    return OK
  })

  return router
}
