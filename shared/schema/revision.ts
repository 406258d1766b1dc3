import { z } from 'zod'
import { IdSchema, TimestampSchema } from './common.ts'
import { PostSchema } from './post.ts'

/**
 * What a revision keeps of a post, as it was saved: the fields an editor writes. Not kept: the link to a
 * translation (it belongs to two posts: restoring one side would relink the other) nor the store's own fields (id,
 * dates, old slugs).
 */
export const PostSnapshotSchema = PostSchema.pick({
  title: true,
  slug: true,
  excerpt: true,
  content: true,
  markdown: true,
  category: true,
  tags: true,
  keywords: true,
  language: true,
  published: true,
  scheduledAt: true,
  featuredImage: true,
  featuredImageAlt: true,
  metaTitle: true,
  metaDescription: true,
})
export type PostSnapshot = z.infer<typeof PostSnapshotSchema>

/** The parts of a snapshot a restore brings back: its text and details; the post's publishing state stays as it is. */
export const RESTORED_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'markdown',
  'category',
  'tags',
  'keywords',
  'language',
  'featuredImage',
  'featuredImageAlt',
  'metaTitle',
  'metaDescription',
] as const satisfies readonly (keyof PostSnapshot)[]

/** Who saved a revision: the account's id and its name at the time (the name stays if the account goes). */
export const RevisionAuthorSchema = z.object({ id: IdSchema.nullable(), name: z.string().max(100) })
/** Who saved: the account and its name at the time. */
export type RevisionAuthor = z.infer<typeof RevisionAuthorSchema>

export const PostRevisionSchema = z.object({
  id: IdSchema,
  postId: IdSchema,
  /** The post's `updatedAt` that this save produced. */
  savedAt: TimestampSchema,
  author: RevisionAuthorSchema,
  snapshot: PostSnapshotSchema,
})
export type PostRevision = z.infer<typeof PostRevisionSchema>

/** A revision in the editor's list: who and when, and enough to tell them apart, without the text. */
export const PostRevisionSummarySchema = PostRevisionSchema.omit({ snapshot: true }).extend({
  title: z.string(),
  published: z.boolean(),
  /** On the oldest kept revision only: how many older ones were let go (past the count or size kept). */
  olderDropped: z.number().int().positive().optional(),
})
export type PostRevisionSummary = z.infer<typeof PostRevisionSummarySchema>

/** One post's revisions in one file (`DATA_DIR/revisions/<postId>.json`), newest first: how they were kept before decision 027. */
export const RevisionFileSchema = z.object({
  version: z.literal(1),
  postId: IdSchema,
  revisions: z.array(PostRevisionSchema),
})
export type RevisionFile = z.infer<typeof RevisionFileSchema>
