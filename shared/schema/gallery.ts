import { z } from 'zod'
import { IdSchema, ORDERED_RECORD, TimestampSchema } from './common.ts'
import { ServiceSchema } from './inquiry.ts'
import { NOT_AN_UPLOAD, UPLOAD_ADDRESS } from './upload-address.ts'

export const GALLERY_KINDS = ['before-after', 'healed'] as const
export const GalleryKindSchema = z.enum(GALLERY_KINDS)
export type GalleryKind = z.infer<typeof GalleryKindSchema>

/** Gallery photos must be uploads: only those are stripped of metadata and made responsive. */
export const UploadedImageUrlSchema = z.string().trim().regex(UPLOAD_ADDRESS, NOT_AN_UPLOAD)

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('')
const LocalizedTextSchema = (max: number) => z.object({ en: text(max), es: text(max) })

const GalleryFieldsSchema = z.object({
  kind: GalleryKindSchema,
  /** One of the contact form's service values. */
  service: ServiceSchema,
  beforeImage: UploadedImageUrlSchema.optional(),
  afterImage: UploadedImageUrlSchema,
  caption: LocalizedTextSchema(300),
  /** What the photos show, in both languages; both images are labelled with it (Before: …, After: …). */
  alt: LocalizedTextSchema(300),
  weeksHealed: z.number().int().min(0, 'At least 0 weeks').max(520, 'At most 520 weeks').optional(),
  artist: z.string().trim().max(80, 'At most 80 characters').optional(),
  /** The client agreed in writing that these photos may be shown. Publishing needs it. */
  consent: z.boolean(),
  consentDate: z.iso.date('Enter the date as YYYY-MM-DD').optional(),
  published: z.boolean(),
})

type GalleryFields = z.output<typeof GalleryFieldsSchema>

/**
 * The rules that join several fields, as field errors: used by the form (through the schemas below) and by the
 * server on the merged result of an update.
 */
export function galleryItemProblems(item: Partial<GalleryFields>): Record<string, string> {
  const problems: Record<string, string> = {}
  if (item.kind === 'before-after' && !item.beforeImage) problems.beforeImage = 'A before-and-after pair needs the before photo'
  if (item.published) {
    // Showing a client's face needs their permission.
    if (!item.consent) problems.consent = "Record the client's consent before publishing their photos"
    if (!item.alt?.en) problems['alt.en'] = 'Describe the photos in English before publishing'
    if (!item.alt?.es) problems['alt.es'] = 'Describe the photos in Spanish before publishing'
  }
  return problems
}

function refineItem(item: Partial<GalleryFields>, context: z.RefinementCtx) {
  for (const [field, message] of Object.entries(galleryItemProblems(item))) {
    context.addIssue({ code: 'custom', path: field.split('.'), message })
  }
}

/** What the admin sends to create a gallery item. */
export const GalleryInputSchema = GalleryFieldsSchema.extend({
  caption: LocalizedTextSchema(300).default({ en: '', es: '' }),
  alt: LocalizedTextSchema(300).default({ en: '', es: '' }),
  consent: z.boolean().default(false),
  published: z.boolean().default(false),
}).superRefine(refineItem)
export type GalleryInput = z.input<typeof GalleryInputSchema>

/**
 * An update: any field may be left out (no defaults here: a missing field stays as it is); `null` clears an
 * optional one. The server checks the joined rules on the
 * item as it would be after the change.
 */
export const GalleryUpdateSchema = GalleryFieldsSchema.partial().extend({
  beforeImage: UploadedImageUrlSchema.nullable().optional(),
  weeksHealed: GalleryFieldsSchema.shape.weeksHealed.nullable(),
  artist: GalleryFieldsSchema.shape.artist.nullable(),
  consentDate: GalleryFieldsSchema.shape.consentDate.nullable(),
  /** The version the editor loaded; a newer stored item answers 409 instead of being overwritten, none 428. */
  updatedAt: TimestampSchema.optional(),
})
export type GalleryUpdate = z.input<typeof GalleryUpdateSchema>
/** What an update changes: the fields it sends, without the version it is based on. */
export type GalleryChanges = Omit<z.output<typeof GalleryUpdateSchema>, 'updatedAt'>

export const GalleryItemSchema = GalleryFieldsSchema.extend(ORDERED_RECORD)
export type GalleryItem = z.infer<typeof GalleryItemSchema>

/** What visitors get: published items, without the consent record. */
export const PublicGalleryItemSchema = GalleryItemSchema.omit({ consent: true, consentDate: true, published: true })
export type PublicGalleryItem = z.infer<typeof PublicGalleryItemSchema>

/** `PUT /api/gallery/order`: every item's id, in the new order. */
export const GalleryOrderSchema = z.object({ ids: z.array(IdSchema).max(10_000) })
export type GalleryOrder = z.infer<typeof GalleryOrderSchema>
