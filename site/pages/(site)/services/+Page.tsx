import { useTranslation } from 'react-i18next'
import { STUDIO_PLACE, TREATMENT_FACTS, type TimeSpan, formatPrice } from '../../../../shared/content/studio.ts'
import type { PricedService } from '../../../../shared/schema/studio-values.ts'
import { useStudio } from '../../../components/use-studio.ts'
import { LipArt, PigmentArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { CheckList } from '../../../components/check-list.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { FactList } from '../../../components/fact-list.tsx'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { ArrowRightIcon, ClockIcon, MapPinIcon, SparkleIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { Section } from '../../../components/section.tsx'
import { spanOptions } from '../../../../shared/content/variables.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import './services.css'
import { BookNowLink } from '../../../components/book-now-link.tsx'

type Treatment = { key: string; price: PricedService; facts: { session: TimeSpan; lasts: TimeSpan } }

// Session length and longevity are the studio facts (TREATMENT_FACTS says which of SPEC §9's figures we use);
// prices are the pricing page's (DESIGN.md).
const GROUPS: Array<{ key: 'eyebrows' | 'lips' | 'lashes'; treatments: Treatment[] }> = [
  {
    key: 'eyebrows',
    treatments: [
      { key: 'microblading', price: 'microblading', facts: TREATMENT_FACTS.microblading },
      { key: 'ombre', price: 'ombreBrows', facts: TREATMENT_FACTS.ombreBrows },
      { key: 'microshading', price: 'microshading', facts: TREATMENT_FACTS.microshading },
    ],
  },
  {
    key: 'lips',
    treatments: [{ key: 'lips', price: 'lipBlushing', facts: TREATMENT_FACTS.lipBlushing }],
  },
  {
    key: 'lashes',
    treatments: [
      { key: 'lashLift', price: 'lashLift', facts: TREATMENT_FACTS.lashLift },
      { key: 'lamination', price: 'browLamination', facts: TREATMENT_FACTS.browLamination },
    ],
  },
]

/** The two location pages (Atlanta clients, the studio's own town), each with its own card. */
const CITIES = [
  { key: 'atlanta', path: '/microblading-atlanta-location' },
  { key: 'gainesville', path: '/microblading-gainesville-location' },
] as const

const RELATED = [
  { key: 'microblading', path: '/microblading-atlanta-ga' },
  { key: 'ombre', path: '/ombre-brows-gainesville-ga' },
  { key: 'lips', path: '/lip-blushing-atlanta' },
  { key: 'pricing', path: '/permanent-makeup-pricing' },
] as const

function useSpan() {
  const { t } = useTranslation('services')
  const { language } = useLanguage()
  return (fact: TimeSpan) => t(`units.${fact.unit}`, spanOptions(fact, language))
}

function TreatmentCard({ treatment }: { treatment: Treatment }) {
  const { t } = useTranslation('services')
  const { t: common } = useTranslation('common')
  const { prices } = useStudio()
  const span = useSpan()
  const key = `treatments.${treatment.key}`
  const title = t(`${key}.title`)
  const benefits = t(`${key}.benefits`, { returnObjects: true }) as string[]
  return (
    <article className="card treatment-card">
      <h3>{title}</h3>
      <p>{t(`${key}.description`)}</p>
      <FactList
        facts={[
          { label: t('labels.duration'), value: span(treatment.facts.session) },
          { label: t('labels.longevity'), value: span(treatment.facts.lasts) },
          { label: t('labels.price'), value: formatPrice(prices[treatment.price]), valueClassName: 'treatment-price' },
        ]}
      />
      <h4 className="treatment-benefits-title">{t('labels.benefits')}</h4>
      <CheckList items={benefits} />
      <BookNowLink className="button button-secondary button-small treatment-book" service={treatment.price}>
        {common('cta.bookConsultation')}
        <span className="visually-hidden">: {title}</span>
      </BookNowLink>
    </article>
  )
}

export default function Page() {
  const { t } = useTranslation('services')
  const { href } = useLanguage()
  const span = useSpan()
  const studio = useStudio()
  const areas = (key: string) => t(key, { returnObjects: true }) as unknown as string[]

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<PigmentArt />} actions={<BookingActions />}>
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
          {CITIES.map(({ key, path }) => (
            <IconCard key={key} as="article" Icon={MapPinIcon} title={t(`cities.${key}.title`)} text={t(`cities.${key}.text`)}>
              <a className="arrow-link" href={href(path)}>
                {t(`cities.${key}.link`)} <ArrowRightIcon />
              </a>
            </IconCard>
          ))}
        </div>
      </Section>

      {GROUPS.map(({ key, treatments }, index) => (
        <Section
          key={key}
          id={key}
          tone={index % 2 === 0 ? 'alt' : 'plain'}
          eyebrow={t(`groups.${key}.eyebrow`)}
          title={t(`groups.${key}.title`)}
          intro={t(`groups.${key}.intro`)}
        >
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
              <strong>{formatPrice(studio.prices.correction)}</strong> · {span(TREATMENT_FACTS.correction.session)}
            </p>
          </article>
          <article className="callout">
            <h3>{t('also.touchUp.title')}</h3>
            <p>{t('also.touchUp.text')}</p>
            <p className="also-facts">
              <strong>{formatPrice(studio.prices.touchUp)}</strong> · {span(TREATMENT_FACTS.touchUp.session)}
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
                {studio.address.street}
                <br />
                {studio.address.city}, {studio.address.region} {studio.address.postalCode}
              </span>
            </p>
            <p className="with-icon">
              <ClockIcon />
              <span>{t('locations.studio.distance')}</span>
            </p>
            {STUDIO_PLACE.freeParking && (
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
              {areas('locations.atlanta.areas').map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
            <p>
              <a href={href('/microblading-atlanta-location')}>{t('locations.atlanta.link')}</a>
            </p>
            <h3>{t('locations.northGeorgia.title')}</h3>
            <ul className="area-list">
              {areas('locations.northGeorgia.areas').map((area) => (
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
