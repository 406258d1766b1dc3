import { Card } from '../card.tsx'
import { Section } from '../section.tsx'
import { type SectionProps, gridClass, paragraphs, useItemTexts, useSectionHeading } from './section-texts.tsx'

/** Short points in a grid, each a title and its sentences. */
export function CardsSection({ section, language, place }: SectionProps) {
  const heading = useSectionHeading({ section, language })
  const cards = useItemTexts({ section, language })
  if (cards.length === 0) return null
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      <div className={gridClass(cards.length)}>
        {cards.map((card, index) => (
          <Card key={section.items[index]!.id} title={card.title} headingLevel={heading.itemHeading}>
            {paragraphs(card.text)}
          </Card>
        ))}
      </div>
    </Section>
  )
}
