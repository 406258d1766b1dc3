import { Router } from 'express'
import { IdSchema } from '../../shared/schema/common.ts'
import { GalleryInputSchema, GalleryOrderSchema, GalleryUpdateSchema, type GalleryItem } from '../../shared/schema/gallery.ts'
import { parseOr400 } from '../http-errors.ts'
import { assertKnownService } from '../store/services.ts'
import { requireAdmin, sessionUser } from '../security/session.ts'
import { createGalleryItem, deleteGalleryItem, listGallery, reorderGallery, updateGalleryItem } from '../store/gallery.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'

/** Visitors never see the consent record. */
export function toPublicGalleryItem({ consent: _consent, consentDate: _date, published: _published, ...item }: GalleryItem) {
  return item
}

/** The before/after gallery and healed results (issue #11). Visitors read published items; staff manage them all. */
export function galleryRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store) // issue #13: every role (owner, editor)

  router.get('/gallery', (req, res) => {
    const isAdmin = sessionUser(req, store) !== undefined
    const items = listGallery(store, { includeDrafts: isAdmin })
    res.json(isAdmin ? items : items.map(toPublicGalleryItem))
  })

  router.post('/gallery', admin, async (req, res) => {
    const fields = parseOr400(GalleryInputSchema, req.body)
    assertKnownService(store, fields.service)
    res.status(201).json(await createGalleryItem(store, fields, requestBy(req, res)))
  })

  // Before '/gallery/:id', which would take 'order' for an id.
  router.put('/gallery/order', admin, async (req, res) => {
    res.json(await reorderGallery(store, parseOr400(GalleryOrderSchema, req.body).ids, requestBy(req, res)))
  })

  router.patch('/gallery/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    const { updatedAt, ...changes } = parseOr400(GalleryUpdateSchema, req.body)
    assertKnownService(store, changes.service)
    res.json(await updateGalleryItem(store, id, changes, updatedAt, requestBy(req, res)))
  })

  router.delete('/gallery/:id', admin, async (req, res) => {
    await deleteGalleryItem(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
