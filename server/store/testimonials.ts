import { randomUUID } from 'node:crypto'
import { SAMPLE_TESTIMONIALS } from '#shared/content/starter-collections.ts'
import { STUDIO_IN_GENERAL } from '#shared/schema/service-values.ts'
import { type Testimonial, type TestimonialChanges, TestimonialInputSchema, testimonialProblems } from '#shared/schema/testimonial.ts'
import { badRequest } from '../http-errors.ts'
import { auditTarget } from './audit.ts'
import { timestamp } from './clock.ts'
import { holdsMovedTexts, takeMovedTexts } from './moved-texts.ts'
import { orderedCollection } from './ordered-collection.ts'
import { nextOrder } from './ordered-records.ts'
import { assertKnownService } from './services.ts'
import type { Store } from './store.ts'

function testimonialTarget(item: Testimonial) {
  return auditTarget('testimonial', item.id, item.sample ? `${item.name} (sample)` : item.name)
}

/**
 * The studio's reviews: permission to publish is checked on the review as it would be, a sample is never published,
 * and the service is one of the studio's (hidden ones too), a consultation or the studio in general.
 */
export const testimonialCollection = orderedCollection<'testimonials', Omit<TestimonialChanges, 'updatedAt'>>({
  collection: 'testimonials',
  type: 'testimonial',
  noun: ['review', 'reviews'],
  listLabel: 'the reviews',
  everyOnce: 'Send every review once',
  notFound: 'Review not found',
  staleMessage: 'This review was changed by someone else since you opened it. Load their version, or copy your changes first.',
  parts: { quote: 'quote', name: 'name', service: 'treatment', rating: 'rating', source: 'source', date: 'date', permission: 'permission' },
  target: testimonialTarget,
  shown: (item) => item.published,
  shownWords: ['published', 'draft'],
  check(data, item) {
    assertKnownService(data, item.service, [STUDIO_IN_GENERAL])
    assertFits(item)
  },
  created: { sample: false },
})

/** In the studio's order. Visitors get published reviews only (never a sample: it cannot be published). */
export function listTestimonials(store: Store, { includeDrafts }: { includeDrafts: boolean }): Testimonial[] {
  return testimonialCollection.list(store, { all: includeDrafts })
}

function assertFits(item: Parameters<typeof testimonialProblems>[0]): void {
  const problems = testimonialProblems(item)
  const [first] = Object.values(problems)
  if (first) throw badRequest(first, problems)
}

/** Where the gallery page kept its three reviews before they became a collection. */
const MOVED_FROM = ['testimonials', 'items'] as const

/**
 * On start, before the pages' records are written: a new store (no gallery page record yet), or one whose gallery
 * record still holds the demo's reviews, gets them as unpublished samples, and the record loses them. They were
 * written for the demo; nobody gave them, so the site shows no review until the studio adds a real one. Never
 * again after that: samples the studio deleted stay deleted.
 */
export async function ensureTestimonials(store: Store): Promise<void> {
  const record = store.data.pages.find((page) => page.id === 'gallery')
  if (record && !holdsMovedTexts(record.en, MOVED_FROM) && !holdsMovedTexts(record.es, MOVED_FROM)) return
  const samples = SAMPLE_TESTIMONIALS.map((sample) => TestimonialInputSchema.parse(sample))
  await store.update((tx) => {
    const stored = tx.data.pages.find((page) => page.id === 'gallery')
    if (stored) {
      const gallery = structuredClone(stored)
      takeMovedTexts(gallery.en, MOVED_FROM)
      takeMovedTexts(gallery.es, MOVED_FROM)
      tx.put('pages', gallery)
    }
    if (tx.data.testimonials.length > 0) return
    const at = timestamp()
    for (const sample of samples) {
      tx.put('testimonials', { id: randomUUID(), ...sample, sample: true, order: nextOrder(tx.data.testimonials), createdAt: at, updatedAt: at })
    }
  })
}
