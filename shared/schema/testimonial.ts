import { z } from 'zod'
import { STUDIO_PLACEHOLDERS, cleanText, unknownPlaceholderProblem } from '../content/plain-text.ts'
import { IdSchema, ORDERED_RECORD, TimestampSchema } from './common.ts'
import { SLUG_PATTERN } from '../text/slug.ts'
import { RATING_MAX, TESTIMONIAL_SOURCES } from './testimonial-values.ts'

/**
 * The studio's reviews: what a client said, in the words and under the name they agreed to, with where
 * they said it. Only published ones show on the site, and publishing needs the client's permission on file: quoting
 * someone who did not agree, or a review nobody wrote, under the studio's name is a legal risk.
 */

const CHOOSE_SERVICE = 'Choose a service, or "The studio in general"'

/**
 * What a review is about: a service's slug (decision 024; a hidden one too, as a gallery photo's), a consultation, or
 * the studio as a whole (`general`). Which slugs the studio has is the store's to say: the server refuses any other
 * with a 400 at `service`. The fixed values reviews had before are slugs too, so a stored review keeps its own.
 */
export const TestimonialServiceSchema = z.string(CHOOSE_SERVICE).max(60, CHOOSE_SERVICE).regex(SLUG_PATTERN, CHOOSE_SERVICE)
export type TestimonialService = z.infer<typeof TestimonialServiceSchema>

export { RATING_MAX, TESTIMONIAL_SOURCES }
export const TestimonialSourceSchema = z.enum(TESTIMONIAL_SOURCES, { error: 'Choose where the client said it' })
export type TestimonialSource = z.infer<typeof TestimonialSourceSchema>

export const QUOTE_MAX = 1500

const quoteText = z
  .string()
  .transform(cleanText)
  .pipe(z.string().max(QUOTE_MAX, `At most ${QUOTE_MAX.toLocaleString('en-US')} characters`))

const TestimonialFieldsSchema = z.object({
  /** The client's words; one language is enough (the page then shows them as they were said). */
  quote: z.object({ en: quoteText, es: quoteText }),
  /** The name as the client agreed to show it: "Maria G.". */
  name: z.string().trim().min(1, 'Write the name as the client agreed to show it').max(80, 'At most 80 characters'),
  service: TestimonialServiceSchema,
  /** Stars the client gave, where the source has them (words said in person have none). */
  rating: z.number('Choose the stars the client gave').int().min(1, 'At least 1 star').max(RATING_MAX, `At most ${RATING_MAX} stars`).optional(),
  source: TestimonialSourceSchema,
  /** When the client gave it. */
  date: z.iso.date('Enter the date as YYYY-MM-DD').optional(),
  /** The client agreed to be quoted on the site. Publishing needs it. */
  permission: z.boolean(),
  published: z.boolean(),
})
type TestimonialFields = z.output<typeof TestimonialFieldsSchema>

const KNOWN_PLACEHOLDERS = new Set(STUDIO_PLACEHOLDERS)

/**
 * The rules that join several fields, as field errors: used by the form (through the schemas below) and by the
 * server on the item as it would be after a change. `sample`: the starter's invented reviews, never published.
 */
export function testimonialProblems(item: Partial<TestimonialFields> & { sample?: boolean }): Record<string, string> {
  const problems: Record<string, string> = {}
  if (item.quote && !item.quote.en && !item.quote.es) problems['quote.en'] = "Write the client's words in English or in Spanish"
  for (const language of ['en', 'es'] as const) {
    const problem = unknownPlaceholderProblem(item.quote?.[language] ?? '', KNOWN_PLACEHOLDERS)
    if (problem) problems[`quote.${language}`] ??= problem
  }
  if (item.published) {
    if (item.sample) problems.published = "A sample review cannot be published: add a real client's review with their permission"
    else if (!item.permission) problems.permission = "Record the client's permission to quote them before publishing"
  }
  return problems
}

function refineItem(item: Partial<TestimonialFields>, context: z.RefinementCtx) {
  for (const [field, message] of Object.entries(testimonialProblems(item))) {
    context.addIssue({ code: 'custom', path: field.split('.'), message })
  }
}

/** What the console sends to add a review. */
export const TestimonialInputSchema = TestimonialFieldsSchema.extend({
  quote: z.object({ en: quoteText.default(''), es: quoteText.default('') }),
  permission: z.boolean().default(false),
  published: z.boolean().default(false),
}).superRefine(refineItem)
export type TestimonialInput = z.input<typeof TestimonialInputSchema>

/**
 * A change: any field may be left out (it stays as it is), `null` clears an optional one. `updatedAt` is the version
 * the form loaded: a newer stored one answers 409, so nobody saves over a change they have not seen. The server
 * checks the joined rules on the item as it would be after the change.
 */
export const TestimonialUpdateSchema = TestimonialFieldsSchema.partial().extend({
  rating: TestimonialFieldsSchema.shape.rating.nullable(),
  date: TestimonialFieldsSchema.shape.date.nullable(),
  updatedAt: TimestampSchema,
})
export type TestimonialUpdate = z.input<typeof TestimonialUpdateSchema>
export type TestimonialChanges = z.output<typeof TestimonialUpdateSchema>

export const TestimonialSchema = TestimonialFieldsSchema.extend({
  ...ORDERED_RECORD,
  /** One of the starter's invented reviews, kept to show the owner what a review looks like; never published. */
  sample: z.boolean().default(false),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

/** What visitors' pages get: published reviews, without the permission record. */
export type PublicTestimonial = Omit<Testimonial, 'permission' | 'published' | 'sample'>

/** `PUT /api/testimonials/order`: every review's id, in the new order. */
export const TestimonialOrderSchema = z.object({ ids: z.array(IdSchema).max(10_000) })
