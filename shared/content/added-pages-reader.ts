import type { Language } from '../schema/common.ts'
import type { AddedPage } from '../schema/page-sections.ts'

/** An added page as the header's menu and the footer link it. */
export interface AddedPageLink {
  id: string
  title: { en: string; es: string }
  slug: { en: string; es: string }
  inMenu: boolean
  inFooter: boolean
}

/**
 * What the website's server-rendered pages may read of the pages the owner added (docs/decisions/045-page-sections.md).
 * The server hands one to each render (pageContext.addedPages), reading the store at request time; a preview hands
 * one whose page at the previewed address is the draft.
 */
export interface AddedPagesReader {
  /** The published page at `slug` (a path without its leading slash and /es) in `language`; a draft in a preview. */
  bySlug(slug: string, language: Language): AddedPage | undefined
  /** The page that was once at `slug` in `language` and has moved: its address now answers 301 there. */
  movedFrom(slug: string, language: Language): AddedPage | undefined
  /** The published pages the menu or the footer link, in the order they were added. */
  links(): AddedPageLink[]
  /**
   * A section's Markdown as sanitized HTML (placeholders already filled by the caller), rendered with a time limit
   * as a post's is; a text too complex to render comes back as its paragraphs, escaped.
   */
  markdownHtml(markdown: string): Promise<string>
}
