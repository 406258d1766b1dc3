import { randomUUID } from 'node:crypto'
import { STARTER_FAQ } from '#shared/content/starter-collections.ts'
import { cleanText } from '#shared/content/plain-text.ts'
import { ANSWER_MAX, FAQ_PAGES, type FaqChanges, type FaqItem, type FaqPage, FaqPageSchema, QUESTION_MAX, faqProblems } from '#shared/schema/faq.ts'
import { badRequest } from '../http-errors.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import { holdsMovedTexts, takeMovedTexts, textEntries } from './moved-texts.ts'
import { assertCurrent, findOr404, inOrder, nextOrder, type RecordFields, reorderRecords } from './ordered-records.ts'
import type { Store } from './store.ts'

type FaqFields = RecordFields<FaqItem>

/** The parts of a question an audit entry names when they change. */
const FAQ_PARTS: Partial<Record<keyof FaqItem, string>> = { page: 'page', question: 'question', answer: 'answer' }

function faqTarget(item: FaqItem) {
  return auditTarget('faq', item.id, item.question.en || item.question.es)
}

/** In the studio's order, of one page or all. Visitors get published questions only. */
export function listFaqs(store: Store, { includeDrafts, page }: { includeDrafts: boolean; page?: FaqPage }): FaqItem[] {
  return inOrder(store.data.faqs.filter((item) => (includeDrafts || item.published) && (!page || item.page === page)))
}

/** `by`: who does it (recorded in the same write), here and below; none for the server's own changes. */
export function createFaq(store: Store, fields: FaqFields, by?: AuditBy): Promise<FaqItem> {
  assertFits(fields)
  return store.update((data) => {
    const now = timestamp()
    const item: FaqItem = { id: randomUUID(), ...fields, order: nextOrder(data.faqs), createdAt: now, updatedAt: now }
    data.faqs.push(item)
    audit(data, by, { action: 'created', target: faqTarget(item), details: item.published ? 'published' : 'draft' })
    return item
  })
}

/** Checked whole on the question as it would be after the change; refused with 409 on a stale `updatedAt`. */
export function updateFaq(store: Store, id: string, { updatedAt, ...changes }: FaqChanges, by?: AuditBy): Promise<FaqItem> {
  return store.update((data) => {
    const item = findOr404(data.faqs, id, 'Question not found')
    assertCurrent(data, 'faq', item, updatedAt, 'This question')
    const next: FaqItem = { ...item }
    for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(next, { [key]: value })
    assertFits(next)
    next.updatedAt = timestamp(item.updatedAt)
    const action = next.published === item.published ? 'changed' : next.published ? 'published' : 'unpublished'
    audit(data, by, { action, target: faqTarget(next), details: changedParts(item, next, FAQ_PARTS) })
    Object.assign(item, next)
    return item
  })
}

export function deleteFaq(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((data) => {
    const item = findOr404(data.faqs, id, 'Question not found')
    data.faqs.splice(data.faqs.indexOf(item), 1)
    audit(data, by, { action: 'deleted', target: faqTarget(item) })
  })
}

/** `ids` names every question once (of every page); they then take that order. */
export function reorderFaqs(store: Store, ids: string[], by?: AuditBy): Promise<FaqItem[]> {
  return store.update((data) => {
    const moved = reorderRecords(data.faqs, ids, 'Send every question once')
    // A drop where it was changes nothing, and is not recorded.
    if (moved > 0)
      audit(data, by, { action: 'reordered', target: auditTarget('faq', null, 'the FAQ'), details: `${moved} ${moved === 1 ? 'question' : 'questions'} moved` })
    return inOrder(data.faqs)
  })
}

function assertFits(item: FaqFields): void {
  const problems = faqProblems(item)
  const [first] = Object.values(problems)
  if (first) throw badRequest(first, problems)
}

/** Where each page kept its questions before they became a collection. */
const MOVED_FROM: Record<FaqPage, readonly string[]> = {
  faq: ['items'],
  microblading: ['faq', 'items'],
  lips: ['faq', 'items'],
  pricing: ['faq', 'items'],
}

/**
 * On start, before the pages' records are written: each page's questions come into the collection once. A new
 * store (a page without a record) gets the starter's; a store whose page record still holds its questions (saved
 * before they moved, perhaps edited since) gets those, paired by position, and the record loses them. A page whose
 * record has none left is never filled again, so questions the studio deleted stay deleted.
 */
export async function ensureFaqs(store: Store): Promise<void> {
  const due = FAQ_PAGES.filter((page) => {
    const record = store.data.pages.find((candidate) => candidate.id === page)
    return !record || holdsMovedTexts(record.en, MOVED_FROM[page]) || holdsMovedTexts(record.es, MOVED_FROM[page])
  })
  if (due.length === 0) return
  await store.update((data) => {
    const at = timestamp()
    for (const page of due) {
      const record = data.pages.find((candidate) => candidate.id === page)
      const keys = ['question', 'answer'] as const
      const moved = record
        ? { en: textEntries(takeMovedTexts(record.en, MOVED_FROM[page]), keys), es: textEntries(takeMovedTexts(record.es, MOVED_FROM[page]), keys) }
        : undefined
      if (data.faqs.some((item) => item.page === page)) continue
      for (const fields of moved ? pairedQuestions(page, moved) : starterQuestions(page)) {
        data.faqs.push({ id: randomUUID(), ...fields, order: nextOrder(data.faqs), createdAt: at, updatedAt: at })
      }
    }
  })
}

function starterQuestions(page: FaqPage): FaqFields[] {
  return STARTER_FAQ.filter((item) => FaqPageSchema.parse(item.page) === page).map((item) => ({ ...item, page, published: true }))
}

type QuestionTexts = Array<{ question: string; answer: string }>

/** A page's stored questions in both languages, paired by position; one that is not whole in both stays a draft. */
function pairedQuestions(page: FaqPage, { en, es }: { en: QuestionTexts; es: QuestionTexts }): FaqFields[] {
  const clip = (text: string | undefined, max: number) => cleanText(text ?? '').slice(0, max)
  return Array.from({ length: Math.max(en.length, es.length) }, (_, index) => {
    const item: FaqFields = {
      page,
      question: { en: clip(en[index]?.question, QUESTION_MAX), es: clip(es[index]?.question, QUESTION_MAX) },
      answer: { en: clip(en[index]?.answer, ANSWER_MAX), es: clip(es[index]?.answer, ANSWER_MAX) },
      published: false,
    }
    return { ...item, published: Object.keys(faqProblems({ ...item, published: true })).length === 0 }
  }).filter((item) => item.question.en || item.question.es)
}
