import { randomUUID } from 'node:crypto'
import { SAMPLE_TESTIMONIALS } from '#shared/content/starter-collections.ts'
import { type Testimonial, type TestimonialChanges, TestimonialInputSchema, testimonialProblems } from '#shared/schema/testimonial.ts'
import { badRequest } from '../http-errors.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import { holdsMovedTexts, takeMovedTexts } from './moved-texts.ts'
import { assertCurrent, findOr404, inOrder, nextOrder, reorderRecords, replaceRecord, withChanges } from './ordered-records.ts'
import type { Store } from './store.ts'

type TestimonialFields = Omit<Testimonial, 'id' | 'sample' | 'order' | 'createdAt' | 'updatedAt'>

/** The parts of a review an audit entry names when they change. */
const TESTIMONIAL_PARTS: Partial<Record<keyof Testimonial, string>> = {
  quote: 'quote',
  name: 'name',
  service: 'treatment',
  rating: 'rating',
  source: 'source',
  date: 'date',
  permission: 'permission',
}

function testimonialTarget(item: Testimonial) {
  return auditTarget('testimonial', item.id, item.sample ? `${item.name} (sample)` : item.name)
}

/** In the studio's order. Visitors get published reviews only (never a sample: it cannot be published). */
export function listTestimonials(store: Store, { includeDrafts }: { includeDrafts: boolean }): Testimonial[] {
  return inOrder(store.data.testimonials.filter((item) => includeDrafts || item.published))
}

/** `by`: who does it (recorded in the same write), here and below; none for the server's own changes. */
export function createTestimonial(store: Store, fields: TestimonialFields, by?: AuditBy): Promise<Testimonial> {
  assertFits({ ...fields, sample: false })
  return store.update((data) => {
    const now = timestamp()
    const item: Testimonial = { id: randomUUID(), ...fields, sample: false, order: nextOrder(data.testimonials), createdAt: now, updatedAt: now }
    data.testimonials.push(item)
    audit(data, by, { action: 'created', target: testimonialTarget(item), details: item.published ? 'published' : 'draft' })
    return item
  })
}

/**
 * Checked whole on the review as it would be after the change (permission to publish, a sample never); refused with
 * 409 on a stale `updatedAt`. `null` clears the rating or the date.
 */
export function updateTestimonial(store: Store, id: string, { updatedAt, ...changes }: TestimonialChanges, by?: AuditBy): Promise<Testimonial> {
  return store.update((data) => {
    const item = findOr404(data.testimonials, id, 'Review not found')
    assertCurrent(data, 'testimonial', item, updatedAt, 'This review')
    const next = withChanges(item, changes)
    assertFits(next)
    next.updatedAt = timestamp(item.updatedAt)
    const action = next.published === item.published ? 'changed' : next.published ? 'published' : 'unpublished'
    audit(data, by, { action, target: testimonialTarget(next), details: changedParts(item, next, TESTIMONIAL_PARTS) })
    return replaceRecord(item, next)
  })
}

export function deleteTestimonial(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((data) => {
    const item = findOr404(data.testimonials, id, 'Review not found')
    data.testimonials.splice(data.testimonials.indexOf(item), 1)
    audit(data, by, { action: 'deleted', target: testimonialTarget(item) })
  })
}

/** `ids` names every review once; they then take that order. */
export function reorderTestimonials(store: Store, ids: string[], by?: AuditBy): Promise<Testimonial[]> {
  return store.update((data) => {
    const moved = reorderRecords(data.testimonials, ids, 'Send every review once')
    if (moved > 0) {
      const details = `${moved} ${moved === 1 ? 'review' : 'reviews'} moved`
      audit(data, by, { action: 'reordered', target: auditTarget('testimonial', null, 'the reviews'), details })
    }
    return inOrder(data.testimonials)
  })
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
  await store.update((data) => {
    const gallery = data.pages.find((page) => page.id === 'gallery')
    if (gallery) {
      takeMovedTexts(gallery.en, MOVED_FROM)
      takeMovedTexts(gallery.es, MOVED_FROM)
    }
    if (data.testimonials.length > 0) return
    const at = timestamp()
    for (const sample of samples) {
      data.testimonials.push({ id: randomUUID(), ...sample, sample: true, order: nextOrder(data.testimonials), createdAt: at, updatedAt: at })
    }
  })
}
