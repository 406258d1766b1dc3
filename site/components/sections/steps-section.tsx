import { ProcessSteps } from '../process-steps.tsx'
import { Section } from '../section.tsx'
import { type SectionProps, useItemTexts, useSectionHeading } from './section-texts.tsx'

/** Numbered steps in their order (how a visit goes). */
export function StepsSection({ section, language, place }: SectionProps) {
  const heading = useSectionHeading({ section, language })
  const steps = useItemTexts({ section, language })
  if (steps.length === 0) return null
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      <ProcessSteps steps={steps} headingLevel={heading.itemHeading} />
    </Section>
  )
}
