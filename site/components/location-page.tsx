import type { ComponentType, ReactNode, SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { PRICES, STUDIO, TREATMENT_FACTS, type TimeSpan, formatPrice } from '../../shared/content/studio.ts'
import { spanOptions } from '../content/variables.ts'
import { useLanguage } from '../i18n/use-language.ts'
import '../styles/location-page.css'
import { phoneCall } from './booking-links.ts'
import { CtaBand } from './cta-band.tsx'
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from './icons.tsx'
import { LocalLink } from './local-link.tsx'
import { OpeningHours } from './opening-hours.tsx'
import { PageHero } from './page-hero.tsx'
import { Section } from './section.tsx'

/**
 * SPEC §2 "Location pages": the Atlanta and Gainesville pages share one layout; each passes its own namespace
 * (atlanta.json, gainesville.json, same keys), its list of areas and its artwork.
 */

/**
 * The treatments with their session, healing and longevity from the studio facts (TREATMENT_FACTS, which says
 * which of SPEC's figures we use); the touch-up is {{touchUpWeeks}} in the catalogue, not the "6-8 weeks" of the
 * original location pages.
 */
const TREATMENTS = [
  { key: 'microblading', path: '/microblading-atlanta-ga', price: PRICES.microblading, facts: TREATMENT_FACTS.microblading },
  { key: 'ombre', path: '/ombre-brows-gainesville-ga', price: PRICES.ombreBrows, facts: TREATMENT_FACTS.ombreBrows },
  { key: 'microshading', path: '/services', price: PRICES.microshading, facts: TREATMENT_FACTS.microshading },
  { key: 'lips', path: '/lip-blushing-atlanta', price: PRICES.lipBlushing, facts: TREATMENT_FACTS.lipBlushing },
] as const

type Icon = ComponentType<SVGProps<SVGSVGElement>>
type TitledText = { title: string; text: string }

export function LocationPage({ ns, areas, art, reasonIcons }: { ns: 'atlanta' | 'gainesville'; areas: readonly string[]; art: ReactNode; reasonIcons: readonly Icon[] }) {
  const { t } = useTranslation(ns)
  const { t: common } = useTranslation('common')
  const { href, language } = useLanguage()
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as TitledText[]
  const span = (fact: TimeSpan) => t(`services.units.${fact.unit}`, spanOptions(fact, language))
  const { address } = STUDIO

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={art}
        actions={
          <>
            <a className="button button-primary" href={href('/booking')}>
              <CalendarIcon /> {common('cta.bookConsultation')}
            </a>
            <a className="button button-secondary" href={href('/portfolio')}>
              {common('cta.viewPortfolio')}
            </a>
          </>
        }
      >
        <p className="with-icon location-hero-address">
          <MapPinIcon />
          <span>
            {address.street}, {address.city}, {address.region} {address.postalCode}
          </span>
        </p>
      </PageHero>

      <Section id="location" tone="alt">
        <div className="split location-split">
          <div>
            <p className="eyebrow">{t('location.eyebrow')}</p>
            <h2 id="location-title">{t('location.title')}</h2>
            <p className="lead">{t('location.lead')}</p>
            <p>{t('location.text')}</p>
          </div>
          <div className="card">
            <h3>{t('location.card.title')}</h3>
            <dl className="facts">
              <dt>{t('location.card.addressLabel')}</dt>
              <dd>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </dd>
              <dt>{t('location.card.driveLabel')}</dt>
              <dd>{t('location.card.driveValue')}</dd>
              <dt>{t('location.card.parkingLabel')}</dt>
              <dd>{t('location.card.parkingValue')}</dd>
              <dt>{t('location.card.phoneLabel')}</dt>
              <dd>
                <a {...phoneCall}>{STUDIO.phone.display}</a>
              </dd>
            </dl>
            <OpeningHours />
          </div>
        </div>
      </Section>

      <Section id="services" eyebrow={t('services.eyebrow')} title={t('services.title')} intro={t('services.intro')}>
        <div className="grid treatment-grid">
          {TREATMENTS.map((treatment) => (
            <article key={treatment.key} className="card treatment-card">
              <div className="treatment-head">
                <h3>{t(`services.items.${treatment.key}.name`)}</h3>
                <p className="price">{formatPrice(treatment.price)}</p>
              </div>
              <p>{t(`services.items.${treatment.key}.text`)}</p>
              <dl className="facts">
                <dt>{t('services.labels.duration')}</dt>
                <dd>{span(treatment.facts.session)}</dd>
                <dt>{t('services.labels.healing')}</dt>
                <dd>{span(treatment.facts.healing)}</dd>
                <dt>{t('services.labels.touchUp')}</dt>
                <dd>{t('services.touchUpValue')}</dd>
                <dt>{t('services.labels.longevity')}</dt>
                <dd>{span(treatment.facts.lasts)}</dd>
              </dl>
              <LocalLink className="text-link" href={treatment.path}>
                {t(`services.items.${treatment.key}.link`)} <ArrowRightIcon width={16} height={16} />
              </LocalLink>
            </article>
          ))}
        </div>
        <p className="callout location-note">{t('services.note')}</p>
      </Section>

      <Section id="reasons" tone="blush" eyebrow={t('reasons.eyebrow')} title={t('reasons.title')}>
        <div className="grid grid-3 location-reasons">
          {list('reasons.items').map((reason, index) => {
            const ReasonIcon = reasonIcons[index % reasonIcons.length]!
            return (
              <div key={reason.title} className="card">
                <span className="card-icon">
                  <ReasonIcon width={26} height={26} />
                </span>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </div>
            )
          })}
        </div>
      </Section>

      <Section id="visit" title={t('visit.title')} intro={t('visit.intro')}>
        <ol className="steps">
          {list('visit.steps').map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
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
        <div className="button-row location-areas-actions">
          <a className="button button-primary" href={href('/booking')}>
            <CalendarIcon /> {common('cta.bookConsultation')}
          </a>
          <a className="button button-secondary" href={href('/portfolio')}>
            {common('cta.viewPortfolio')}
          </a>
        </div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </>
  )
}
