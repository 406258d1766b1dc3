import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { issueFields } from '#shared/schema/issue-fields.ts'
import type { Language } from '#shared/schema/common.ts'
import type { StudioService } from '#shared/schema/service.ts'
import { CONSULTATION, STUDIO_IN_GENERAL } from '#shared/schema/service-values.ts'
import {
  TESTIMONIAL_SOURCES,
  type Testimonial,
  TestimonialInputSchema,
  type TestimonialService,
  type TestimonialSource,
  type TestimonialUpdate,
  testimonialProblems,
} from '#shared/schema/testimonial.ts'
import { type ServiceChoice, serviceChoices } from '../console/service-choices.ts'
import { bilingualPaths, bilingualText, bilingualValues } from '../forms/bilingual-fields.ts'
import { type FieldErrors, errorsOn, flatFields } from '../forms/form-errors.ts'

/** What the review form holds while someone types: every field flat, the stars and the date as chosen. */
export type ReviewFormValues = {
  name: string
  service: TestimonialService | ''
  source: TestimonialSource | ''
  /** '' for no stars (words said in person), else '1' to '5'. */
  rating: string
  date: string
  quoteEn: string
  quoteEs: string
  permission: boolean
  published: boolean
}
type ReviewField = keyof ReviewFormValues

/** The form's fields in the order it shows them (the error summary's order; their labels are in the catalogue). */
export const REVIEW_FIELDS = [
  'name',
  'service',
  'source',
  'rating',
  'date',
  'quoteEn',
  'quoteEs',
  'permission',
  'published',
] as const satisfies readonly ReviewField[]

/**
 * What a review may be about, in the console's language (`language`): the studio's services (Services, in its order,
 * by their names in that language; a hidden one marked), a consultation and the studio in general. `current`: the
 * review's own, kept though it is none of them.
 */
export function reviewServiceOptions(t: TFunction, language: Language, services: readonly StudioService[] | undefined, current = ''): ServiceChoice[] {
  return serviceChoices(services, {
    extra: [CONSULTATION, STUDIO_IN_GENERAL].map((value) => [value, t(`services.${value}`)] as const),
    hidden: (name) => t('hiddenService', { name }),
    current,
    language,
  })
}
/** Where the client said it, as choices in the console's language. */
export const sourceOptions = (t: TFunction) => TESTIMONIAL_SOURCES.map((source) => [source, t(`sources.${source}`)] as const)

/** The schema's nested paths (`quote.en`) as the form's flat fields (`quoteEn`). */
const NESTED: Record<string, ReviewField> = bilingualPaths('quote')

const reviewField = flatFields<ReviewField>(NESTED, REVIEW_FIELDS)

/** The server's per-field messages (400 `fields`), on the form's fields. */
export function reviewServerErrors(fields: Record<string, string> | undefined): FieldErrors {
  return errorsOn(fields, reviewField)
}

export function newReviewValues(): ReviewFormValues {
  return { name: '', service: '', source: '', rating: '', date: '', quoteEn: '', quoteEs: '', permission: false, published: false }
}

export function reviewToValues(item: Testimonial): ReviewFormValues {
  return {
    name: item.name,
    service: item.service,
    source: item.source,
    rating: item.rating === undefined ? '' : String(item.rating),
    date: item.date ?? '',
    ...bilingualValues('quote', item.quote),
    permission: item.permission,
    published: item.published,
  }
}

export type ValidReviewInput = z.output<typeof TestimonialInputSchema>
export type ReviewValidation = { ok: true; input: ValidReviewInput } | { ok: false; errors: FieldErrors }

/**
 * The shared schema decides (TestimonialInputSchema and testimonialProblems); `t`: the reviews' words; `sample`: the
 * review is one of the starter's, which is never published.
 */
export function validateReviewForm(values: ReviewFormValues, t: TFunction, sample = false): ReviewValidation {
  const candidate = {
    quote: bilingualText(values, 'quote'),
    name: values.name,
    service: values.service,
    rating: values.rating === '' ? undefined : Number(values.rating),
    source: values.source,
    date: values.date || undefined,
    permission: values.permission,
    published: values.published,
  }
  const result = TestimonialInputSchema.safeParse(candidate)
  const joined = testimonialProblems({
    ...candidate,
    service: undefined,
    source: undefined,
    quote: bilingualText(values, 'quote', (text) => text.trim()),
    sample,
  })
  if (result.success && Object.keys(joined).length === 0) return { ok: true, input: result.data }

  const errors: FieldErrors = {}
  if (!values.service) errors.service = t('form.errors.service')
  if (!values.source) errors.source = t('form.errors.source')
  errorsOn(result.success ? {} : issueFields(result.error, { root: '' }), reviewField, errors)
  // zod skips the joined rules while a field is wrong; the form shows every problem at once.
  errorsOn(joined, reviewField, errors)
  return { ok: false, errors: Object.fromEntries(REVIEW_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]!])) }
}

/** An edit sends every field with the version it was opened at; `null` clears stars or a date that were emptied. */
export function reviewUpdate(input: ValidReviewInput, updatedAt: string): TestimonialUpdate {
  return { ...input, rating: input.rating ?? null, date: input.date ?? null, updatedAt }
}
