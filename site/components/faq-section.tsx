import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { FaqPage } from '#shared/schema/faq.ts'
import { usePageFaq } from '../content/page-faq.ts'
import { Accordion } from './accordion.tsx'
import { Section } from './section.tsx'

/** A page's questions under its own `faq.title` and `faq.intro`; nothing while it has none published. */
export function FaqSection({ page, tone }: { page: FaqPage; tone?: ComponentProps<typeof Section>['tone'] }) {
  const { t } = useTranslation(page)
  const faq = usePageFaq(page)
  if (faq.length === 0) return null
  return (
    <Section id="faq" tone={tone} title={t('faq.title')} intro={t('faq.intro')} narrow>
      <Accordion items={faq} />
    </Section>
  )
}
