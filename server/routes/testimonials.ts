import { Router } from 'express'
import { IdSchema } from '../../shared/schema/common.ts'
import {
  type PublicTestimonial,
  type Testimonial,
  TestimonialInputSchema,
  TestimonialOrderSchema,
  TestimonialUpdateSchema,
} from '../../shared/schema/testimonial.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin, sessionUser } from '../security/session.ts'
import { createTestimonial, deleteTestimonial, listTestimonials, reorderTestimonials, updateTestimonial } from '../store/testimonials.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'

/** Visitors never see the permission record. */
export function toPublicTestimonial({ permission: _permission, published: _published, sample: _sample, ...item }: Testimonial): PublicTestimonial {
  return item
}

/** The studio's reviews (issue #23). Visitors read published ones; staff (every role, as the gallery) manage them all. */
export function testimonialRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store)

  router.get('/testimonials', (req, res) => {
    const isAdmin = sessionUser(req, store) !== undefined
    const items = listTestimonials(store, { includeDrafts: isAdmin })
    res.json(isAdmin ? items : items.map(toPublicTestimonial))
  })

  router.post('/testimonials', admin, async (req, res) => {
    res.status(201).json(await createTestimonial(store, parseOr400(TestimonialInputSchema, req.body), requestBy(req, res)))
  })

  // Before '/testimonials/:id', which would take 'order' for an id.
  router.put('/testimonials/order', admin, async (req, res) => {
    res.json(await reorderTestimonials(store, parseOr400(TestimonialOrderSchema, req.body).ids, requestBy(req, res)))
  })

  router.patch('/testimonials/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    res.json(await updateTestimonial(store, id, parseOr400(TestimonialUpdateSchema, req.body), requestBy(req, res)))
  })

  router.delete('/testimonials/:id', admin, async (req, res) => {
    await deleteTestimonial(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
