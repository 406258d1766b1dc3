import type { Router } from 'express'
import type { FaqItem, PublicFaqItem } from '#shared/schema/faq.ts'
import { faqCollection } from '../store/faqs.ts'
import type { Store } from '../store/store.ts'
import { orderedCollectionRoutes } from './ordered-collection-routes.ts'

export function toPublicFaqItem({ published: _published, ...item }: FaqItem): PublicFaqItem {
  return item
}

/** The studio's FAQ, every page's. Visitors read published questions; staff read them all; the owner manages them. */
export function faqRoutes(store: Store): Router {
  return orderedCollectionRoutes(
    store,
    faqCollection,
    { list: 'listFaqs', create: 'createFaq', reorder: 'reorderFaqs', update: 'updateFaq', remove: 'deleteFaq' },
    toPublicFaqItem,
  )
}
