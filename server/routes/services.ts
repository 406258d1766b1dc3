import { Router } from 'express'
import { IdSchema } from '../../shared/schema/common.ts'
import { ServiceInputSchema, ServiceOrderSchema, ServiceUpdateSchema } from '../../shared/schema/service.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin, sessionUser } from '../security/session.ts'
import { createService, deleteService, listServices, reorderServices, updateService } from '../store/services.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'

/** The studio's services (decision 024). Visitors read the shown ones; staff (every role) manage them all. */
export function serviceRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store)

  router.get('/services', (req, res) => {
    res.json(listServices(store, { includeHidden: sessionUser(req, store) !== undefined }))
  })

  router.post('/services', admin, async (req, res) => {
    res.status(201).json(await createService(store, parseOr400(ServiceInputSchema, req.body), requestBy(req, res)))
  })

  // Before '/services/:id', which would take 'order' for an id.
  router.put('/services/order', admin, async (req, res) => {
    res.json(await reorderServices(store, parseOr400(ServiceOrderSchema, req.body).ids, requestBy(req, res)))
  })

  router.patch('/services/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    res.json(await updateService(store, id, parseOr400(ServiceUpdateSchema, req.body), requestBy(req, res)))
  })

  router.delete('/services/:id', admin, async (req, res) => {
    await deleteService(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
