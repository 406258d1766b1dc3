import { z } from 'zod'
import { STUDIO_PLACEHOLDERS, cleanText, unknownPlaceholderProblem } from '../content/plain-text.ts'
import { IdSchema, ORDERED_RECORD, SlugSchema, TimestampSchema } from './common.ts'
import { CONSULTATION, SERVICE_GROUPS, STUDIO_IN_GENERAL } from './service-values.ts'
import { HttpsUrlSchema } from './studio.ts'

/**
 * The studio's services (docs/decisions/024-services.md): what the services page, the pricing table, the booking
 * page, the navigation, the contact form, the gallery's filter and the structured data list, in the studio's order.
 * A service's slug is its value everywhere (an inquiry's or a gallery photo's `service`) and never changes.
 */

export const SERVICE_NAME_MAX = 80
export const SERVICE_SUMMARY_MAX = 500
export const SERVICE_DESCRIPTION_MAX = 5000
export const SERVICE_BENEFITS_MAX = 8

const plainText = (max: number) =>
  z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, `At most ${max.toLocaleString('en-US')} characters`))
const bilingual = (max: number) => z.object({ en: plainText(max).default(''), es: plainText(max).default('') })
const benefitList = z
  .array(plainText(200))
  .max(SERVICE_BENEFITS_MAX, `At most ${SERVICE_BENEFITS_MAX} points`)
  .transform((items) => items.filter(Boolean))
  .default([])

const dollars = (label: string) =>
  z
    .number({ error: `${label}: enter a price in dollars` })
    .int(`${label}: whole dollars`)
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is too high`)

const minutes = z
  .number({ error: 'Enter the minutes' })
  .int('Whole minutes')
  .min(5, 'At least 5 minutes')
  .max(24 * 60, 'At most a day')

export const ServiceSlugSchema = SlugSchema.max(60, 'At most 60 characters').refine((slug) => slug !== CONSULTATION && slug !== STUDIO_IN_GENERAL, {
  message: 'This address is taken by the contact form: choose another',
})

const ServiceFieldsSchema = z.object({
  name: bilingual(SERVICE_NAME_MAX),
  /** The card's words: on the services and booking pages. */
  summary: bilingual(SERVICE_SUMMARY_MAX),
  /** The service's own page; a blank line starts a paragraph. */
  description: bilingual(SERVICE_DESCRIPTION_MAX),
  /** The card's points ("Why clients choose it"). */
  benefits: z.object({ en: benefitList, es: benefitList }).default({ en: [], es: [] }),
  group: z.enum(SERVICE_GROUPS, { error: 'Choose where the services page lists it' }),
  /** A session, in minutes. */
  duration: z
    .object({ from: minutes, to: minutes })
    .refine(({ from, to }) => from <= to, { message: 'The longest session cannot be shorter than the shortest', path: ['to'] }),
  /** How long the result lasts, in the studio's words ("12–18 months"); empty says nothing. */
  lasts: bilingual(100),
  price: dollars('Price'),
  touchUpPrice: dollars('Touch-up price').nullable().default(null),
  deposit: dollars('Deposit').nullable().default(null),
  /** Its page on the booking platform; empty: the studio's booking address (Settings). */
  bookingUrl: z.union([z.literal(''), HttpsUrlSchema]).default(''),
  /** Hidden: on no page and in no list, its page 404; inquiries and photos that name it keep it. */
  hidden: z.boolean().default(false),
})
type ServiceFields = z.output<typeof ServiceFieldsSchema>

const KNOWN_PLACEHOLDERS = new Set(STUDIO_PLACEHOLDERS)
const LANGUAGE_NAME = { en: 'English', es: 'Spanish' } as const

/** The rules across fields (the form's and the server's, on the service as it would be after a change). */
export function serviceProblems(service: Partial<ServiceFields>): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const part of ['name', 'summary', 'description', 'lasts'] as const) {
    for (const language of ['en', 'es'] as const) {
      const text = service[part]?.[language] ?? ''
      const path = `${part}.${language}`
      const problem = unknownPlaceholderProblem(text, KNOWN_PLACEHOLDERS)
      if (problem) problems[path] = problem
      // The site shows every service in both languages: a name and a summary in each.
      else if ((part === 'name' || part === 'summary') && service[part] && !text) problems[path] = `Write the ${LANGUAGE_NAME[language]} ${part}`
    }
  }
  return problems
}

function refineService(service: Partial<ServiceFields>, context: z.RefinementCtx) {
  for (const [field, message] of Object.entries(serviceProblems(service))) {
    context.addIssue({ code: 'custom', path: field.split('.'), message })
  }
}

/** What the console sends to add a service. */
export const ServiceInputSchema = ServiceFieldsSchema.extend({
  slug: ServiceSlugSchema,
  summary: bilingual(SERVICE_SUMMARY_MAX).default({ en: '', es: '' }),
  description: bilingual(SERVICE_DESCRIPTION_MAX).default({ en: '', es: '' }),
  lasts: bilingual(100).default({ en: '', es: '' }),
}).superRefine(refineService)
export type ServiceInput = z.input<typeof ServiceInputSchema>

/** A change (the slug stays); `updatedAt` is the version the form loaded (a newer stored one answers 409). */
export const ServiceUpdateSchema = z.object({
  name: z.object({ en: plainText(SERVICE_NAME_MAX), es: plainText(SERVICE_NAME_MAX) }).optional(),
  summary: z.object({ en: plainText(SERVICE_SUMMARY_MAX), es: plainText(SERVICE_SUMMARY_MAX) }).optional(),
  description: z.object({ en: plainText(SERVICE_DESCRIPTION_MAX), es: plainText(SERVICE_DESCRIPTION_MAX) }).optional(),
  lasts: z.object({ en: plainText(100), es: plainText(100) }).optional(),
  benefits: z.object({ en: benefitList, es: benefitList }).optional(),
  group: ServiceFieldsSchema.shape.group.optional(),
  duration: ServiceFieldsSchema.shape.duration.optional(),
  price: ServiceFieldsSchema.shape.price.optional(),
  touchUpPrice: dollars('Touch-up price').nullable().optional(),
  deposit: dollars('Deposit').nullable().optional(),
  bookingUrl: z.union([z.literal(''), HttpsUrlSchema]).optional(),
  hidden: z.boolean().optional(),
  updatedAt: TimestampSchema,
})
export type ServiceUpdate = z.input<typeof ServiceUpdateSchema>
export type ServiceChanges = z.output<typeof ServiceUpdateSchema>

/** `order`: the position in every list. */
export const ServiceSchema = ServiceFieldsSchema.extend({ ...ORDERED_RECORD, slug: ServiceSlugSchema })
export type StudioService = z.infer<typeof ServiceSchema>

/** `PUT /api/services/order`: every service's id, in the new order. */
export const ServiceOrderSchema = z.object({ ids: z.array(IdSchema).max(1000) })
