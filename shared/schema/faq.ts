import { z } from 'zod'
import { STUDIO_PLACEHOLDERS, cleanText, unknownPlaceholderProblem } from '../content/plain-text.ts'
import { IdSchema, ORDERED_RECORD, TimestampSchema } from './common.ts'
import type { PageContentId } from './page-content.ts'

/**
 * The studio's frequently asked questions: each one belongs to one page, which shows it in its
 * accordion and its FAQPage structured data. `faq` is the FAQ page itself (the general questions); the service
 * pages show their own. A question lives on one page only: search engines want a question marked up once per site.
 */
export const FAQ_PAGES = ['faq', 'microblading', 'lips', 'pricing'] as const satisfies readonly PageContentId[]
export const FaqPageSchema = z.enum(FAQ_PAGES, { error: 'Choose the page that shows this question' })
export type FaqPage = z.infer<typeof FaqPageSchema>

export const QUESTION_MAX = 500
/** As a page text's (a long answer is about 1,000 characters). */
export const ANSWER_MAX = 5000

const plainText = (max: number) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, `At most ${max.toLocaleString('en-US')} characters`))
const bilingual = (max: number) => z.object({ en: plainText(max).default(''), es: plainText(max).default('') })

const FaqFieldsSchema = z.object({
  page: FaqPageSchema,
  question: bilingual(QUESTION_MAX),
  /** Plain text; a blank line starts a new paragraph. */
  answer: bilingual(ANSWER_MAX),
  published: z.boolean(),
})
type FaqFields = z.output<typeof FaqFieldsSchema>

const KNOWN_PLACEHOLDERS = new Set(STUDIO_PLACEHOLDERS)
const LANGUAGE_NAME = { en: 'English', es: 'Spanish' } as const

/**
 * The rules that join several fields, as field errors (the form's and the server's, on the item as it would be after
 * a change). A draft may be written in one language first; the site shows a question in both, so publishing needs
 * all four texts.
 */
export function faqProblems(item: Partial<FaqFields>): Record<string, string> {
  const problems: Record<string, string> = {}
  if (item.question && !item.question.en && !item.question.es) problems['question.en'] = 'Write the question in English or in Spanish'
  for (const part of ['question', 'answer'] as const) {
    for (const language of ['en', 'es'] as const) {
      const text = item[part]?.[language] ?? ''
      const path = `${part}.${language}`
      const problem = unknownPlaceholderProblem(text, KNOWN_PLACEHOLDERS)
      if (problem) problems[path] ??= problem
      else if (item.published && !text) problems[path] ??= `Write the ${LANGUAGE_NAME[language]} ${part} before publishing`
    }
  }
  return problems
}

function refineItem(item: Partial<FaqFields>, context: z.RefinementCtx) {
  for (const [field, message] of Object.entries(faqProblems(item))) {
    context.addIssue({ code: 'custom', path: field.split('.'), message })
  }
}

/** What the console sends to add a question. */
export const FaqInputSchema = FaqFieldsSchema.extend({
  question: bilingual(QUESTION_MAX).default({ en: '', es: '' }),
  answer: bilingual(ANSWER_MAX).default({ en: '', es: '' }),
  published: z.boolean().default(false),
}).superRefine(refineItem)
export type FaqInput = z.input<typeof FaqInputSchema>

/** A change: any field may be left out; `updatedAt` is the version the form loaded (a newer stored one answers 409). */
export const FaqUpdateSchema = FaqFieldsSchema.partial().extend({
  question: z.object({ en: plainText(QUESTION_MAX), es: plainText(QUESTION_MAX) }).optional(),
  answer: z.object({ en: plainText(ANSWER_MAX), es: plainText(ANSWER_MAX) }).optional(),
  updatedAt: TimestampSchema,
})
export type FaqUpdate = z.input<typeof FaqUpdateSchema>
export type FaqChanges = z.output<typeof FaqUpdateSchema>

/** `order`: the position on its page (one sequence for every page). */
export const FaqItemSchema = FaqFieldsSchema.extend(ORDERED_RECORD)
export type FaqItem = z.infer<typeof FaqItemSchema>

/** What visitors' pages get: published questions. */
export type PublicFaqItem = Omit<FaqItem, 'published'>

/** `PUT /api/faqs/order`: every question's id, in the new order. */
export const FaqOrderSchema = z.object({ ids: z.array(IdSchema).max(10_000) })
