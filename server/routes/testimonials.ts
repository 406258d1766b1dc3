import { Router } from 'express'
import type { PublicTestimonial, Testimonial } from '#shared/schema/testimonial.ts'
import { createTestimonial, deleteTestimonial, listTestimonials, reorderTestimonials, updateTestimonial } from '../store/testimonials.ts'
import type { Store } from '../store/store.ts'
import { OK, forVisitors, operationRoutes } from './operation-route.ts'

/** Visitors never see the permission record. */
export function toPublicTestimonial({ permission: _permission, published: _published, sample: _sample, ...item }: Testimonial): PublicTestimonial {
  return item
}

/** The studio's reviews. Visitors read published ones; staff (every role, as the gallery) manage them all. */
export function testimonialRoutes(store: Store): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  route('listTestimonials', 'anyone', ({ user }) =>
    user ? listTestimonials(store, { includeDrafts: true }) : forVisitors(listTestimonials(store, { includeDrafts: false }).map(toPublicTestimonial)),
  )
  route('createTestimonial', { role: 'staff', status: 201 }, ({ input, by }) => createTestimonial(store, input, by))
  // Before '/testimonials/:id', which would take 'order' for an id.
  route('reorderTestimonials', 'staff', ({ input: ids, by }) => reorderTestimonials(store, ids, by))
  route('updateTestimonial', 'staff', ({ params: [id], input, by }) => updateTestimonial(store, id, input, by))
  route('deleteTestimonial', 'staff', async ({ params: [id], by }) => {
    await deleteTestimonial(store, id, by)
    return OK
  })

  return router
}
