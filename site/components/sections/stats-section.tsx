import { Section } from '../section.tsx'
import { StatList } from '../stat-list.tsx'
import { type SectionProps, useSectionHeading, useSectionText } from './section-texts.tsx'

/** A few figures side by side, each the owner's own ("12 years"): any of them can be changed or removed. */
export function StatsSection({ section, language, place }: SectionProps) {
  const heading = useSectionHeading({ section, language })
  const text = useSectionText(language)
  const figures = section.items.map((item) => ({ value: text(item.texts, 'value'), label: text(item.texts, 'label') }))
  if (figures.length === 0) return null
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      <StatList stats={[]} extra={figures} />
    </Section>
  )
}
