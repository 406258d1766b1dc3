import { CtaBand } from '../cta-band.tsx'
import { type SectionProps, useSectionText } from './section-texts.tsx'

/** A dark band asking visitors to book, with the Book, Call and Chat buttons (or none, as the owner chose). */
export function CtaSection({ section, language }: SectionProps) {
  const text = useSectionText(language)
  return (
    <CtaBand title={text(section.texts, 'title')} text={text(section.texts, 'text') || undefined}>
      {section.settings.booking === false ? false : undefined}
    </CtaBand>
  )
}
