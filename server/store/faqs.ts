import { randomUUID } from 'node:crypto'
import { STARTER_FAQ } from '#shared/content/starter-collections.ts'
import { cleanText } from '#shared/content/plain-text.ts'
import { ANSWER_MAX, FAQ_PAGES, type FaqChanges, type FaqItem, type FaqPage, FaqPageSchema, QUESTION_MAX, faqProblems } from '#shared/schema/faq.ts'
import { badRequest } from '../http-errors.ts'
import { auditTarget } from './audit.ts'
import { timestamp } from './clock.ts'
import { holdsMovedTexts, takeMovedTexts, textEntries } from './moved-texts.ts'
import { type FieldsOf, orderedCollection } from './ordered-collection.ts'
import { nextOrder } from './ordered-records.ts'
import type { Store } from './store.ts'

type FaqFields = FieldsOf<FaqItem>

function assertFits(item: FaqFields): void {
  const problems = faqProblems(item)
  const [first] = Object.values(problems)
  if (first) throw badRequest(first, problems)
}

/** The FAQ of the FAQ page and the service pages, in the studio's order. */
export const faqCollection = orderedCollection<'faqs', Omit<FaqChanges, 'updatedAt'>>({
  collection: 'faqs',
  type: 'faq',
  noun: ['question', 'questions'],
  listLabel: 'the FAQ',
  everyOnce: 'Send every question once',
  notFound: 'Question not found',
  staleMessage: 'This question was changed by someone else since you opened it. Load their version, or copy your changes first.',
  parts: { page: 'page', question: 'question', answer: 'answer' },
  target: (item) => auditTarget('faq', item.id, item.question.en || item.question.es),
  shown: (item) => item.published,
  shownWords: ['published', 'draft'],
  check: (_data, item) => assertFits(item),
})

/** In the studio's order, of one page or all. Visitors get published questions only. */
export function listFaqs(store: Store, { includeDrafts, page }: { includeDrafts: boolean; page?: FaqPage }): FaqItem[] {
  return faqCollection.list(store, { all: includeDrafts }).filter((item) => !page || item.page === page)
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
  await store.update((tx) => {
    const at = timestamp()
    for (const page of due) {
      const stored = tx.data.pages.find((candidate) => candidate.id === page)
      const record = stored && structuredClone(stored)
      const keys = ['question', 'answer'] as const
      const moved = record
        ? { en: textEntries(takeMovedTexts(record.en, MOVED_FROM[page]), keys), es: textEntries(takeMovedTexts(record.es, MOVED_FROM[page]), keys) }
        : undefined
      if (record) tx.put('pages', record)
      if (tx.data.faqs.some((item) => item.page === page)) continue
      for (const fields of moved ? pairedQuestions(page, moved) : starterQuestions(page)) {
        tx.put('faqs', { id: randomUUID(), ...fields, order: nextOrder(tx.data.faqs), createdAt: at, updatedAt: at })
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
