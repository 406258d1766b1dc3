import { z } from 'zod'
import { IdSchema, LanguageSchema, SlugSchema, TimestampSchema, withoutDefaults } from './common.ts'

const TagSchema = z.string().trim().min(1).max(40, 'A tag must be at most 40 characters')

/**
 * A featured image is an uploaded file (`/uploads/...`) or an absolute http(s) URL.
 * Empty text means "no image" (the editor's URL box may be cleared).
 */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => url === '' || /^\/uploads\/[\w.-]+$/.test(url) || /^https?:\/\/[^\s]+$/i.test(url), {
    message: 'Image must be an uploaded image or an http(s) address',
  })

/** What the admin sends to create or update a post. */
export const PostInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  slug: SlugSchema,
  excerpt: z.string().trim().min(1, 'Excerpt is required').max(1000, 'Excerpt must be at most 1000 characters'),
  /** HTML. Sanitized by the server on every write; rendered from `markdown` when that is given. */
  content: z.string().max(500_000, 'Content is too long').default(''),
  /** The admin editor's Markdown source. */
  markdown: z.string().max(500_000, 'Content is too long').optional(),
  /** The category's name, not its id: posts name their category. */
  category: z.string().trim().min(1, 'Category is required').max(80),
  tags: z.array(TagSchema).max(30, 'At most 30 tags').default([]),
  keywords: z.array(TagSchema).max(30, 'At most 30 keywords').default([]),
  language: LanguageSchema.default('en'),
  published: z.boolean().default(false),
  featuredImage: ImageUrlSchema.default(''),
  featuredImageAlt: z.string().trim().max(300).default(''),
  metaTitle: z.string().trim().max(200, 'Meta title must be at most 200 characters').default(''),
  metaDescription: z.string().trim().max(500, 'Meta description must be at most 500 characters').default(''),
  /**
   * The id of the same post in the other language, or null. The link goes both ways: the store sets the
   * other post's link too (and lifts any link either had before).
   */
  translationId: IdSchema.nullable().default(null),
  /**
   * When an unpublished post publishes itself (the server does it within a minute of this time, or at its
   * next start when it was stopped then); null when it is not scheduled. Publishing now or unpublishing clears it.
   */
  scheduledAt: TimestampSchema.nullable().default(null),
})
export type PostInput = z.input<typeof PostInputSchema>

/**
 * An update sends the same body; any field may be left out. `updatedAt` is the version the editor
 * loaded: when the stored post changed since, the server answers 409 instead of overwriting someone's work.
 */
/**
 * A PATCH changes only the fields it sends: no defaults here (zod 4 fills a `.partial()` field's default, and a
 * `{title}` alone would then unpublish the post and empty its content).
 */
export const PostUpdateSchema = withoutDefaults(PostInputSchema).partial().extend({ updatedAt: TimestampSchema.optional() })
export type PostUpdate = z.input<typeof PostUpdateSchema>

/** Body of `POST /api/admin/preview`: the editor's Markdown (or a post's HTML) as the post form would save it. */
export const PreviewInputSchema = PostInputSchema.pick({ content: true, markdown: true }).extend({
  content: PostInputSchema.shape.content.unwrap().optional(),
})
/** Its answer: the server's sanitized HTML, exactly what the site will show. */
export const PreviewResultSchema = z.object({ html: z.string() })
export type PreviewResult = z.infer<typeof PreviewResultSchema>

export const PostSchema = PostInputSchema.extend({
  id: IdSchema,
  content: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** Set the first time the post is published and kept afterwards; null for a post never published. */
  publishedAt: TimestampSchema.nullable(),
  /** The staff account that wrote it, set by the server on create; null for older posts. */
  authorId: IdSchema.nullable().default(null),
  /** The author's name, kept as text: the byline stays when the account is removed. '' for older posts. */
  authorName: z.string().max(100).default(''),
  /**
   * The addresses the post was published under before its slug changed, oldest first; each answers 301
   * to the current one (in one hop). A slug another post takes is dropped from here: the new post wins.
   */
  previousSlugs: z.array(SlugSchema).default([]),
  /**
   * When the post went to Trash; null for a post that is not there. A post in Trash is gone from the site
   * and the public API, keeps its slug reserved, and is deleted for good after `TRASH_DAYS`.
   */
  deletedAt: TimestampSchema.nullable().default(null),
})
export type Post = z.infer<typeof PostSchema>

/** How long a post stays in Trash before the server deletes it for good. */
export const TRASH_DAYS = 30
export const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000

/** The studio's time zone: a schedule is chosen and shown in it (the studio is in New York). */
export const STUDIO_TIME_ZONE = 'America/New_York'

/** What visitors get: the editor's source and the staff account's id stay private. */
export const PublicPostSchema = PostSchema.omit({ markdown: true, authorId: true, previousSlugs: true, deletedAt: true, scheduledAt: true })
export type PublicPost = z.infer<typeof PublicPostSchema>

/**
 * A post page's byline: the author's name and, when the account is linked to a team member of the
 * studio settings, that artist's id (for a link to the artist's page).
 */
export const PostAuthorSchema = z.object({ name: z.string(), artistId: z.string().nullable() })
export type PostAuthor = z.infer<typeof PostAuthorSchema>

