import { z } from 'zod'
import { IdSchema, LanguageSchema, TimestampSchema } from './common.ts'
import { HeroPhotoSchema, SavedBySchema } from './page-photo.ts'
import { PAGE_SECTIONS_MAX, SECTION_ITEMS_MAX, SECTION_TEXT_MAX, SECTION_TYPES, type SectionType } from './section-values.ts'

/**
 * A page made of sections (docs/decisions/045-page-sections.md): an ordered list of typed blocks, each with its own
 * words in both languages side by side, that the owner adds, removes, hides, reorders and duplicates. The section
 * types (what each one holds and shows) are shared/content/section-types.ts; this is their stored shape.
 */

export { PAGE_SECTIONS_MAX, SECTION_ITEMS_MAX, SECTION_TEXT_MAX, SECTION_TYPES, type SectionType }
export const SectionTypeSchema = z.enum(SECTION_TYPES, { error: 'No such kind of section' })

/** One text in both languages. Each may be empty here; what a section needs filled is its type's rule. */
export const BilingualSchema = z.object({
  en: z.string().max(SECTION_TEXT_MAX, `At most ${SECTION_TEXT_MAX.toLocaleString('en-US')} characters`),
  es: z.string().max(SECTION_TEXT_MAX, `At most ${SECTION_TEXT_MAX.toLocaleString('en-US')} characters`),
})
export type Bilingual = z.infer<typeof BilingualSchema>

const TextsSchema = z.record(z.string().regex(/^[a-z][A-Za-z]{0,30}$/), BilingualSchema)

/** An item of a list section (a stat, a card, a step): its own id, so a reorder or a removal names it. */
export const SectionItemSchema = z.object({ id: IdSchema, texts: TextsSchema })
export type SectionItem = z.infer<typeof SectionItemSchema>

/** How many records a section drawn from a collection shows. */
const CountSchema = z.number({ error: 'Choose how many to show' }).int().min(1, 'At least 1').max(12, 'At most 12')
/** A service's slug, or null: every service. Checked against the Services collection when saved. */
const ServiceFilterSchema = z.string().max(120).nullable()

/** What a section sets apart from its words: the same in both languages. */
export const SectionSettingsSchema = z.object({
  /** hero: its photo (null: no photo). */
  photo: HeroPhotoSchema.nullable().optional(),
  /** hero, cta: the Book and Call buttons. */
  booking: z.boolean().optional(),
  /** reviews, beforeAfter, faq: one service's only. */
  service: ServiceFilterSchema.optional(),
  /** reviews, beforeAfter, faq, latestPosts: how many. */
  count: CountSchema.optional(),
  /** part: which of its page's parts (shared/content/page-parts.ts). */
  part: z.string().max(60).optional(),
  /** part: the claims it shows, left out (the pricing page's financing card). */
  omit: z.array(z.string().max(60)).max(SECTION_ITEMS_MAX).optional(),
})
export type SectionSettings = z.infer<typeof SectionSettingsSchema>

export const SectionSchema = z.object({
  id: IdSchema,
  type: SectionTypeSchema,
  /** Kept on the page but not shown to visitors. */
  hidden: z.boolean().default(false),
  texts: TextsSchema,
  items: z.array(SectionItemSchema).max(SECTION_ITEMS_MAX, `At most ${SECTION_ITEMS_MAX} items`).default([]),
  settings: SectionSettingsSchema.default({}),
})
export type Section = z.infer<typeof SectionSchema>
export type SectionInput = z.input<typeof SectionSchema>

export const SectionsSchema = z.array(SectionSchema).max(PAGE_SECTIONS_MAX, `At most ${PAGE_SECTIONS_MAX} sections on a page`)

/**
 * An address the owner gives a page: one or more lower-case words joined by hyphens, at the top level
 * (`/about`, `/gift-cards`); its Spanish twin is its own (`/es/sobre-nosotros`).
 */
export const PageSlugSchema = z
  .string({ error: 'Write the page’s address' })
  .trim()
  .min(1, 'Write the page’s address')
  .max(80, 'At most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens, like "gift-cards"')

const titleText = (language: string) => z.string().trim().min(1, `Write the ${language} title`).max(120, 'At most 120 characters')
const descriptionText = z.string().trim().max(300, 'At most 300 characters')

/** What the owner sets of a page they added. */
export const AddedPageFieldsSchema = z.object({
  slug: z.object({ en: PageSlugSchema, es: PageSlugSchema }),
  title: z.object({ en: titleText('English'), es: titleText('Spanish') }),
  /** The search result's and the share card's text. */
  description: z.object({ en: descriptionText, es: descriptionText }),
  /** Linked from the menu and the footer. */
  inMenu: z.boolean().default(false),
  inFooter: z.boolean().default(false),
  /** Not shown to visitors (its address answers 404) until published. */
  published: z.boolean().default(false),
  sections: SectionsSchema,
})
export type AddedPageFields = z.infer<typeof AddedPageFieldsSchema>

export const AddedPageSchema = AddedPageFieldsSchema.extend({
  id: IdSchema,
  /** Earlier addresses (without /es), each answering 301 to the page's address in its language. */
  previousSlugs: z.object({ en: z.array(z.string()), es: z.array(z.string()) }).default({ en: [], es: [] }),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  updatedBy: SavedBySchema.nullable().default(null),
})
export type AddedPage = z.infer<typeof AddedPageSchema>

/** A save: the fields whole and the version the editor loaded (a newer stored one answers 409). */
export const AddedPageUpdateSchema = AddedPageFieldsSchema.extend({ updatedAt: TimestampSchema })
export type AddedPageUpdate = z.infer<typeof AddedPageUpdateSchema>

/** A preview: the page in one language with these fields, saved or not (`id`: the page it stands for, if saved). */
export const AddedPagePreviewInputSchema = z.object({
  language: LanguageSchema,
  id: IdSchema.optional(),
  page: AddedPageFieldsSchema,
})
