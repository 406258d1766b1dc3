import { Section } from '../section.tsx'
import { type SectionProps, useSectionText } from './section-texts.tsx'
import '../../styles/prose.css'

/** A title and the owner's words in Markdown, rendered (and sanitized) on the server by the page's data. */
export function TextSection({ section, language, place }: SectionProps) {
  const text = useSectionText(language)
  if (!section.html) return null
  return (
    <Section id={place.id} tone={place.tone} title={text(section.texts, 'title') || undefined} narrow>
      <div className="prose" dangerouslySetInnerHTML={{ __html: section.html }} />
    </Section>
  )
}
