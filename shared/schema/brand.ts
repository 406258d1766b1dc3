import { z } from 'zod'
import { TimestampSchema } from './common.ts'

/**
 * The studio's logo and favicon, uploaded in Settings by the owner (docs/decisions/025-photos-and-brand.md). Each
 * file's address carries a hash of its bytes, so it is cached for good and a new upload is a new address.
 */
export const BRAND_KINDS = ['logo', 'favicon'] as const
export const BrandKindSchema = z.enum(BRAND_KINDS, { error: 'Upload a logo or a favicon' })
export type BrandKind = z.infer<typeof BrandKindSchema>

/** The largest logo or favicon file taken: a logo is a small drawing, not a photo. */
export const MAX_BRAND_BYTES = 512 * 1024

export const BrandFileSchema = z.object({
  /** `/brand/<kind>-<hash>.<svg|png>`: the file as shown (an SVG sanitized, a PNG without metadata). */
  url: z.string().regex(/^\/brand\/[\w-]+\.(?:svg|png)$/),
  type: z.enum(['svg', 'png']),
  /** Its size as drawn (an SVG's own size or viewBox), for the <img>'s width and height. */
  width: z.number().positive(),
  height: z.number().positive(),
  /** The stem of the files made from it: the favicon's PNG sizes and .ico, the logo's social card. */
  hash: z.string().regex(/^[\da-f]{16}$/),
  updatedAt: TimestampSchema,
})
export type BrandFile = z.infer<typeof BrandFileSchema>

export const BrandSchema = z.object({
  logo: BrandFileSchema.nullable().default(null),
  favicon: BrandFileSchema.nullable().default(null),
})
export type Brand = z.infer<typeof BrandSchema>

export const NO_BRAND: Brand = { logo: null, favicon: null }