const PAGE_LIMIT = z.number().int().min(1).max(100)
const PAGE_OFFSET = z.number().int().min(0).max(1_000_000)

const BooleanTextSchema = z.enum(['true', 'false']).transform((value) => value === 'true')

/**
 * Query of `GET /api/blog/posts`, paged with `limit` and `offset`. Other parameters are ignored. `content=true` asks
 * for each post's full HTML: a visitor's list leaves it out otherwise (so a list of thousands of posts stays small).
 */
export const PostListQuerySchema = z.object({
  published: BooleanTextSchema.optional(),
  category: z.string().trim().min(1).max(80).optional(),
  language: LanguageSchema.optional(),
  limit: z.coerce.number().pipe(PAGE_LIMIT).optional(),
  /** How many posts to skip (with `limit`: one page). The answer's X-Total-Count says how many match. */
  offset: z.coerce.number().pipe(PAGE_OFFSET).optional(),
  content: BooleanTextSchema.optional(),
})
export type PostListQuery = z.infer<typeof PostListQuerySchema>

/** The orders of the admin's posts list. Without `sort`, the list is newest first, as the public API's. */
export const POST_SORTS = ['updated', 'published', 'title'] as const
export const PostSortSchema = z.enum(POST_SORTS)
export type PostSort = z.infer<typeof PostSortSchema>
export const SortDirectionSchema = z.enum(['asc', 'desc'])
export type SortDirection = z.infer<typeof SortDirectionSchema>

/**
 * What a signed-in list may add to `PostListQuerySchema`, so that the admin's filters and paging run on
 * the server (10,000 posts are not sent to the browser). A visitor's list ignores these (its answers stay as they were).
 * `direction` defaults to newest first for the dates and A–Z for the title.
 */
export const AdminPostListQuerySchema = PostListQuerySchema.extend({
  /** Case-insensitive, on the title or the text (the posts list's search box). */
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  sort: PostSortSchema.optional(),
  direction: SortDirectionSchema.optional(),
})
export type AdminPostListQuery = z.infer<typeof AdminPostListQuerySchema>

/** A post as the admin's list shows it: without its text (a page of 100 stays small). */
export const PostSummarySchema = PostSchema.omit({ content: true, markdown: true })
export type PostSummary = z.infer<typeof PostSummarySchema>

/** One page of the admin's list and how many posts match in all. */
export const PostPageSchema = z.object({ posts: PostSummarySchema.array(), total: z.number().int().min(0) })
export type PostPage = z.infer<typeof PostPageSchema>

/**
 * The console's numbers about posts, counted by the server so that no screen loads every post: the dashboard's
 * counters and Recent Posts, the analytics' posts per month (in the console's time zone), language and category.
 */
export const PostOverviewSchema = z.object({
  total: z.number().int().min(0),
  published: z.number().int().min(0),
  /** The newest posts first, drafts included, without their text. */
  recent: PostSummarySchema.array(),
  /** `YYYY-MM` of publication (of creation for a draft) → posts. */
  perMonth: z.record(z.string(), z.number().int().min(0)),
  perLanguage: z.record(LanguageSchema, z.number().int().min(0)),
  /** Category name → posts; a category without posts is not listed. */
  perCategory: z.record(z.string(), z.number().int().min(0)),
})
export type PostOverview = z.infer<typeof PostOverviewSchema>

/** The overview's query: the IANA time zone its months are counted in (the console's own). */
export const PostOverviewQuerySchema = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone })
        return true
      } catch {
        return false
      }
    }, 'Unknown time zone')
    .optional(),
})

/** `POST /api/blog/posts/bulk`: one action on up to `BULK_MAX` posts at once. */
export const BULK_MAX = 100
export const PostBulkActionSchema = z.object({
  action: z.enum(['publish', 'unpublish', 'trash']),
  ids: z.array(IdSchema).min(1, 'Choose at least one post').max(BULK_MAX, `At most ${BULK_MAX} posts at once`),
})
export type PostBulkAction = z.infer<typeof PostBulkActionSchema>

/**
 * What a bulk action did: how many posts it changed, how many were already so (left as they were), and each post it
 * could not change with the reason (an unknown id, a post in Trash).
 */
export const PostBulkResultSchema = z.object({
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  failed: z.array(z.object({ id: z.string(), error: z.string() })),
})
export type PostBulkResult = z.infer<typeof PostBulkResultSchema>

/** The same query as the console passes it to its client (booleans and numbers; the client writes them as text). */
export const PostListOptionsSchema = PostListQuerySchema.extend({
  published: z.boolean().optional(),
  limit: PAGE_LIMIT.optional(),
  offset: PAGE_OFFSET.optional(),
  content: z.boolean().optional(),
})

/** The admin list's query as the console passes it: booleans and numbers, like `PostListOptionsSchema`. */
export const AdminPostListOptionsSchema = AdminPostListQuerySchema.extend({
  published: z.boolean().optional(),
  limit: PAGE_LIMIT.optional(),
  offset: PAGE_OFFSET.optional(),
  content: z.boolean().optional(),
})

export const PostSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search text is required').max(200, 'Search text must be at most 200 characters'),
})
