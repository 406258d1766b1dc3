import { Router } from 'express'
import type { FaqItem, PublicFaqItem } from '#shared/schema/faq.ts'
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from '../store/faqs.ts'
import type { Store } from '../store/store.ts'
import { OK, forVisitors, operationRoutes } from './operation-route.ts'

export function toPublicFaqItem({ published: _published, ...item }: FaqItem): PublicFaqItem {
  return item
}

/** The studio's FAQ, every page's. Visitors read published questions; staff (every role) manage them all. */
export function faqRoutes(store: Store): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  route('listFaqs', 'anyone', ({ user }) =>
    user ? listFaqs(store, { includeDrafts: true }) : forVisitors(listFaqs(store, { includeDrafts: false }).map(toPublicFaqItem)),
  )
  route('createFaq', { role: 'staff', status: 201 }, ({ input, by }) => createFaq(store, input, by))
  // Before '/faqs/:id', which would take 'order' for an id.
  route('reorderFaqs', 'staff', ({ input: ids, by }) => reorderFaqs(store, ids, by))
  route('updateFaq', 'staff', ({ params: [id], input, by }) => updateFaq(store, id, input, by))
  route('deleteFaq', 'staff', async ({ params: [id], by }) => {
    await deleteFaq(store, id, by)
    return OK
  })

  return router
}
