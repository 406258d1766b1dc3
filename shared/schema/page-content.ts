import { z } from 'zod'
import { LanguageSchema, TimestampSchema } from './common.ts'
import { HeroPhotoSchema, SavedBySchema } from './page-photo.ts'
import { SectionsSchema } from './page-sections.ts'

export { HeroPhotoSchema, SavedBySchema, type HeroPhoto } from './page-photo.ts'

/**
 * The studio's own words and pictures on each public page (docs/decisions/020-page-content.md): one record per page
 * (plus `site`, the words every page shares: the header's tagline, the footer's about line), each language a tree of
 * texts shaped like its starter content (shared/content/starter/<language>/<page>.json). The product's own words
 * (labels, errors, navigation, accessible names) stay in the catalogues (site/i18n/locales).
 */
export const PAGE_CONTENT = [
  { id: 'site', label: 'Header & footer', path: '/' },
  { id: 'home', label: 'Home', path: '/' },
  { id: 'services', label: 'Services', path: '/services' },
  { id: 'microblading', label: 'Microblading', path: '/microblading-atlanta-ga' },
  { id: 'ombre', label: 'Ombre brows', path: '/ombre-brows-gainesville-ga' },
  { id: 'lips', label: 'Lip blushing', path: '/lip-blushing-atlanta' },
  { id: 'atlanta', label: 'Atlanta clients', path: '/microblading-atlanta-location' },
  { id: 'gainesville', label: 'Studio city', path: '/microblading-gainesville-location' },
  { id: 'artists', label: 'Artists', path: '/artists' },
  { id: 'portfolio', label: 'Portfolio', path: '/portfolio' },
  { id: 'gallery', label: 'Before & after gallery', path: '/before-after-gallery' },
  { id: 'course', label: 'Training course', path: '/microblading-course-atlanta-ga' },
  { id: 'aftercare', label: 'Aftercare', path: '/permanent-makeup-aftercare' },
  { id: 'pricing', label: 'Pricing', path: '/permanent-makeup-pricing' },
  { id: 'faq', label: 'FAQ', path: '/faq' },
  { id: 'booking', label: 'Booking', path: '/booking' },
  { id: 'contact', label: 'Contact', path: '/contact' },
  { id: 'blog', label: 'Blog', path: '/blog' },
] as const

export const PAGE_CONTENT_IDS = PAGE_CONTENT.map((page) => page.id) as unknown as readonly [PageContentId, ...PageContentId[]]
export type PageContentId = (typeof PAGE_CONTENT)[number]['id']
export const PageContentIdSchema = z.enum(PAGE_CONTENT.map((page) => page.id) as [PageContentId, ...PageContentId[]], {
  error: 'No such page',
})

/** One language's texts of a page: texts, groups of texts and lists (of texts or of groups), as its starter has them. */
export type ContentTree = { [key: string]: ContentValue }
export type ContentValue = string | ContentTree | ContentValue[]

/**
 * How deep a page's texts may nest (the page itself is level 1): the starters go 4 deep. Texts nested 5,000 deep
 * overflowed the stack of the recursive parse, a 500; the depth is measured first, without recursion.
 */
export const CONTENT_TREE_MAX_DEPTH = 10
export const CONTENT_TREE_TOO_DEEP = `Texts may be nested at most ${CONTENT_TREE_MAX_DEPTH} groups or lists deep`

/** The top-level key under which `tree` nests deeper than CONTENT_TREE_MAX_DEPTH, if any. */
function tooDeepUnder(tree: unknown): string | undefined {
  if (!tree || typeof tree !== 'object') return undefined
  for (const [key, value] of Object.entries(tree)) {
    const pending: [unknown, number][] = [[value, 2]]
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [node, depth] = next
      if (!node || typeof node !== 'object') continue
      if (depth > CONTENT_TREE_MAX_DEPTH) return key
      for (const child of Object.values(node)) pending.push([child, depth + 1])
    }
  }
  return undefined
}

