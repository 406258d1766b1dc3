import { useTranslation } from 'react-i18next'
import { ATLANTA_AREAS, NORTH_GEORGIA_AREAS, PRICES, STUDIO, formatPrice } from '../../../shared/content/studio.ts'
import { LipArt, StudioArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { CtaBand } from '../../components/cta-band.tsx'
import { ArrowRightIcon, ClockIcon, MapPinIcon, SparkleIcon } from '../../components/icons.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { Section } from '../../components/section.tsx'
import { formatNumber } from '../../content/variables.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import './services.css'

type Unit = 'minutes' | 'hours' | 'weeks' | 'months' | 'years'
type Span = { from: number; to: number; unit: Unit }
type Treatment = { key: string; price: number; duration: Span; longevity: Span }

// SPEC §9 gives several session lengths and lifespans; this page uses ONE set, the pricing and service pages':
// brow procedures 2–3 hours, lip blushing 1.5–2 hours, lamination and lash lift 45–60 minutes; microblading lasts
// 12–18 months, ombre and microshading 1–3 years, lips 1–3 years, lamination and lash lift 6–8 weeks.
// Prices are the pricing page's (DESIGN.md), read from the studio facts.
const GROUPS: Array<{ key: 'eyebrows' | 'lips' | 'lashes'; treatments: Treatment[] }> = [
  {
    key: 'eyebrows',
    treatments: [
      { key: 'microblading', price: PRICES.microblading, duration: { from: 2, to: 3, unit: 'hours' }, longevity: { from: 12, to: 18, unit: 'months' } },
      { key: 'ombre', price: PRICES.ombreBrows, duration: { from: 2, to: 3, unit: 'hours' }, longevity: { from: 1, to: 3, unit: 'years' } },
      { key: 'microshading', price: PRICES.microshading, duration: { from: 2, to: 3, unit: 'hours' }, longevity: { from: 1, to: 3, unit: 'years' } },
    ],
  },
  {
    key: 'lips',
    treatments: [{ key: 'lips', price: PRICES.lipBlushing, duration: { from: 1.5, to: 2, unit: 'hours' }, longevity: { from: 1, to: 3, unit: 'years' } }],
  },
  {
    key: 'lashes',
    treatments: [
      { key: 'lashLift', price: PRICES.lashLift, duration: { from: 45, to: 60, unit: 'minutes' }, longevity: { from: 6, to: 8, unit: 'weeks' } },
      { key: 'lamination', price: PRICES.browLamination, duration: { from: 45, to: 60, unit: 'minutes' }, longevity: { from: 6, to: 8, unit: 'weeks' } },
    ],
  },
]

// SPEC §9: a correction takes 2–4 hours; the touch-up 1–2 hours.
const CORRECTION_DURATION: Span = { from: 2, to: 4, unit: 'hours' }
const TOUCH_UP_DURATION: Span = { from: 1, to: 2, unit: 'hours' }

const RELATED = [
  { key: 'microblading', path: '/microblading-atlanta-ga' },
  { key: 'ombre', path: '/ombre-brows-gainesville-ga' },
  { key: 'lips', path: '/lip-blushing-atlanta' },
  { key: 'pricing', path: '/permanent-makeup-pricing' },
] as const

function useSpan() {
  const { t } = useTranslation('services')
  const { language } = useLanguage()
  return ({ from, to, unit }: Span) => t(`units.${unit}`, { from: formatNumber(from, language), to: formatNumber(to, language) })
}

function TreatmentCard({ treatment }: { treatment: Treatment }) {
  const { t } = useTranslation('services')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()
  const span = useSpan()
  const key = `treatments.${treatment.key}`
  const title = t(`${key}.title`)
  const benefits = t(`${key}.benefits`, { returnObjects: true }) as string[]
  return (
    <article className="card treatment-card">
      <h3>{title}</h3>
      <p>{t(`${key}.description`)}</p>
      <dl className="facts">
        <dt>{t('labels.duration')}</dt>
        <dd>{span(treatment.duration)}</dd>
        <dt>{t('labels.longevity')}</dt>
        <dd>{span(treatment.longevity)}</dd>
        <dt>{t('labels.price')}</dt>
        <dd className="treatment-price">{formatPrice(treatment.price)}</dd>
      </dl>
      <h4 className="treatment-benefits-title">{t('labels.benefits')}</h4>
      <ul className="check-list">
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <a className="button button-secondary button-small treatment-book" href={href('/booking')}>
        {common('cta.bookConsultation')}
        <span className="visually-hidden">: {title}</span>
      </a>
    </article>
  )
}

export default function Page() {
  const { t } = useTranslation('services')
  const { href } = useLanguage()
  const span = useSpan()

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<StudioArt />} actions={<BookingActions />}>
        <nav className="service-jump" aria-label={t('hero.jumpLabel')}>
          {GROUPS.map(({ key }) => (
            <a key={key} href={`#${key}`}>
              {t(`groups.${key}.title`)}
            </a>
          ))}
        </nav>
      </PageHero>

      <Section id="cities" title={t('cities.title')} intro={t('cities.intro')}>
        <div className="grid grid-2">
          <article className="card">
            <span className="card-icon">
              <MapPinIcon width={26} height={26} />
            </span>
            <h3>{t('cities.atlanta.title')}</h3>
            <p>{t('cities.atlanta.text')}</p>
            <a className="arrow-link" href={href('/microblading-atlanta-location')}>
              {t('cities.atlanta.link')} <ArrowRightIcon />
            </a>
          </article>
          <article className="card">
            <span className="card-icon">
              <MapPinIcon width={26} height={26} />
            </span>
            <h3>{t('cities.gainesville.title')}</h3>
            <p>{t('cities.gainesville.text')}</p>
            <a className="arrow-link" href={href('/microblading-gainesville-location')}>
              {t('cities.gainesville.link')} <ArrowRightIcon />
            </a>
          </article>
        </div>
      </Section>

      {GROUPS.map(({ key, treatments }, index) => (
        <Section key={key} id={key} tone={index % 2 === 0 ? 'alt' : 'plain'} eyebrow={t(`groups.${key}.eyebrow`)} title={t(`groups.${key}.title`)} intro={t(`groups.${key}.intro`)}>
          {key === 'eyebrows' ? (
            <div className="grid grid-3">
              {treatments.map((treatment) => (
                <TreatmentCard key={treatment.key} treatment={treatment} />
              ))}
            </div>
          ) : (
            <div className="treatment-pair">
              {treatments.map((treatment) => (
                <TreatmentCard key={treatment.key} treatment={treatment} />
              ))}
              {key === 'lips' && (
                <div className="treatment-art">
                  <LipArt />
                </div>
              )}
            </div>
          )}
        </Section>
      ))}

      <Section id="also" tone="blush" title={t('also.title')} intro={t('also.intro')}>
        <div className="grid grid-2">
          <article className="callout">
            <h3>{t('also.correction.title')}</h3>
            <p>{t('also.correction.text')}</p>
            <p className="also-facts">
              <strong>{formatPrice(PRICES.correction)}</strong> · {span(CORRECTION_DURATION)}
            </p>
          </article>
          <article className="callout">
            <h3>{t('also.touchUp.title')}</h3>
            <p>{t('also.touchUp.text')}</p>
            <p className="also-facts">
              <strong>{formatPrice(PRICES.touchUp)}</strong> · {span(TOUCH_UP_DURATION)}
            </p>
          </article>
        </div>
      </Section>

      <Section id="locations" title={t('locations.title')} intro={t('locations.intro')}>
        <div className="split locations-split">
          <div className="card">
            <h3>{t('locations.studio.title')}</h3>
            <p className="with-icon">
              <MapPinIcon />
              <span>
                {STUDIO.address.street}
                <br />
                {STUDIO.address.city}, {STUDIO.address.region} {STUDIO.address.postalCode}
              </span>
            </p>
            <p className="with-icon">
              <ClockIcon />
              <span>{t('locations.studio.distance')}</span>
            </p>
            {STUDIO.freeParking && (
              <p className="with-icon">
                <SparkleIcon />
                <span>{t('locations.studio.parking')}</span>
              </p>
            )}
            <a className="arrow-link" href={href('/contact')}>
              {t('locations.studio.link')} <ArrowRightIcon />
            </a>
          </div>
          <div>
            <h3>{t('locations.atlanta.title')}</h3>
            <ul className="area-list">
              {ATLANTA_AREAS.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
            <p>
              <a href={href('/microblading-atlanta-location')}>{t('locations.atlanta.link')}</a>
            </p>
            <h3>{t('locations.northGeorgia.title')}</h3>
            <ul className="area-list">
              {NORTH_GEORGIA_AREAS.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
            <p>
              <a href={href('/microblading-gainesville-location')}>{t('locations.northGeorgia.link')}</a>
            </p>
          </div>
        </div>
      </Section>

      <Section id="related" tone="alt" title={t('related.title')} intro={t('related.intro')}>
        <div className="grid grid-4">
          {RELATED.map(({ key, path }) => (
            <article key={key} className="card related-card">
              <h3>
                <a href={href(path)}>
                  {t(`related.${key}.title`)} <ArrowRightIcon />
                </a>
              </h3>
              <p>{t(`related.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </>
  )
}
