import { Router } from 'express'
import type { GalleryItem } from '#shared/schema/gallery.ts'
import { assertKnownService } from '../store/services.ts'
import { createGalleryItem, deleteGalleryItem, listGallery, reorderGallery, updateGalleryItem } from '../store/gallery.ts'
import type { Store } from '../store/store.ts'
import { OK, forVisitors, operationRoutes } from './operation-route.ts'

/** Visitors never see the consent record. */
export function toPublicGalleryItem({ consent: _consent, consentDate: _date, published: _published, ...item }: GalleryItem) {
  return item
}

/** The before/after gallery and healed results. Visitors read published items; staff (every role) manage them all. */
export function galleryRoutes(store: Store): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  route('listGallery', 'anyone', ({ user }) =>
    user ? listGallery(store, { includeDrafts: true }) : forVisitors(listGallery(store, { includeDrafts: false }).map(toPublicGalleryItem)),
  )
  route('createGalleryItem', { role: 'staff', status: 201 }, ({ input, by }) => {
    assertKnownService(store, input.service)
    return createGalleryItem(store, input, by)
  })
  // Before '/gallery/:id', which would take 'order' for an id.
  route('reorderGallery', 'staff', ({ input: ids, by }) => reorderGallery(store, ids, by))
  route('updateGalleryItem', 'staff', ({ params: [id], input: { updatedAt, ...changes }, by }) => {
    assertKnownService(store, changes.service)
    return updateGalleryItem(store, id, changes, updatedAt, by)
  })
  route('deleteGalleryItem', 'staff', async ({ params: [id], by }) => {
    await deleteGalleryItem(store, id, by)
    return OK
  })

  return router
}
