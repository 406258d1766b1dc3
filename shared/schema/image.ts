import { z } from 'zod'
import { IdSchema, TimestampSchema } from './common.ts'

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
})
export type ImageRecord = z.infer<typeof ImageRecordSchema>

/** Where an image is used: refusing to delete it names these. */
export const ImageUseSchema = z.object({
  type: z.enum(['post', 'gallery', 'team', 'page']),
  id: z.string(),
  title: z.string(),
})
export type ImageUse = z.infer<typeof ImageUseSchema>

/** One image of `GET /api/admin/images` (issue #11). */
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
