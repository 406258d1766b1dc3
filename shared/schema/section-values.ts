/**
 * The kinds of section and their limits (docs/decisions/045-page-sections.md). Kept free of zod, so the public pages
 * can read the section library (shared/content/section-types.ts) without shipping the schema library to visitors.
 */
export const SECTION_TYPES = ['hero', 'text', 'stats', 'cards', 'steps', 'services', 'reviews', 'beforeAfter', 'faq', 'latestPosts', 'cta', 'part'] as const
export type SectionType = (typeof SECTION_TYPES)[number]
/**
 * `part`: a part of one of the spec's pages as the product draws it (the pricing page's payment cards), its words in
 * the page's texts (shared/content/page-parts.ts). On that page only, moved, hidden and trimmed, never added.
 */
export type LibrarySectionType = Exclude<SectionType, 'part'>

/** The longest text of a section (a Markdown text of a few screens). */
export const SECTION_TEXT_MAX = 10_000
/** The most items a section lists, and the most sections a page has. */
export const SECTION_ITEMS_MAX = 24
export const PAGE_SECTIONS_MAX = 40
