import type { z } from 'zod'
import { issueFields } from '#shared/schema/issue-fields.ts'
import { ServiceInputSchema, type ServiceUpdate, type StudioService, serviceProblems } from '#shared/schema/service.ts'
import { SERVICE_GROUPS, type ServiceGroup } from '#shared/schema/service-values.ts'
import { type FieldErrors, errorsOn } from '../forms/form-errors.ts'
import { slugOnSubmit } from '../forms/slug-rule.ts'

/** What the service form holds while someone types (numbers as typed; the points one a line). */
export type ServiceFormValues = {
  slug: string
  nameEn: string
  nameEs: string
  summaryEn: string
  summaryEs: string
  descriptionEn: string
  descriptionEs: string
  benefitsEn: string
  benefitsEs: string
  group: ServiceGroup | ''
  durationFrom: string
  durationTo: string
  lastsEn: string
  lastsEs: string
  price: string
  touchUpPrice: string
  deposit: string
  bookingUrl: string
  hidden: boolean
}
export type ServiceField = keyof ServiceFormValues

/** The form's fields in the order it shows them (the error summary's order; their labels are in the catalogue). */
export const SERVICE_FIELDS = [
  'slug',
  'nameEn',
  'nameEs',
  'group',
  'summaryEn',
  'summaryEs',
  'descriptionEn',
  'descriptionEs',
  'benefitsEn',
  'benefitsEs',
  'durationFrom',
  'durationTo',
  'lastsEn',
  'lastsEs',
  'price',
  'touchUpPrice',
  'deposit',
  'bookingUrl',
  'hidden',
] as const satisfies readonly ServiceField[]

export { SERVICE_GROUPS }

const BILINGUAL = ['name', 'summary', 'description', 'benefits', 'lasts'] as const

/** A field of the schema (`name.en`, `duration.to`, `benefits.es.2`) as the form's field. */
export function serviceField(path: string): ServiceField | undefined {
  const [head, part] = path.split('.')
  if ((BILINGUAL as readonly string[]).includes(head ?? '') && (part === 'en' || part === 'es')) {
    return `${head}${part === 'en' ? 'En' : 'Es'}` as ServiceField
  }
  if (head === 'duration') return part === 'to' ? 'durationTo' : 'durationFrom'
  return (SERVICE_FIELDS as readonly string[]).includes(head ?? '') ? (head as ServiceField) : undefined
}

/** The server's per-field messages (400 `fields`), on the form's fields. */
export function serviceServerErrors(fields: Record<string, string> | undefined): FieldErrors {
  return errorsOn(fields, serviceField)
}

export function newServiceValues(): ServiceFormValues {
  return {
    slug: '',
    nameEn: '',
    nameEs: '',
    summaryEn: '',
    summaryEs: '',
    descriptionEn: '',
    descriptionEs: '',
    benefitsEn: '',
    benefitsEs: '',
    group: '',
    durationFrom: '',
    durationTo: '',
    lastsEn: '',
    lastsEs: '',
    price: '',
    touchUpPrice: '',
    deposit: '',
    bookingUrl: '',
    hidden: false,
  }
}

const amount = (value: number | null) => (value === null ? '' : String(value))

export function serviceToValues(service: StudioService): ServiceFormValues {
  return {
    slug: service.slug,
    nameEn: service.name.en,
    nameEs: service.name.es,
    summaryEn: service.summary.en,
    summaryEs: service.summary.es,
    descriptionEn: service.description.en,
    descriptionEs: service.description.es,
    benefitsEn: service.benefits.en.join('\n'),
    benefitsEs: service.benefits.es.join('\n'),
    group: service.group,
    durationFrom: String(service.duration.from),
    durationTo: String(service.duration.to),
    lastsEn: service.lasts.en,
    lastsEs: service.lasts.es,
    price: String(service.price),
    touchUpPrice: amount(service.touchUpPrice),
    deposit: amount(service.deposit),
    bookingUrl: service.bookingUrl,
    hidden: service.hidden,
  }
}

/** A typed number; empty is none (undefined, which the schema names as missing), anything else as typed. */
function typedNumber(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

export type ValidServiceInput = z.output<typeof ServiceInputSchema>
export type ServiceValidation = { ok: true; input: ValidServiceInput } | { ok: false; errors: FieldErrors }

/** The shared schema decides (ServiceInputSchema with serviceProblems), every problem at once. */
export function validateServiceForm(values: ServiceFormValues): ServiceValidation {
  const candidate = {
    slug: slugOnSubmit(values.slug, values.nameEn),
    name: { en: values.nameEn, es: values.nameEs },
    summary: { en: values.summaryEn, es: values.summaryEs },
    description: { en: values.descriptionEn, es: values.descriptionEs },
    benefits: { en: lines(values.benefitsEn), es: lines(values.benefitsEs) },
    group: values.group,
    duration: { from: typedNumber(values.durationFrom), to: typedNumber(values.durationTo) },
    lasts: { en: values.lastsEn, es: values.lastsEs },
    price: typedNumber(values.price),
    touchUpPrice: typedNumber(values.touchUpPrice) ?? null,
    deposit: typedNumber(values.deposit) ?? null,
    bookingUrl: values.bookingUrl.trim(),
    hidden: values.hidden,
  }
  const result = ServiceInputSchema.safeParse(candidate)
  if (result.success) return { ok: true, input: result.data }
  const errors = errorsOn(issueFields(result.error, { root: '' }), serviceField)
  // The rules across fields run only on an otherwise valid service: asked apart, every problem shows at once.
  const { name, summary, description, lasts } = candidate
  errorsOn(serviceProblems({ name, summary, description, lasts }), serviceField, errors)
  return { ok: false, errors: Object.fromEntries(SERVICE_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]!])) }
}

/** An edit sends every field but the slug (which never changes), with the version it was opened at. */
export function serviceUpdate(input: ValidServiceInput, updatedAt: string): ServiceUpdate {
  const { slug: _slug, ...changes } = input
  return { ...changes, updatedAt }
}
