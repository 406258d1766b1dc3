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
import '../permanent-makeup-pricing/service-pages.css'
import { useServiceText } from '../permanent-makeup-pricing/service-facts.ts'

// Numbers (price, session length, longevity, healing, touch-up week) follow the one set chosen in
// ../permanent-makeup-pricing/service-facts.ts, shared by the five service pages.

type Item = { title: string; text: string }

const WHY_ICONS = [AwardIcon, SparkleIcon, ShieldIcon]

export default function Page() {
  const { text, list } = useServiceText('microblading')
  const { href } = useLanguage()
  const why = list<Item>('why.items')
  const steps = list<Item>('process.steps')

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={text('hero.eyebrow')}
        title={text('hero.title')}
        text={text('hero.text')}
        art={<BrowArt label={text('hero.artLabel')} />}
        actions={<BookingActions bookLabel={text('hero.book')} />}
      />

      <Section id="why" title={text('why.title')} intro={text('why.intro')}>
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

      <Section id="process" tone="alt" title={text('process.title')} intro={text('process.intro')}>
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
            <p className="eyebrow">{text('price.eyebrow')}</p>
            <h2>{text('price.title')}</h2>
            <p className="lead">{text('price.text')}</p>
            <p>{text('price.touchUp')}</p>
            <a className="more-link" href={href('/permanent-makeup-pricing')}>
              {text('price.allPrices')} <ArrowRightIcon />
            </a>
          </div>
          <PriceBox
            featured
            title={text('price.box.title')}
            price={formatPrice(PRICES.microblading)}
            note={text('price.box.note')}
            includes={list('price.box.includes')}
          >
            <dl className="facts">
              <dt>{text('price.box.durationLabel')}</dt>
              <dd>{text('price.box.duration')}</dd>
              <dt>{text('price.box.lastsLabel')}</dt>
              <dd>{text('price.box.lasts')}</dd>
              <dt>{text('price.box.touchUpLabel')}</dt>
              <dd>{text('price.box.touchUpValue')}</dd>
            </dl>
            <div className="button-row">
              <a className="button button-primary" href={href('/booking')}>
                <CalendarIcon /> {text('price.box.book')}
              </a>
            </div>
          </PriceBox>
        </div>
      </Section>

      <Section id="benefits" tone="blush" title={text('benefits.title')} intro={text('benefits.intro')}>
        <ul className="check-list columns-2">
          {list('benefits.items').map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Section>

      <Section id="faq" title={text('faq.title')} intro={text('faq.intro')} narrow>
        <Accordion items={list<QuestionAnswer>('faq.items')} />
      </Section>

      <Section id="location" tone="alt" title={text('location.title')} intro={text('location.intro')}>
        <div className="card location-box">
          <div>
            <h3>{text('location.studioTitle')}</h3>
            <address>
              <p className="with-icon">
                <MapPinIcon />
                <span>{text('location.address')}</span>
              </p>
            </address>
            <p className="with-icon">
              <ClockIcon />
              <span>{text('location.distance')}</span>
            </p>
            {STUDIO.freeParking && (
              <p className="with-icon">
                <SparkleIcon />
                <span>{text('location.parking')}</span>
              </p>
            )}
            <p className="with-icon">
              <PhoneIcon />
              <span>
                {text('location.phoneLabel')} <a {...phoneCall}>{STUDIO.phone.display}</a>
              </span>
            </p>
            <a className="more-link" href={href('/microblading-atlanta-location')}>
              {text('location.link')} <ArrowRightIcon />
            </a>
          </div>
          <OpeningHours />
        </div>
      </Section>

      <CtaBand title={text('cta.title')} text={text('cta.text')} />
    </div>
  )
}
