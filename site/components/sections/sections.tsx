import type { ComponentType } from 'react'
import type { Language } from '#shared/schema/common.ts'
// Types only: the public pages must not ship zod.
import type { SectionType } from '#shared/schema/page-sections.ts'
import { BeforeAfterSection } from './before-after-section.tsx'
import { CardsSection } from './cards-section.tsx'
import { CtaSection } from './cta-section.tsx'
import { FaqSection } from './faq-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { LatestPostsSection } from './latest-posts-section.tsx'
import { ReviewsSection } from './reviews-section.tsx'
import type { SectionPlace, SectionProps, ShownSection } from './section-texts.tsx'
import { ServicesSection } from './services-section.tsx'
import { StatsSection } from './stats-section.tsx'
import { StepsSection } from './steps-section.tsx'
import { TextSection } from './text-section.tsx'
import './sections.css'

export type { ShownSection } from './section-texts.tsx'

/** How each type of section is drawn (shared/content/section-types.ts says what each holds). */
export const SECTION_COMPONENTS: Record<SectionType, ComponentType<SectionProps>> = {
  hero: HeroSection,
  text: TextSection,
  stats: StatsSection,
  cards: CardsSection,
  steps: StepsSection,
  services: ServicesSection,
  reviews: ReviewsSection,
  beforeAfter: BeforeAfterSection,
  faq: FaqSection,
  latestPosts: LatestPostsSection,
  cta: CtaSection,
  // A part of one of the spec's pages is drawn by that page (page-body.tsx); on any other page, nothing.
  part: () => null,
}

/** Sections with a look of their own (the hero's, the dark band's): the others alternate their background between them. */
const OWN_LOOK: ReadonlySet<SectionType> = new Set(['hero', 'cta'])

/** Where each shown section is: its id, its background, and whether it opens the page. */
function places(sections: readonly ShownSection[]): SectionPlace[] {
  let bands = 0
  return sections.map((section, index) => ({
    id: `section-${index + 1}`,
    tone: OWN_LOOK.has(section.type) ? 'plain' : bands++ % 2 === 0 ? 'plain' : 'alt',
    first: index === 0,
  }))
}

/**
 * A page made of sections (docs/decisions/045-page-sections.md): the ones not hidden, in their order. A hero that
 * opens the page holds its h1; every section's title is an h2, its items' titles h3 (h2 in a section without a
 * title). Rendered to HTML only, as every public page.
 */
export function Sections({ sections, language }: { sections: readonly ShownSection[]; language: Language }) {
  const shown = sections.filter((section) => !section.hidden)
  const placed = places(shown)
  return (
    <>
      {shown.map((section, index) => {
        const Component = SECTION_COMPONENTS[section.type]
        return <Component key={section.id} section={section} language={language} place={placed[index]!} />
      })}
    </>
  )
}

/** Whether a page's sections open with a hero, which then holds the page's title as its h1. */
export function opensWithHero(sections: readonly ShownSection[]): boolean {
  return sections.find((section) => !section.hidden)?.type === 'hero'
}