const ContentTreeShape: z.ZodType<ContentTree> = z.lazy(() => z.record(z.string(), ContentValueSchema))
const ContentValueSchema: z.ZodType<ContentValue> = z.lazy(() => z.union([z.string(), ContentTreeShape, z.array(ContentValueSchema)]))
export const ContentTreeSchema: z.ZodType<ContentTree> = z
  .unknown()
  .superRefine((tree, ctx) => {
    const key = tooDeepUnder(tree)
    if (key !== undefined) ctx.addIssue({ code: 'custom', message: CONTENT_TREE_TOO_DEEP, path: [key] })
  })
  .pipe(ContentTreeShape)

/** Pages without a hero of their own (the header and footer's words) take no hero photo. */
export const HEROLESS_PAGES: readonly PageContentId[] = ['site']

export const PageContentSchema = z.object({
  id: PageContentIdSchema,
  en: ContentTreeSchema,
  es: ContentTreeSchema,
  updatedAt: TimestampSchema,
  updatedBy: SavedBySchema.nullable().default(null),
  /** The hero's photo; null: the page's drawing. */
  heroPhoto: HeroPhotoSchema.nullable().default(null),
  /**
   * Its body as ordered sections (shared/content/page-parts.ts): its parts and the sections the owner added; null: its
   * parts in the spec's order (a page never arranged, or one drawn as one piece).
   */
  sections: SectionsSchema.nullable().default(null),
})
export type PageContent = z.infer<typeof PageContentSchema>

/** A save: both languages whole, and the version the editor loaded (a newer stored one answers 409). */
export const PageContentInputSchema = z.object({
  en: ContentTreeSchema,
  es: ContentTreeSchema,
  updatedAt: TimestampSchema,
  /** The hero's photo; null takes it away (the drawing again); left out, it stays as stored. */
  heroPhoto: HeroPhotoSchema.nullable().optional(),
  /** Its sections, on a page with parts; left out, they stay as stored. */
  sections: SectionsSchema.optional(),
})
export type PageContentInput = z.infer<typeof PageContentInputSchema>

/** The console's list of pages. */
export const PageContentSummarySchema = z.object({
  id: PageContentIdSchema,
  label: z.string(),
  path: z.string(),
  updatedAt: TimestampSchema,
  updatedBy: SavedBySchema.nullable(),
  /** Still the starter's words in both languages: nothing of it is the studio's yet. */
  starter: z.boolean(),
})
export type PageContentSummary = z.infer<typeof PageContentSummarySchema>

/** One page for the editor: what is stored, what it started as (the model of its fields) and the placeholders it may use. */
export const PageContentEditSchema = PageContentSchema.extend({
  label: z.string(),
  path: z.string(),
  starter: z.object({ en: ContentTreeSchema, es: ContentTreeSchema }),
  /** `{{name}}` placeholders a text may use: each stands for a studio fact from Settings. */
  placeholders: z.array(z.string()),
})
export type PageContentEdit = z.infer<typeof PageContentEditSchema>

/** A preview: the page in one language as it would look with these (unsaved) texts. */
export const PageContentPreviewInputSchema = z.object({
  language: LanguageSchema,
  en: ContentTreeSchema,
  es: ContentTreeSchema,
  sections: SectionsSchema.optional(),
})
export const PageContentPreviewSchema = z.object({ html: z.string() })

export const PageRevisionSummarySchema = z.object({
  id: z.string(),
  savedAt: TimestampSchema,
  savedBy: SavedBySchema.nullable(),
})
export type PageRevisionSummary = z.infer<typeof PageRevisionSummarySchema>

export const PageRevisionSchema = PageRevisionSummarySchema.extend({
  en: ContentTreeSchema,
  es: ContentTreeSchema,
  /** Its sections then (none in a version from before pages had them: its parts in order). */
  sections: SectionsSchema.nullable().default(null),
})
export type PageRevision = z.infer<typeof PageRevisionSchema>
