import { z } from 'zod'
import { LanguageSchema, TimestampSchema } from './common.ts'
import { UploadedImageUrlSchema } from './gallery.ts'

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

export const ContentTreeSchema: z.ZodType<ContentTree> = z.lazy(() => z.record(z.string(), ContentValueSchema))
const ContentValueSchema: z.ZodType<ContentValue> = z.lazy(() => z.union([z.string(), ContentTreeSchema, z.array(ContentValueSchema)]))

/** The point of a hero photo that every crop keeps in view, in percent of its width and height from the top left. */
const FocusSchema = z.number({ error: 'Choose the point to keep in view' }).min(0, 'From 0 to 100%').max(100, 'From 0 to 100%')
const heroAlt = (language: string) => z.string().trim().min(1, `Describe the photo in ${language}`).max(300, 'At most 300 characters')

/**
 * A photo from the media library in place of a page's drawing, the same in both languages. Its description is the
 * page's own in each language (the library keeps one alt text, in one language); `focusX`/`focusY` is the point the
 * crop keeps in view on a phone's wide frame and a desktop's tall one.
 */
export const HeroPhotoSchema = z.object({
  image: UploadedImageUrlSchema,
  focusX: FocusSchema,
  focusY: FocusSchema,
  alt: z.object({ en: heroAlt('English'), es: heroAlt('Spanish') }),
})
export type HeroPhoto = z.infer<typeof HeroPhotoSchema>

/** Pages without a hero of their own (the header and footer's words) take no hero photo. */
export const HEROLESS_PAGES: readonly PageContentId[] = ['site']

/** Who saved a version: their id and the name shown then. */
export const SavedBySchema = z.object({ id: z.string(), name: z.string() })

export const PageContentSchema = z.object({
  id: PageContentIdSchema,
  en: ContentTreeSchema,
  es: ContentTreeSchema,
  updatedAt: TimestampSchema,
  updatedBy: SavedBySchema.nullable().default(null),
  /** The hero's photo; null: the page's drawing. */
  heroPhoto: HeroPhotoSchema.nullable().default(null),
})
export type PageContent = z.infer<typeof PageContentSchema>

/** A save: both languages whole, and the version the editor loaded (a newer stored one answers 409). */
export const PageContentInputSchema = z.object({
  en: ContentTreeSchema,
  es: ContentTreeSchema,
  updatedAt: TimestampSchema,
  /** The hero's photo; null takes it away (the drawing again); left out, it stays as stored. */
  heroPhoto: HeroPhotoSchema.nullable().optional(),
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
})
export const PageContentPreviewSchema = z.object({ html: z.string() })

export const PageRevisionSummarySchema = z.object({
  id: z.string(),
  savedAt: TimestampSchema,
  savedBy: SavedBySchema.nullable(),
})
export type PageRevisionSummary = z.infer<typeof PageRevisionSummarySchema>

export const PageRevisionSchema = PageRevisionSummarySchema.extend({ en: ContentTreeSchema, es: ContentTreeSchema })
export type PageRevision = z.infer<typeof PageRevisionSchema>
