import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SplitSection } from './split-section.tsx'

/** The touch-up explained in a page's own words (`touchUp.*`: the aftercare and pricing pages), beside `aside`. */
export function TouchUpSection({
  ns,
  tone,
  className,
  aside,
}: {
  ns: string
  tone?: ComponentProps<typeof SplitSection>['tone']
  className?: string
  aside: ReactNode
}) {
  const { t } = useTranslation(ns)
  return (
    <SplitSection id="touch-up" tone={tone} className={className} eyebrow={t('touchUp.eyebrow')} title={t('touchUp.title')} aside={aside}>
      <p className="lead">{t('touchUp.text')}</p>
      <p>{t('touchUp.why')}</p>
    </SplitSection>
  )
}
