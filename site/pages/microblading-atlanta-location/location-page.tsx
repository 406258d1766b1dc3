import type { ComponentType, ReactNode, SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { PRICES, STUDIO, formatPrice } from '../../../shared/content/studio.ts'
import { phoneCall } from '../../components/booking-links.ts'
import { CtaBand } from '../../components/cta-band.tsx'
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '../../components/icons.tsx'
import { LocalLink } from '../../components/local-link.tsx'
import { OpeningHours } from '../../components/opening-hours.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import './location-page.css'

/**
 * SPEC §2 "Location pages": the Atlanta and Gainesville pages share one layout; each passes its own namespace
 * (atlanta.json, gainesville.json, same keys), its list of areas and its artwork.
 */

type Range = { from: number; to: number }
type Unit = 'hours' | 'days' | 'weeks' | 'months' | 'years'

/**
 * How long each treatment takes, heals and lasts. SPEC §9 gives several figures; we use the pricing page's
 * durations and longevity (as DESIGN.md does for prices) and the healing times of SPEC §9. The touch-up is
 * TOUCH_UP_WEEKS from studio.ts, not the "6-8 weeks" of the original location pages.
 * TODO: move to shared/content/studio.ts so every page reads the same numbers (see the report of this change).
 */
const TREATMENTS = [
  { key: 'microblading', path: '/microblading-atlanta-ga', price: PRICES.microblading, duration: { from: 2, to: 3 }, healing: { range: { from: 4, to: 6 }, unit: 'weeks' }, longevity: { range: { from: 12, to: 18 }, unit: 'months' } },
  { key: 'ombre', path: '/ombre-brows-gainesville-ga', price: PRICES.ombreBrows, duration: { from: 2, to: 3 }, healing: { range: { from: 4, to: 6 }, unit: 'weeks' }, longevity: { range: { from: 1, to: 3 }, unit: 'years' } },
  { key: 'microshading', path: '/services', price: PRICES.microshading, duration: { from: 2, to: 3 }, healing: { range: { from: 4, to: 6 }, unit: 'weeks' }, longevity: { range: { from: 1, to: 3 }, unit: 'years' } },
  { key: 'lips', path: '/lip-blushing-atlanta', price: PRICES.lipBlushing, duration: { from: 2, to: 3 }, healing: { range: { from: 7, to: 10 }, unit: 'days' }, longevity: { range: { from: 1, to: 3 }, unit: 'years' } },
] as const satisfies ReadonlyArray<{
  key: string
  path: string
  price: number
  duration: Range
  healing: { range: Range; unit: Unit }
  longevity: { range: Range; unit: Unit }
}>

type Icon = ComponentType<SVGProps<SVGSVGElement>>
type TitledText = { title: string; text: string }

export function LocationPage({ ns, areas, art, reasonIcons }: { ns: 'atlanta' | 'gainesville'; areas: readonly string[]; art: ReactNode; reasonIcons: readonly Icon[] }) {
  const { t } = useTranslation(ns)
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as TitledText[]
  const range = (unit: Unit, { from, to }: Range) => t(`services.units.${unit}`, { from, to })
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
                <dd>{range('hours', treatment.duration)}</dd>
                <dt>{t('services.labels.healing')}</dt>
                <dd>{range(treatment.healing.unit, treatment.healing.range)}</dd>
                <dt>{t('services.labels.touchUp')}</dt>
                <dd>{t('services.touchUpValue')}</dd>
                <dt>{t('services.labels.longevity')}</dt>
                <dd>{range(treatment.longevity.unit, treatment.longevity.range)}</dd>
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
