import { PRICES, formatPrice } from '../../../shared/content/studio.ts'
import { BrowArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { CtaBand } from '../../components/cta-band.tsx'
import { ArrowRightIcon, CalendarIcon, ClockIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../components/icons.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PriceBox } from '../../components/price-box.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import '../permanent-makeup-pricing/service-pages.css'
import { useServiceText } from '../permanent-makeup-pricing/service-facts.ts'

// Numbers (price, session length, longevity, healing, touch-up week) follow the one set chosen in
// ../permanent-makeup-pricing/service-facts.ts, shared by the five service pages.

type Item = { title: string; text: string }

const BENEFIT_ICONS = [SparkleIcon, ClockIcon, StarIcon, ShieldIcon]
/** SPEC "Ombre brows page": the comparison rows. */
const COMPARISON_ROWS = ['technique', 'look', 'skin', 'longevity', 'healing'] as const

export default function Page() {
  const { text, list } = useServiceText('ombre')
  const { href } = useLanguage()
  const benefits = list<Item>('benefits.items')
  const steps = list<Item>('process.steps')
  const lifestyle = list<Item>('lifestyle.items')

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={text('hero.eyebrow')}
        title={text('hero.title')}
        text={text('hero.text')}
        art={<BrowArt label={text('hero.artLabel')} />}
        actions={<BookingActions bookLabel={text('hero.book')} />}
      />

      <Section id="benefits" title={text('benefits.title')} intro={text('benefits.intro')}>
        <div className="grid grid-4">
          {benefits.map((item, index) => {
            const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length]!
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

      <Section id="comparison" tone="alt" title={text('comparison.title')} intro={text('comparison.intro')}>
        <div className="table-wrap">
          <table className="compare-table">
            <caption>{text('comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{text('comparison.feature')}</th>
                <th scope="col">{text('comparison.ombre')}</th>
                <th scope="col">{text('comparison.microblading')}</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row">{text(`comparison.rows.${row}.label`)}</th>
                  <td className="is-studio" data-label={text('comparison.ombre')}>
                    {text(`comparison.rows.${row}.ombre`)}
                  </td>
                  <td data-label={text('comparison.microblading')}>{text(`comparison.rows.${row}.microblading`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="compare-after">
          {text('comparison.after')}{' '}
          <a className="more-link" href={href('/microblading-atlanta-ga')}>
            {text('comparison.link')} <ArrowRightIcon />
          </a>
        </p>
      </Section>

      <Section id="process" title={text('process.title')} intro={text('process.intro')}>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="price" tone="blush">
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
          <PriceBox featured title={text('price.box.title')} price={formatPrice(PRICES.ombreBrows)} note={text('price.box.note')} includes={list('price.box.includes')}>
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

      <Section id="lifestyle" title={text('lifestyle.title')} intro={text('lifestyle.intro')}>
        <div className="grid-pairs">
          {lifestyle.map((item) => (
            <article key={item.title} className="callout">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
        <p className="compare-after">
          <a className="more-link" href={href('/permanent-makeup-aftercare')}>
            {text('lifestyle.aftercareLink')} <ArrowRightIcon />
          </a>
        </p>
      </Section>

      <CtaBand title={text('cta.title')} text={text('cta.text')} />
    </div>
  )
}
