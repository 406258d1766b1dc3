import type { AddedPageLink, AddedPagesReader } from '#shared/content/added-pages-reader.ts'
import { paragraphsOf } from '#shared/content/plain-text.ts'
import type { Language } from '#shared/schema/common.ts'
import type { AddedPage } from '#shared/schema/page-sections.ts'
import { sanitizeHtml } from '../security/sanitize.ts'
import { addedPageAt, addedPageMovedFrom, listAddedPages } from '../store/added-pages.ts'
import type { Store } from '../store/store.ts'
import { markdownRenderer } from './render-markdown.ts'

/** Rendered Markdown of the sections, by its text: a page is re-rendered on every write, its texts rarely change. */
const rendered = new Map<string, string>()
const RENDERED_KEPT = 500

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A section's Markdown as sanitized HTML, in the worker with its time limit; refused there, its paragraphs escaped. */
export async function sectionMarkdownHtml(markdown: string): Promise<string> {
  const known = rendered.get(markdown)
  if (known !== undefined) return known
  const html = await markdownRenderer
    .render(markdown)
    .then(sanitizeHtml)
    .catch(() =>
      paragraphsOf(markdown)
        .map((paragraph) => `<p>${escape(paragraph)}</p>`)
        .join('\n'),
    )
  if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value!)
  rendered.set(markdown, html)
  return html
}

/**
 * The added pages as the website's pages read them at request time: published ones only, or, for a preview, the
 * draft in place of the page it stands for (or as a page of its own, before it is saved).
 */
export function createAddedPagesReader(store: Store, draft?: { id?: string; page: AddedPage }): AddedPagesReader {
  const shown = (page: AddedPage | undefined) => (page?.published && page.id !== draft?.id ? page : undefined)
  return {
    bySlug(slug: string, language: Language) {
      if (draft && draft.page.slug[language] === slug) return draft.page
      return shown(addedPageAt(store, slug, language))
    },
    movedFrom(slug: string, language: Language) {
      if (draft && draft.page.slug[language] === slug) return undefined
      return shown(addedPageMovedFrom(store, slug, language))
    },
    links(): AddedPageLink[] {
      return listAddedPages(store)
        .filter((page) => page.published && (page.inMenu || page.inFooter))
        .map(({ id, title, slug, inMenu, inFooter }) => ({ id, title, slug, inMenu, inFooter }))
    },
    markdownHtml: sectionMarkdownHtml,
  }
}
