import { fillPlaceholders } from '#shared/content/plain-text.ts'
import type { PageStudio } from '#shared/content/page-studio.ts'
import { studioVariables } from '#shared/content/variables.ts'
import type { Language } from '#shared/schema/common.ts'
// Types only: the public pages must not ship zod.
import type { Section } from '#shared/schema/page-sections.ts'
import type { ShownSection } from '../components/sections/section-texts.tsx'

/** A Markdown heading `#` would be a second h1 on the page: a text's headings start under the page's title. */
function headingsUnderTitle(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>])/g, '<$1h2')
}

/**
 * The sections a page shows (the hidden ones left out), each text section's Markdown, with the studio's facts filled
 * in, rendered by the server (`markdownHtml`: in its worker, with its time limit, sanitized).
 */
export function shownSections(
  sections: readonly Section[],
  language: Language,
  studio: PageStudio,
  markdownHtml: ((markdown: string) => Promise<string>) | undefined,
): Promise<ShownSection[]> {
  const values = studioVariables(language, studio)
  return Promise.all(
    sections
      .filter((section) => !section.hidden)
      .map(async (section): Promise<ShownSection> => {
        if (section.type !== 'text') return section
        const body = fillPlaceholders(section.texts.body?.[language] ?? '', values).trim()
        return { ...section, html: body && markdownHtml ? headingsUnderTitle(await markdownHtml(body)) : '' }
      }),
  )
}
