import { z } from 'zod'
import { GALLERY_KINDS, GalleryInputSchema, galleryItemProblems, type GalleryItem, type GalleryKind, type GalleryUpdate } from '#shared/schema/gallery.ts'
import type { Service } from '#shared/schema/inquiry.ts'
import { issueFields } from '#shared/schema/issue-fields.ts'
import type { StudioService } from '#shared/schema/service.ts'
import { CONSULTATION } from '#shared/schema/service-values.ts'
import { type ServiceChoice, serviceChoices } from '../console/service-choices.ts'
import { bilingualLabels, bilingualPaths, bilingualText, bilingualValues } from '../forms/bilingual-fields.ts'
import { type FieldErrors, errorsOn, flatFields } from '../forms/form-errors.ts'

/** What the gallery form holds while someone types: every field flat, numbers and dates as typed. */
export type GalleryFormValues = {
  kind: GalleryKind
  service: Service | ''
  beforeImage: string
  afterImage: string
  captionEn: string
  captionEs: string
  altEn: string
  altEs: string
  weeksHealed: string
  artist: string
  consent: boolean
  consentDate: string
  published: boolean
}
type GalleryField = keyof GalleryFormValues

/** The form's fields as the error summary names them, in the order the form shows them (the summary follows it). */
export const GALLERY_LABELS = {
  kind: 'Kind',
  service: 'Service',
  beforeImage: 'Before photo',
  afterImage: 'After photo',
  ...bilingualLabels('caption', 'Caption'),
  ...bilingualLabels('alt', 'Alt text'),
  weeksHealed: 'Weeks healed',
  artist: 'Artist',
  consent: 'Consent',
  consentDate: 'Consent date',
  published: 'Published',
} satisfies Record<GalleryField, string>
const GALLERY_FIELDS = Object.keys(GALLERY_LABELS) as GalleryField[]

export const KIND_LABEL: Record<GalleryKind, string> = { 'before-after': 'Before & after', healed: 'Healed result' }
export const KIND_OPTIONS = GALLERY_KINDS.map((kind) => [kind, KIND_LABEL[kind]] as const)

/**
 * What the photos may show: the studio's services (Services, in its order; a hidden one marked, as the server takes
 * it) and a consultation. `current`: the item's own, kept though it is none of them.
 */
export function galleryServiceOptions(services: readonly StudioService[] | undefined, current = ''): ServiceChoice[] {
  return serviceChoices(services, { extra: [[CONSULTATION, 'Consultation']], hidden: (name) => `${name} (hidden)`, current })
}

/** The schema's nested paths (`alt.en`) as the form's flat fields (`altEn`). */
const NESTED: Record<string, GalleryField> = bilingualPaths('caption', 'alt')

const galleryField = flatFields(NESTED, GALLERY_FIELDS)

/** The server's per-field messages (400 `fields`), on the form's fields. */
export function galleryServerErrors(fields: Record<string, string> | undefined): FieldErrors {
  return errorsOn(fields, galleryField)
}

export function newGalleryValues(): GalleryFormValues {
  return {
    kind: 'before-after',
    service: '',
    beforeImage: '',
    afterImage: '',
    captionEn: '',
    captionEs: '',
    altEn: '',
    altEs: '',
    weeksHealed: '',
    artist: '',
    consent: false,
    consentDate: '',
    published: false,
  }
}

export function galleryItemToValues(item: GalleryItem): GalleryFormValues {
  return {
    kind: item.kind,
    service: item.service,
    beforeImage: item.beforeImage ?? '',
    afterImage: item.afterImage,
    ...bilingualValues('caption', item.caption),
    ...bilingualValues('alt', item.alt),
    weeksHealed: item.weeksHealed === undefined ? '' : String(item.weeksHealed),
    artist: item.artist ?? '',
    consent: item.consent,
    consentDate: item.consentDate ?? '',
    published: item.published,
  }
}

export type ValidGalleryInput = z.output<typeof GalleryInputSchema>
export type GalleryValidation = { ok: true; input: ValidGalleryInput } | { ok: false; errors: FieldErrors }

/**
 * The shared schema decides (GalleryInputSchema, with galleryItemProblems for the rules that join fields). Empty
 * optional fields are left out; a healed result has no before photo.
 */
export function validateGalleryForm(values: GalleryFormValues): GalleryValidation {
  const weeks = values.weeksHealed.trim()
  const candidate = {
    kind: values.kind,
    service: values.service,
    beforeImage: values.kind === 'before-after' && values.beforeImage ? values.beforeImage : undefined,
    afterImage: values.afterImage,
    caption: bilingualText(values, 'caption'),
    alt: bilingualText(values, 'alt', (text) => text.trim()),
    weeksHealed: weeks === '' ? undefined : Number(weeks),
    artist: values.artist.trim() || undefined,
    consent: values.consent,
    consentDate: values.consentDate || undefined,
    published: values.published,
  }
  const result = GalleryInputSchema.safeParse(candidate)
  if (result.success) return { ok: true, input: result.data }

  const errors: FieldErrors = {}
  if (!values.service) errors.service = 'Choose the service the photos show'
  if (!values.afterImage) errors.afterImage = values.kind === 'healed' ? 'Add the healed photo' : 'Add the after photo'
  if (weeks !== '' && !Number.isInteger(Number(weeks))) errors.weeksHealed = 'Enter a whole number of weeks'
  errorsOn(issueFields(result.error, { root: '' }), galleryField, errors)
  // zod skips the joined rules while a field is wrong; the form shows every problem at once.
  errorsOn(galleryItemProblems({ ...candidate, service: undefined }), galleryField, errors)
  return { ok: false, errors: Object.fromEntries(GALLERY_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]!])) }
}

/** An edit sends every field; `null` clears an optional one that was emptied (GalleryUpdateSchema). */
export function galleryUpdate(input: ValidGalleryInput): GalleryUpdate {
  return {
    ...input,
    beforeImage: input.beforeImage ?? null,
    weeksHealed: input.weeksHealed ?? null,
    artist: input.artist ?? null,
    consentDate: input.consentDate ?? null,
  }
}
