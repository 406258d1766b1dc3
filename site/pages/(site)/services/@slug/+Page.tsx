import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { paragraphsOf } from '#shared/content/plain-text.ts'
import { formatPrice } from '#shared/content/studio.ts'
import { spanOptions } from '#shared/content/variables.ts'
import { sessionSpan } from '#shared/schema/service-values.ts'
import { BookNowLink } from '../../../../components/book-now-link.tsx'
import { CheckList } from '../../../../components/check-list.tsx'
import { CtaBand } from '../../../../components/cta-band.tsx'
import { FactList } from '../../../../components/fact-list.tsx'
import { ArrowRightIcon } from '../../../../components/icons.tsx'
import { PageHero } from '../../../../components/page-hero.tsx'
import { Section } from '../../../../components/section.tsx'
import { useServices } from '../../../../content/page-services.ts'
import { useLanguage } from '../../../../i18n/use-language.ts'
import type { ServicePageData } from './+data.ts'
import '../services.css'

/** A service's own page (decision 024): its words, session, how long it lasts, prices and its booking button. */
export default function Page() {
  const { slug } = useData<ServicePageData>()
  const { t } = useTranslation('services')
  const { t: common } = useTranslation('common')
  const { href, language } = useLanguage()
  const service = useServices().find((shown) => shown.slug === slug)!
  const span = sessionSpan(service.duration)
  const facts = [{ label: t('labels.duration'), value: t(`units.${span.unit}`, spanOptions(span, language)) }]
  if (service.lasts) facts.push({ label: t('labels.longevity'), value: service.lasts })
  facts.push({ label: t('labels.price'), value: formatPrice(service.price) })
  if (service.touchUpPrice !== null) facts.push({ label: common('service.touchUpPrice'), value: formatPrice(service.touchUpPrice) })
  if (service.deposit !== null) facts.push({ label: common('service.deposit'), value: formatPrice(service.deposit) })
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={service.name}
        text={service.summary}
        actions={
          <BookNowLink className="button button-primary" service={service.slug}>
            {common('cta.bookConsultation')}
          </BookNowLink>
        }
      />
      <Section id="about" title={common('service.aboutTitle')} narrow>
        {paragraphsOf(service.description).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <FactList facts={facts} />
        {service.benefits.length > 0 && (
          <>
            <h3 className="list-title treatment-benefits-title">{t('labels.benefits')}</h3>
            <CheckList items={service.benefits} />
          </>
        )}
        <p>
          <a className="arrow-link" href={href('/services')}>
            {common('nav.allServices')} <ArrowRightIcon />
          </a>
        </p>
      </Section>
      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </>
  )
}
