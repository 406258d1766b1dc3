import { fillPlaceholders, paragraphsOf } from '#shared/content/plain-text.ts'
import { studioVariables } from '#shared/content/variables.ts'
import type { Language } from '#shared/schema/common.ts'
// Types only: the public pages must not ship zod.
import type { Bilingual, Section } from '#shared/schema/page-sections.ts'
import type { TitledText } from '../titled-text.ts'
import { useStudio } from '../use-studio.ts'

/** A section as a page shows it: a text section's Markdown body comes rendered, as sanitized HTML (the page's +data). */
export type ShownSection = Section & { html?: string }

/** Where a section is on its page, as the page lays it out (site/components/sections/sections.tsx). */
export interface SectionPlace {
  /** Its element's id (`section-3`), by its place among the shown sections. */
  id: string
  /** Bands alternate their background so two sections never run into one. */
  tone: 'plain' | 'alt'
  /** The page's first section: a hero there holds the page's h1. */
  first: boolean
}

export interface SectionProps {
  section: ShownSection
  language: Language
  place: SectionPlace
}

/**
 * A section's words in the page's language with the studio's facts filled in (`{{phone}}`), never through i18next:
 * they are the owner's. An empty text is '' (its element is left out).
 */
export function useSectionText(language: Language): (texts: Record<string, Bilingual>, name: string) => string {
  const values = studioVariables(language, useStudio())
  return (texts, name) => fillPlaceholders(texts[name]?.[language] ?? '', values).trim()
}

/**
 * The grid for `count` cards: one alone in the middle, two side by side, four (or eight) in rows of four, any other
 * number in rows of three (`most`: fewer columns for wide cards).
 */
export function gridClass(count: number, most: 3 | 4 = 4): string {
  if (count <= 1) return 'grid section-single'
  if (count === 2) return 'grid grid-2'
  return most === 4 && count % 4 === 0 ? 'grid grid-4' : 'grid grid-3'
}

/** A plain text's paragraphs (a blank line starts one), or undefined for an empty one. */
export function paragraphs(text: string) {
  const parts = paragraphsOf(text)
  return parts.length === 0 ? undefined : parts.map((paragraph, index) => <p key={index}>{paragraph}</p>)
}

/** The heading block most sections share (eyebrow, title, introduction), ready for <Section>. */
export function useSectionHeading({ section, language }: Pick<SectionProps, 'section' | 'language'>) {
  const text = useSectionText(language)
  const title = text(section.texts, 'title')
  return {
    eyebrow: text(section.texts, 'eyebrow') || undefined,
    title: title || undefined,
    intro: paragraphs(text(section.texts, 'intro')),
    /** Items are headed one level under the section's title, or take its place in a section without one. */
    itemHeading: (title ? 3 : 2) as 2 | 3,
  }
}

/** A list section's items (cards, steps) as titled texts, in their order. */
export function useItemTexts({ section, language }: Pick<SectionProps, 'section' | 'language'>): TitledText[] {
  const text = useSectionText(language)
  return section.items.map((item) => ({ title: text(item.texts, 'title'), text: text(item.texts, 'text') }))
}
