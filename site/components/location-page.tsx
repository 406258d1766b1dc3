import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TREATMENT_FACTS, type TimeSpan, formatPrice } from '#shared/content/studio.ts'
import { spanOptions } from '#shared/content/variables.ts'
import { type ServiceGroup, sessionSpan } from '#shared/schema/service-values.ts'
import { useShownService, useTreatments } from '../content/page-services.ts'
import { useLanguage } from '../i18n/use-language.ts'
import '../styles/location-page.css'
import { useBookingLinks } from './booking-links.ts'
import { useStudio } from './use-studio.ts'
import { CtaBand } from './cta-band.tsx'
import { FactList } from './fact-list.tsx'
import { type IconComponent, IconCardGrid } from './icon-card-grid.tsx'
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from './icons.tsx'
import { LocalLink } from './local-link.tsx'
import { OpeningHours } from './opening-hours.tsx'
import { PageHero } from './page-hero.tsx'
import { ProcessSteps } from './process-steps.tsx'
import { Section } from './section.tsx'
import { SplitSection } from './split-section.tsx'
import type { TitledText } from './titled-text.ts'
import { BookNowLink } from './book-now-link.tsx'

/**
 * The location pages: the metro area's clients' page and the studio town's page share one layout; each passes its
 * own namespace (atlanta.json, gainesville.json, same keys: the areas listed are the page's content) and its artwork.
 * The namespaces keep the spec's addresses' names; every place the pages name comes from the settings.
 */

export type LocationNamespace = 'atlanta' | 'gainesville'

/**
 * The treatments are the services the studio shows (decision 024), each with its session and how long it lasts from
 * its record. Healing and the touch-up are the pigment treatments' (brows, lips): their healing from the studio facts
 * (TREATMENT_FACTS), the touch-up at {{touchUpWeeks}} weeks (not the "6-8 weeks" of the original location pages) for
 * the service's touch-up price, else the touch-up's while the studio shows it.
 */
const HEALING: Partial<Record<ServiceGroup, TimeSpan>> = { brows: TREATMENT_FACTS.microblading.healing, lips: TREATMENT_FACTS.lipBlushing.healing }

export function LocationPage({ ns, art, reasonIcons }: { ns: LocationNamespace; art: ReactNode; reasonIcons: readonly IconComponent[] }) {
  const { t } = useTranslation(ns)
  const { t: common } = useTranslation('common')
  const { href, language } = useLanguage()
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as TitledText[]
  const areas = t('areas.items', { returnObjects: true }) as unknown as string[]
  const span = (fact: TimeSpan) => t(`services.units.${fact.unit}`, spanOptions(fact, language))
  const studio = useStudio()
  const treatments = useTreatments()
  const touchUp = useShownService('touch-up')
  const links = useBookingLinks()
  const { address } = studio
  // The hero's buttons again under the areas list.
  const actions = (
    <>
      <BookNowLink className="button button-primary">
        <CalendarIcon /> {common('cta.bookConsultation')}
      </BookNowLink>
      <a className="button button-secondary" href={href('/portfolio')}>
        {common('cta.viewPortfolio')}
      </a>
    </>
  )
  const studioCard = (
    <div className="card">
      <h3>{t('location.card.title')}</h3>
      <FactList
        facts={[
          {
            label: t('location.card.addressLabel'),
            value: (
              <>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </>
            ),
          },
          { label: t('location.card.driveLabel'), value: t('location.card.driveValue') },
          { label: t('location.card.parkingLabel'), value: t('location.card.parkingValue') },
          { label: t('location.card.phoneLabel'), value: <a {...links.phone}>{studio.phone}</a> },
        ]}
      />
      <OpeningHours />
    </div>
  )

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={art} actions={actions}>
        <p className="with-icon location-hero-address">
          <MapPinIcon />
          <span>
            {address.street}, {address.city}, {address.region} {address.postalCode}
          </span>
        </p>
      </PageHero>

      <SplitSection id="location" tone="alt" className="location-split" eyebrow={t('location.eyebrow')} title={t('location.title')} aside={studioCard}>
        <p className="lead">{t('location.lead')}</p>
        <p>{t('location.text')}</p>
      </SplitSection>

      <Section id="services" eyebrow={t('services.eyebrow')} title={t('services.title')} intro={t('services.intro')}>
        <div className="grid treatment-grid">
          {treatments.map((service) => {
            const healing = HEALING[service.group]
            const touchUpPrice = healing ? (service.touchUpPrice ?? touchUp?.price) : undefined
            return (
              <article key={service.slug} className="card treatment-card">
                <div className="treatment-head">
                  <h3>{service.name}</h3>
                  <p className="price">{formatPrice(service.price)}</p>
                </div>
                <p>{service.summary}</p>
                <FactList
                  facts={[
                    { label: t('services.labels.duration'), value: span(sessionSpan(service.duration)) },
                    ...(healing ? [{ label: t('services.labels.healing'), value: span(healing) }] : []),
                    ...(touchUpPrice === undefined
                      ? []
                      : [{ label: t('services.labels.touchUp'), value: t('services.touchUpValue', { priceTouchUp: formatPrice(touchUpPrice) }) }]),
                    ...(service.lasts ? [{ label: t('services.labels.longevity'), value: service.lasts }] : []),
                  ]}
                />
                <LocalLink className="text-link" href={service.path}>
                  {t('services.link', { service: service.name })} <ArrowRightIcon width={16} height={16} />
                </LocalLink>
              </article>
            )
          })}
        </div>
        <p className="callout location-note">{t('services.note')}</p>
      </Section>

      <Section id="reasons" tone="blush" eyebrow={t('reasons.eyebrow')} title={t('reasons.title')}>
        <IconCardGrid cards={list('reasons.items')} icons={reasonIcons} columns={3} className="location-reasons" />
      </Section>

      <Section id="visit" title={t('visit.title')} intro={t('visit.intro')}>
        <ProcessSteps steps={list('visit.steps')} />
      </Section>

      <Section id="areas" tone="alt" title={t('areas.title')} intro={t('areas.intro')}>
        <ul className="area-list location-areas">
          {areas.map((area) => (
            <li key={area}>
              <MapPinIcon width={16} height={16} /> {area}
            </li>
          ))}
        </ul>
        <p className="location-areas-note">{t('areas.note')}</p>
        <div className="button-row location-areas-actions">{actions}</div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </>
  )
}
