import type { Router } from 'express'
import type { GalleryItem } from '#shared/schema/gallery.ts'
import { galleryCollection } from '../store/gallery.ts'
import type { Store } from '../store/store.ts'
import { orderedCollectionRoutes } from './ordered-collection-routes.ts'

/** Visitors never see the consent record. */
export function toPublicGalleryItem({ consent: _consent, consentDate: _date, published: _published, ...item }: GalleryItem) {
  return item
}

/** The before/after gallery and healed results. Visitors read published items; staff (every role) manage them all. */
export function galleryRoutes(store: Store): Router {
  return orderedCollectionRoutes(
    store,
    galleryCollection,
    { list: 'listGallery', create: 'createGalleryItem', reorder: 'reorderGallery', update: 'updateGalleryItem', remove: 'deleteGalleryItem' },
    toPublicGalleryItem,
    { versionRequired: true },
  )
}
