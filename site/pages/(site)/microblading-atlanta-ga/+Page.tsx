import { useTranslation } from 'react-i18next'
import { STUDIO_PLACE } from '#shared/content/studio.ts'
import { useStudio } from '../../../components/use-studio.ts'
import { Accordion } from '../../../components/accordion.tsx'
import { BrowArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { CheckList } from '../../../components/check-list.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { IconCardGrid } from '../../../components/icon-card-grid.tsx'
import { ArrowRightIcon, AwardIcon, ClockIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkleIcon } from '../../../components/icons.tsx'
import { OpeningHours } from '../../../components/opening-hours.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { ProcessSteps } from '../../../components/process-steps.tsx'
import { ResultsStrip } from '../../../components/results-strip.tsx'
import { Section } from '../../../components/section.tsx'
import { ServicePriceSection } from '../../../components/service-price-section.tsx'
import type { TitledText } from '../../../components/titled-text.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import { usePageFaq } from '../../../content/page-faq.ts'
import '../../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week) are studio facts (shared/content/studio.ts),
// which the catalogue reads as default variables ({{sessionHoursFrom}}, ...).

const WHY_ICONS = [AwardIcon, SparkleIcon, ShieldIcon]

export default function Page() {
  const { t } = useTranslation('microblading')
  const faq = usePageFaq('microblading')
  const studio = useStudio()
  const links = useBookingLinks()
  const list = <T = string,>(key: string) => t(key, { returnObjects: true }) as unknown as T[]
  const { href } = useLanguage()

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={<BrowArt label={t('hero.artLabel')} />}
        actions={<BookingActions bookLabel={t('hero.book')} />}
      />

      <Section id="why" title={t('why.title')} intro={t('why.intro')}>
        <IconCardGrid cards={list<TitledText>('why.items')} icons={WHY_ICONS} columns={3} as="article" />
      </Section>

      <ResultsStrip ns="microblading" service="microblading" />

      <Section id="process" tone="alt" title={t('process.title')} intro={t('process.intro')}>
        <ProcessSteps steps={list<TitledText>('process.steps')} />
      </Section>

      <ServicePriceSection ns="microblading" price={studio.prices.microblading} />

      <Section id="benefits" tone="blush" title={t('benefits.title')} intro={t('benefits.intro')}>
        <CheckList items={list('benefits.items')} className="columns-2" />
      </Section>

      {faq.length > 0 && (
        <Section id="faq" title={t('faq.title')} intro={t('faq.intro')} narrow>
          <Accordion items={faq} />
        </Section>
      )}

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
            {STUDIO_PLACE.freeParking && (
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
            <a className="more-link" href={href('/microblading-atlanta-location')}>
              {t('location.link')} <ArrowRightIcon />
            </a>
          </div>
          <OpeningHours />
        </div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </div>
  )
}
