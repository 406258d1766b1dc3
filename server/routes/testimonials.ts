import type { Router } from 'express'
import type { PublicTestimonial, Testimonial } from '#shared/schema/testimonial.ts'
import type { Store } from '../store/store.ts'
import { testimonialCollection } from '../store/testimonials.ts'
import { orderedCollectionRoutes } from './ordered-collection-routes.ts'

/** Visitors never see the permission record. */
export function toPublicTestimonial({ permission: _permission, published: _published, sample: _sample, ...item }: Testimonial): PublicTestimonial {
  return item
}

/** The studio's reviews. Visitors read published ones; staff read them all; the owner manages them (their consent records too). */
export function testimonialRoutes(store: Store): Router {
  return orderedCollectionRoutes(
    store,
    testimonialCollection,
    {
      list: 'listTestimonials',
      create: 'createTestimonial',
      reorder: 'reorderTestimonials',
      update: 'updateTestimonial',
      remove: 'deleteTestimonial',
    },
    toPublicTestimonial,
  )
}
