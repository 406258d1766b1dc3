import { useStudio } from '../../../components/use-studio.ts'
import { BrowArt } from '../../../components/art.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { CheckList } from '../../../components/check-list.tsx'
import { FaqSection } from '../../../components/faq-section.tsx'
import { IconCardSection } from '../../../components/icon-card-grid.tsx'
import { AwardIcon, ClockIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkleIcon } from '../../../components/icons.tsx'
import { MoreLink } from '../../../components/more-link.tsx'
import { OpeningHours } from '../../../components/opening-hours.tsx'
import { ProcessSteps } from '../../../components/process-steps.tsx'
import { ResultsStrip } from '../../../components/results-strip.tsx'
import { Section } from '../../../components/section.tsx'
import { ServicePage } from '../../../components/service-page.tsx'
import { ServiceGlance } from '../../../components/service-glance.tsx'
import { PageReviews } from '../../../components/sections/reviews-section.tsx'
import { ServicePriceSection } from '../../../components/service-price-section.tsx'
import type { TitledText } from '../../../components/titled-text.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import { usePageText } from '../../../i18n/use-page-text.ts'
import '../../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week) are studio facts (shared/content/studio.ts),
// which the catalogue reads as default variables ({{sessionHoursFrom}}, ...).

const WHY_ICONS = [AwardIcon, SparkleIcon, ShieldIcon]

export default function Page() {
  const { t, list } = usePageText('microblading')
  const studio = useStudio()
  const links = useBookingLinks()
  const { href } = useLanguage()

  return (
    <ServicePage
      ns="microblading"
      Art={BrowArt}
      page="microblading"
      parts={{
        glance: () => <ServiceGlance service="microblading" />,
        reviews: () => <PageReviews service="microblading" tone="alt" />,
        why: () => <IconCardSection ns="microblading" id="why" icons={WHY_ICONS} columns={3} />,
        results: () => <ResultsStrip ns="microblading" service="microblading" />,
        process: () => (
          <Section id="process" tone="alt" title={t('process.title')} intro={t('process.intro')}>
            <ProcessSteps steps={list<TitledText>('process.steps')} rail={t('process.title')} />
          </Section>
        ),
        price: () => <ServicePriceSection ns="microblading" price={studio.prices.microblading} />,
        benefits: () => (
          <Section id="benefits" tone="blush" title={t('benefits.title')} intro={t('benefits.intro')}>
            <CheckList items={list('benefits.items')} className="columns-2" />
          </Section>
        ),
        faq: () => <FaqSection page="microblading" />,
        location: () => (
          <Section id="location" tone="alt" title={t('location.title')} intro={t('location.intro')}>
            <div className="card location-box">
              <div>
                <h3>{t('location.studioTitle')}</h3>
                <address>
                  <p className="with-icon">
                    <MapPinIcon />
                    <span>{t('location.address')}</span>
                  </p>
                </address>
                <p className="with-icon">
                  <ClockIcon />
                  <span>{t('location.distance')}</span>
                </p>
                {studio.freeParking && (
                  <p className="with-icon">
                    <SparkleIcon />
                    <span>{t('location.parking')}</span>
                  </p>
                )}
                <p className="with-icon">
                  <PhoneIcon />
                  <span>
                    {t('location.phoneLabel')} <a {...links.phone}>{studio.phone}</a>
                  </span>
                </p>
                <MoreLink href={href('/microblading-atlanta-location')}>{t('location.link')}</MoreLink>
              </div>
              <OpeningHours />
            </div>
          </Section>
        ),
      }}
    />
  )
}
