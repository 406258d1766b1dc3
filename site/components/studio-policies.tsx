import { useTranslation } from 'react-i18next'
import { paragraphs } from '#shared/text/paragraphs.ts'
import { Section } from './section.tsx'
import { useStudio } from './use-studio.ts'

/** The studio's deposit and cancellation policies as the owner wrote them, for the booking page. */
export function StudioPolicies() {
  const { t } = useTranslation('common')
  const { policies } = useStudio()
  return (
    <Section id="policies" title={t('policies.title')} narrow>
      <div className="grid grid-2">
        <article className="card">
          <h3>{t('policies.deposit')}</h3>
          <Paragraphs text={policies.deposit} />
        </article>
        <article className="card">
          <h3>{t('policies.cancellation')}</h3>
          <Paragraphs text={policies.cancellation} />
        </article>
      </div>
    </Section>
  )
}

/** A text the owner typed: paragraphs separated by a blank line. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  )
}
