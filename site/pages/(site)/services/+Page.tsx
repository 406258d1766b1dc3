import { useTranslation } from 'react-i18next'
import type { PageService } from '#shared/content/page-studio.ts'
import { type TimeSpan, formatPrice } from '#shared/content/studio.ts'
import { type ServiceGroup, sessionSpan } from '#shared/schema/service-values.ts'
import { useServices } from '../../../content/page-services.ts'
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
import { spanOptions } from '#shared/content/variables.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import './services.css'
import { BookNowLink } from '../../../components/book-now-link.tsx'
import { ServiceCardPicture, useAnyServicePhoto } from '../../../components/service-photo.tsx'

/** The services page's sections, by the service's group (decision 024); `also`: corrections and touch-ups. */
const GROUPS: ReadonlyArray<{ key: 'eyebrows' | 'lips' | 'lashes'; group: ServiceGroup }> = [
  { key: 'eyebrows', group: 'brows' },
  { key: 'lips', group: 'lips' },
  { key: 'lashes', group: 'lashes' },
]

/** The two location pages (Atlanta clients, the studio's own town), each with its own card. */
const CITIES = [
  { key: 'atlanta', path: '/microblading-atlanta-location' },
  { key: 'gainesville', path: '/microblading-gainesville-location' },
] as const

/** `slug`: a service's page, listed while the studio shows the service. */
const RELATED = [
  { key: 'microblading', path: '/microblading-atlanta-ga', slug: 'microblading' },
  { key: 'ombre', path: '/ombre-brows-gainesville-ga', slug: 'ombre-brows' },
  { key: 'lips', path: '/lip-blushing-atlanta', slug: 'lip-pigmentation' },
  { key: 'pricing', path: '/permanent-makeup-pricing', slug: undefined },
] as const

function useSpan() {
  const { t } = useTranslation('services')
  const { language } = useLanguage()
  return (fact: TimeSpan) => t(`units.${fact.unit}`, spanOptions(fact, language))
}

/** `withArt`: a card without a photo shows the service's drawing (when others beside it show photos). */
function TreatmentCard({ service, withArt }: { service: PageService; withArt: boolean }) {
  const { t } = useTranslation('services')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()
  const span = useSpan()
  const facts = [{ label: t('labels.duration'), value: span(sessionSpan(service.duration)) }]
  if (service.lasts) facts.push({ label: t('labels.longevity'), value: service.lasts })
  return (
    <article className="card treatment-card" id={`service-${service.slug}`}>
      <ServiceCardPicture service={service} className="treatment-photo" aspectRatio="3 / 2" fallback={withArt ? 'art' : 'none'} />
      <h3>
        <a href={href(service.path)}>{service.name}</a>
      </h3>
      <p>{service.summary}</p>
      <FactList facts={[...facts, { label: t('labels.price'), value: formatPrice(service.price), valueClassName: 'treatment-price' }]} />
      {service.benefits.length > 0 && (
        <>
          <h4 className="list-title treatment-benefits-title">{t('labels.benefits')}</h4>
          <CheckList items={service.benefits} />
        </>
      )}
      <BookNowLink className="button button-secondary button-small treatment-book" service={service.slug}>
        {common('cta.bookConsultation')}
        <span className="visually-hidden">: {service.name}</span>
      </BookNowLink>
    </article>
  )
}

export default function Page() {
  const { t } = useTranslation('services')
  const { href } = useLanguage()
  const span = useSpan()
  const studio = useStudio()
  const services = useServices()
  const groups = GROUPS.map((group) => ({ ...group, services: services.filter((service) => service.group === group.group) })).filter(
    (group) => group.services.length > 0,
  )
  const others = services.filter((service) => service.group === 'other')
  // Drawings only beside photos: while the studio has published none, the cards stay words only.
  const withArt = useAnyServicePhoto(groups.flatMap((group) => group.services.map((service) => service.slug)))
  const areas = (key: string) => t(key, { returnObjects: true }) as unknown as string[]

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<PigmentArt />} actions={<BookingActions />}>
        <nav className="service-jump" aria-label={t('hero.jumpLabel')}>
          {groups.map(({ key }) => (
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

      {groups.map(({ key, services: treatments }, index) => (
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
                <TreatmentCard key={treatment.slug} service={treatment} withArt={withArt} />
              ))}
            </div>
          ) : (
            <div className="treatment-pair">
              {treatments.map((treatment) => (
                <TreatmentCard key={treatment.slug} service={treatment} withArt={withArt} />
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

      {others.length > 0 && (
        <Section id="also" tone="blush" title={t('also.title')} intro={t('also.intro')}>
          <div className="grid grid-2">
            {others.map((service) => (
              <article key={service.slug} className="callout" id={`service-${service.slug}`}>
                <h3>
                  <a href={href(service.path)}>{service.name}</a>
                </h3>
                <p>{service.summary}</p>
                <p className="also-facts">
                  <strong>{formatPrice(service.price)}</strong> · {span(sessionSpan(service.duration))}
                </p>
              </article>
            ))}
          </div>
        </Section>
      )}

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
            {studio.freeParking && (
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
          {RELATED.filter(({ slug }) => !slug || services.some((service) => service.slug === slug)).map(({ key, path }) => (
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
