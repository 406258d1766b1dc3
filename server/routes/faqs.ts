import { Router } from 'express'
import { IdSchema } from '../../shared/schema/common.ts'
import { type FaqItem, FaqInputSchema, FaqOrderSchema, FaqUpdateSchema, type PublicFaqItem } from '../../shared/schema/faq.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin, sessionUser } from '../security/session.ts'
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from '../store/faqs.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'

export function toPublicFaqItem({ published: _published, ...item }: FaqItem): PublicFaqItem {
  return item
}

/** The studio's FAQ (issue #23), every page's. Visitors read published questions; staff (every role) manage them all. */
export function faqRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store)

  router.get('/faqs', (req, res) => {
    const isAdmin = sessionUser(req, store) !== undefined
    const items = listFaqs(store, { includeDrafts: isAdmin })
    res.json(isAdmin ? items : items.map(toPublicFaqItem))
  })

  router.post('/faqs', admin, async (req, res) => {
    res.status(201).json(await createFaq(store, parseOr400(FaqInputSchema, req.body), requestBy(req, res)))
  })

  // Before '/faqs/:id', which would take 'order' for an id.
  router.put('/faqs/order', admin, async (req, res) => {
    res.json(await reorderFaqs(store, parseOr400(FaqOrderSchema, req.body).ids, requestBy(req, res)))
  })

  router.patch('/faqs/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    res.json(await updateFaq(store, id, parseOr400(FaqUpdateSchema, req.body), requestBy(req, res)))
  })

  router.delete('/faqs/:id', admin, async (req, res) => {
    await deleteFaq(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
