import { z } from 'zod'
import { CategorySchema } from './category.ts'
import { GalleryItemSchema } from './gallery.ts'
import { ImageRecordSchema } from './image.ts'
import { IdSchema, TimestampSchema } from './common.ts'
import { InquirySchema } from './inquiry.ts'
import { PostSchema } from './post.ts'

export const UserSchema = z.object({
  id: IdSchema,
  username: z.string().min(1),
  passwordHash: z.string().min(1),
  /** Bumped on logout and password change: every cookie carrying an older version stops working. */
  sessionVersion: z.number().int().min(0),
  createdAt: TimestampSchema,
})
export type User = z.infer<typeof UserSchema>

/** The whole of db.json. A file that does not match this stops the server (DESIGN.md: Store). */
export const DatabaseSchema = z.object({
  version: z.literal(1),
  posts: z.array(PostSchema),
  categories: z.array(CategorySchema),
  inquiries: z.array(InquirySchema),
  users: z.array(UserSchema),
  /** The media library (issue #11); a db.json from before it has none yet. */
  images: z.array(ImageRecordSchema).default([]),
  /** The before/after gallery and healed results (issue #11). */
  gallery: z.array(GalleryItemSchema).default([]),
})
export type Database = z.infer<typeof DatabaseSchema>
