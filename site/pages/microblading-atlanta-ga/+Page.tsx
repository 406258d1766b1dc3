import { useTranslation } from 'react-i18next'
import { PRICES, STUDIO, formatPrice } from '../../../shared/content/studio.ts'
import { Accordion, type QuestionAnswer } from '../../components/accordion.tsx'
import { BrowArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { phoneCall } from '../../components/booking-links.ts'
import { CtaBand } from '../../components/cta-band.tsx'
import { ArrowRightIcon, AwardIcon, CalendarIcon, ClockIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkleIcon } from '../../components/icons.tsx'
import { OpeningHours } from '../../components/opening-hours.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PriceBox } from '../../components/price-box.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import '../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week) are studio facts (shared/content/studio.ts),
// which the catalogue reads as default variables ({{sessionHoursFrom}}, ...).

type Item = { title: string; text: string }

const WHY_ICONS = [AwardIcon, SparkleIcon, ShieldIcon]

export default function Page() {
  const { t } = useTranslation('microblading')
  const list = <T = string,>(key: string) => t(key, { returnObjects: true }) as unknown as T[]
  const { href } = useLanguage()
  const why = list<Item>('why.items')
  const steps = list<Item>('process.steps')

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
        <div className="grid grid-3">
          {why.map((item, index) => {
            const Icon = WHY_ICONS[index % WHY_ICONS.length]!
            return (
              <article key={item.title} className="card">
                <span className="card-icon">
                  <Icon width={26} height={26} />
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            )
          })}
        </div>
      </Section>

      <Section id="process" tone="alt" title={t('process.title')} intro={t('process.intro')}>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="price">
        <div className="split price-split">
          <div>
            <p className="eyebrow">{t('price.eyebrow')}</p>
            <h2>{t('price.title')}</h2>
            <p className="lead">{t('price.text')}</p>
            <p>{t('price.touchUp')}</p>
            <a className="more-link" href={href('/permanent-makeup-pricing')}>
              {t('price.allPrices')} <ArrowRightIcon />
            </a>
          </div>
          <PriceBox
            featured
            title={t('price.box.title')}
            price={formatPrice(PRICES.microblading)}
            note={t('price.box.note')}
            includes={list('price.box.includes')}
          >
            <dl className="facts">
              <dt>{t('price.box.durationLabel')}</dt>
              <dd>{t('price.box.duration')}</dd>
              <dt>{t('price.box.lastsLabel')}</dt>
              <dd>{t('price.box.lasts')}</dd>
              <dt>{t('price.box.touchUpLabel')}</dt>
              <dd>{t('price.box.touchUpValue')}</dd>
            </dl>
            <div className="button-row">
              <a className="button button-primary" href={href('/booking')}>
                <CalendarIcon /> {t('price.box.book')}
              </a>
            </div>
          </PriceBox>
        </div>
      </Section>

      <Section id="benefits" tone="blush" title={t('benefits.title')} intro={t('benefits.intro')}>
        <ul className="check-list columns-2">
          {list('benefits.items').map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title={t('faq.title')} intro={t('faq.intro')} narrow>
        <Accordion items={list<QuestionAnswer>('faq.items')} />
      </Section>

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
            {STUDIO.freeParking && (
              <p className="with-icon">
                <SparkleIcon />
                <span>{t('location.parking')}</span>
              </p>
            )}
            <p className="with-icon">
              <PhoneIcon />
              <span>
                {t('location.phoneLabel')} <a {...phoneCall}>{STUDIO.phone.display}</a>
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
