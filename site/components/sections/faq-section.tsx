import { usePageContext } from 'vike-react/usePageContext'
import { pageFor } from '#shared/content/routes.ts'
// Types only: the public pages must not ship zod.
import type { FaqPage } from '#shared/schema/faq.ts'
import { servicePagePath } from '#shared/schema/service-values.ts'
import { pageFaq } from '../../content/page-faq.ts'
import { Accordion } from '../accordion.tsx'
import { Section } from '../section.tsx'
import { type SectionProps, useSectionHeading } from './section-texts.tsx'
import { sectionCount } from './section-counts.ts'

/**
 * Whose questions a section shows: a service's are those of its page (shared/schema/faq.ts FAQ_PAGES: a question
 * belongs to one page), the FAQ page's general ones without a service. A service whose page has no questions of its
 * own has none.
 */
export function faqPageOf(service: string | null | undefined): FaqPage {
  return (service ? pageFor(servicePagePath(service))?.ns : 'faq') as FaqPage
}

/**
 * Questions and answers, opened one at a time (site/client/accordion.ts). No FAQPage structured data here: a
 * question is marked up on its own page only. Nothing while there are none.
 */
export function FaqSection({ section, language, place }: SectionProps) {
  const heading = useSectionHeading({ section, language })
  const pageContext = usePageContext()
  const page = faqPageOf(section.settings.service)
  const items = page ? pageFaq(pageContext, page).slice(0, sectionCount(section)) : []
  if (items.length === 0) return null
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} narrow>
      <Accordion items={items} headingLevel={heading.itemHeading} />
    </Section>
  )
}
