import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { paragraphsOf } from '#shared/content/plain-text.ts'
import { BookNowLink } from '../../../../components/book-now-link.tsx'
import { CheckList } from '../../../../components/check-list.tsx'
import { CtaBand } from '../../../../components/cta-band.tsx'
import { ResultsStrip } from '../../../../components/results-strip.tsx'
import { ServiceGlance } from '../../../../components/service-glance.tsx'
import { PageReviews } from '../../../../components/sections/reviews-section.tsx'
import { ArrowRightIcon } from '../../../../components/icons.tsx'
import { PageHero } from '../../../../components/page-hero.tsx'
import { Section } from '../../../../components/section.tsx'
import { useServices } from '../../../../content/page-services.ts'
import { useLanguage } from '../../../../i18n/use-language.ts'
import type { ServicePageData } from './+data.ts'
import '../services.css'

/**
 * A service's own page (decision 024): its facts at a glance, its latest results and reviews, its words and its booking
 * button.
 */
export default function Page() {
  const { slug } = useData<ServicePageData>()
  const { t } = useTranslation('services')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()
  const service = useServices().find((shown) => shown.slug === slug)!
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
      <ServiceGlance service={service.slug} />
      <ResultsStrip ns="home" service={service.slug} />
      <PageReviews service={service.slug} tone="alt" />
      <Section id="about" title={common('service.aboutTitle')} narrow>
        {paragraphsOf(service.description).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
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
      <CtaBand title={t('cta.title')} text={t('cta.text')} service={service.slug} />
    </>
  )
}
