import { z } from 'zod'
import { IdSchema, TimestampSchema } from './common.ts'

const HashSchema = z.string().regex(/^[0-9a-f]{64}$/)

/** An image kept in the media library: the upload as served (metadata stripped) and what the pipeline learnt of it. */
export const ImageRecordSchema = z.object({
  /** Random; also the stem of its file names (`uploads/<id>.<ext>`, `uploads/v/<id>-<width>.<format>`). */
  id: IdSchema,
  /** The served file's name under `uploads/`: `imageUrl` is `/uploads/<name>`. */
  name: z.string().regex(/^[\w.-]+$/),
  /** True pixel size after auto-orientation. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Size of the served file. */
  bytes: z.number().int().min(0),
  alt: z.string().trim().max(300).default(''),
  /** A blurred preview of a few hundred bytes (`data:image/webp;base64,...`), shown while the image loads. */
  placeholder: z.string().max(4000).default(''),
  /** The average colour, `#rrggbb` (under the preview while it loads). */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .default('#e8dfd6'),
  hasAlpha: z.boolean().default(false),
  /** Animated GIFs are served as they are (metadata stripped), without derivatives. */
  animated: z.boolean().default(false),
  /** Widths made in AVIF, WebP and the fallback format; empty until the background queue has made them. */
  variants: z.array(z.number().int().positive()).default([]),
  /** The fallback format of the derivatives: PNG for images with transparency, else JPEG. */
  fallback: z.enum(['jpg', 'png']).default('jpg'),
  /** The file name the person uploaded, for the media library. */
  originalName: z.string().max(255).default(''),
  createdAt: TimestampSchema,
  /**
   * SHA-256 (hex) of the bytes as they were uploaded: the same file uploaded again is this image. None for images
   * uploaded before it was recorded (their uploaded bytes are gone).
   */
  sourceHash: HashSchema.optional(),
  /**
   * Only for images without `sourceHash` (worked out on start): SHA-256 (hex) of the served file, which is what the
   * pipeline makes of the same file uploaded again.
   */
  fileHash: HashSchema.optional(),
})
export type ImageRecord = z.infer<typeof ImageRecordSchema>

/**
 * Where an image is used: refusing to delete it names these. `hero`: a page's hero photo; `trash`: a post in Trash (it can be restored);
 * `revision`: an earlier version of a post or a page (it can be restored); `settings`: the studio settings apart from
 * the team (a logo, say).
 */
export const ImageUseSchema = z.object({
  type: z.enum(['post', 'trash', 'gallery', 'team', 'page', 'hero', 'settings', 'revision']),
  id: z.string(),
  title: z.string(),
})
export type ImageUse = z.infer<typeof ImageUseSchema>

/**
 * The narrowest an image may be for where it is shown, in pixels: a hero photo fills a desktop's half-width frame at
 * twice the density, a gallery photo half of that. Narrower ones are still taken, with a warning naming the width.
 */
export const MIN_IMAGE_WIDTH = { hero: 1600, gallery: 800 } as const
export type SizedUse = keyof typeof MIN_IMAGE_WIDTH

/** The widest of `MIN_IMAGE_WIDTH` among an image's uses, and which use asks it; undefined when none has a minimum. */
export function widthNeeded(uses: readonly Pick<ImageUse, 'type'>[]): { use: SizedUse; width: number } | undefined {
  let needed: { use: SizedUse; width: number } | undefined
  for (const { type } of uses) {
    if (type !== 'hero' && type !== 'gallery') continue
    if (!needed || MIN_IMAGE_WIDTH[type] > needed.width) needed = { use: type, width: MIN_IMAGE_WIDTH[type] }
  }
  return needed
}

/** One image of `GET /api/admin/images`. */
export const MediaImageSchema = z.object({
  url: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  alt: z.string(),
  createdAt: z.string(),
  originalName: z.string(),
  placeholder: z.string(),
  /** The derivatives are made (the site shows the image at its best). */
  ready: z.boolean(),
  /** A small derivative for thumbnails, or the image itself while none is ready. */
  thumbnailUrl: z.string(),
  usedBy: z.array(ImageUseSchema),
})
export type MediaImage = z.infer<typeof MediaImageSchema>

export const ImageAltUpdateSchema = z.object({
  alt: z.string().trim().max(300, 'Alt text must be at most 300 characters'),
})
export type ImageAltUpdate = z.input<typeof ImageAltUpdateSchema>

/** `:name` of `/api/admin/images/:name`. */
export const ImageNameSchema = z.string().regex(/^[\w-]+\.[a-z]+$/, 'Not an image name')

/** The served formats, as the media library's type filter names them (the extension of the served file). */
export const MEDIA_TYPES = ['jpg', 'png', 'webp', 'avif', 'gif'] as const
export const MEDIA_SORTS = ['newest', 'oldest', 'name', 'size'] as const
const MEDIA_LIMIT = z.number().int().min(1).max(500)
const MEDIA_OFFSET = z.number().int().min(0).max(1_000_000)

/** How many images one list request may name (the console asks in batches of this many). */
export const MEDIA_NAMES_MAX = 100
const MediaNamesSchema = z.array(ImageNameSchema).min(1, 'Name at least one image').max(MEDIA_NAMES_MAX, `At most ${MEDIA_NAMES_MAX} images at once`)

/**
 * The media library's view, worked out on the server (thousands of images are not sent to the browser): words in the
 * name or alt text, used or unused, the type, only images without alt text, named ones, the order, and one page. None given:
 * every image, newest first. The answer's X-Total-Count says how many match.
 */
export const MediaListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  use: z.enum(['used', 'unused']).optional(),
  type: z.enum(MEDIA_TYPES).optional(),
  alt: z.enum(['missing']).optional(),
  sort: z.enum(MEDIA_SORTS).optional(),
  limit: z.coerce.number().pipe(MEDIA_LIMIT).optional(),
  offset: z.coerce.number().pipe(MEDIA_OFFSET).optional(),
  /** Only these images (a screen that shows a few asks for those, not the whole library); names not found are left out. */
  names: z
    .string()
    .transform((text) => text.split(','))
    .pipe(MediaNamesSchema)
    .optional(),
})
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>

/** The same as the console passes it (numbers; the client writes them as text). */
export const MediaListOptionsSchema = MediaListQuerySchema.extend({
  limit: MEDIA_LIMIT.optional(),
  offset: MEDIA_OFFSET.optional(),
  names: MediaNamesSchema.optional(),
})
export type MediaListOptions = z.infer<typeof MediaListOptionsSchema>

/** One page of the media library and how many images match in all. */
export const MediaPageSchema = z.object({ images: MediaImageSchema.array(), total: z.number().int().min(0) })
export type MediaPage = z.infer<typeof MediaPageSchema>

/** `POST /api/admin/images/delete`: up to 100 images at once. */
export const MEDIA_BULK_MAX = 100
export const ImageBulkDeleteSchema = z.object({
  names: z.array(ImageNameSchema).min(1, 'Choose at least one image').max(MEDIA_BULK_MAX, `At most ${MEDIA_BULK_MAX} images at once`),
})
export type ImageBulkDelete = z.infer<typeof ImageBulkDeleteSchema>

/** What a bulk delete did: the images deleted, and each one refused with the reason (still used: where). */
export const ImageBulkDeleteResultSchema = z.object({
  deleted: z.array(z.string()),
  refused: z.array(z.object({ name: z.string(), error: z.string(), usedBy: z.array(ImageUseSchema) })),
})
export type ImageBulkDeleteResult = z.infer<typeof ImageBulkDeleteResultSchema>
