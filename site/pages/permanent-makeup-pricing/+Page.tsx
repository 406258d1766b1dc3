import { PRICES, formatPrice } from '../../../shared/content/studio.ts'
import { Accordion, type QuestionAnswer } from '../../components/accordion.tsx'
import { StudioArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { CtaBand } from '../../components/cta-band.tsx'
import { ArrowRightIcon, AwardIcon, ClockIcon, ShieldIcon, SparkleIcon } from '../../components/icons.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PriceBox } from '../../components/price-box.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { CardIcon, CashIcon, DepositIcon, FinancingIcon } from './payment-icons.tsx'
import { useServiceText } from './service-facts.ts'
import './service-pages.css'

// DESIGN.md: the pricing page's prices are the site's prices (studio.ts). Session length, longevity and the
// touch-up follow the one set in ./service-facts.ts, shared by the five service pages.

type Item = { title: string; text: string }

/** SPEC "Pricing page": four service cards. `path` is the service's own page. */
const SERVICES = [
  { key: 'microblading', price: PRICES.microblading, path: '/microblading-atlanta-ga' },
  { key: 'ombre', price: PRICES.ombreBrows, path: '/ombre-brows-gainesville-ga' },
  { key: 'microshading', price: PRICES.microshading, path: '/services' },
  { key: 'lips', price: PRICES.lipBlushing, path: '/lip-blushing-atlanta' },
] as const

const INVESTING_ICONS = [AwardIcon, ShieldIcon, ClockIcon, SparkleIcon]
const PAYMENT = [
  { key: 'cash', Icon: CashIcon },
  { key: 'cards', Icon: CardIcon },
  { key: 'deposit', Icon: DepositIcon },
  { key: 'financing', Icon: FinancingIcon },
] as const
const TIERS = ['budget', 'studio', 'highEnd'] as const

export default function Page() {
  const { text, list } = useServiceText('pricing')
  const { href } = useLanguage()
  const includes = list('services.includes')
  const investing = list<Item>('investing.items')

  return (
    <div className="svc-page">
      <PageHero eyebrow={text('hero.eyebrow')} title={text('hero.title')} text={text('hero.text')} art={<StudioArt label={text('hero.artLabel')} />} actions={<BookingActions />} />

      <Section id="services" title={text('services.title')} intro={text('services.intro')}>
        <div className="service-grid">
          {SERVICES.map(({ key, price, path }) => {
            const name = text(`services.items.${key}.name`)
            return (
              <article key={key} className="card svc-price-card">
                <h3>{name}</h3>
                <p className="price">{formatPrice(price)}</p>
                <p className="service-lasts">
                  <span className="badge">{text('services.lastsBadge', { lasts: text(`services.items.${key}.lasts`) })}</span>
                </p>
                <p>{text(`services.items.${key}.description`)}</p>
                <dl className="facts">
                  <dt>{text('services.labels.duration')}</dt>
                  <dd>{text('services.duration')}</dd>
                  <dt>{text('services.labels.correction')}</dt>
                  <dd>{text('services.correction')}</dd>
                  <dt>{text('services.labels.touchUp')}</dt>
                  <dd>{text('services.touchUp')}</dd>
                </dl>
                <h4 className="list-title">{text('services.labels.includes')}</h4>
                <ul className="check-list">
                  {includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <div className="button-row">
                  <a className="button button-primary button-small" href={href('/booking')}>
                    {text('services.book')}
                    <span className="visually-hidden">: {name}</span>
                  </a>
                  <a className="more-link" href={href(path)}>
                    {text(`services.items.${key}.more`)} <ArrowRightIcon />
                  </a>
                </div>
              </article>
            )
          })}
        </div>
        <p className="callout" style={{ marginTop: '1.5rem' }}>
          {text('services.correctionNote')}
        </p>
      </Section>

      <Section id="investing" tone="alt" title={text('investing.title')} intro={text('investing.intro')}>
        <div className="grid grid-4">
          {investing.map((item, index) => {
            const Icon = INVESTING_ICONS[index % INVESTING_ICONS.length]!
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

      <Section id="touch-up">
        <div className="split price-split">
          <div>
            <p className="eyebrow">{text('touchUp.eyebrow')}</p>
            <h2 id="touch-up-title">{text('touchUp.title')}</h2>
            <p className="lead">{text('touchUp.text')}</p>
            <p>{text('touchUp.why')}</p>
          </div>
          <PriceBox featured title={text('touchUp.box.title')} price={formatPrice(PRICES.touchUp)} note={text('touchUp.box.note')} includes={list('touchUp.box.points')} />
        </div>
      </Section>

      <Section id="payment" tone="blush" title={text('payment.title')} intro={text('payment.intro')}>
        <div className="grid grid-4">
          {PAYMENT.map(({ key, Icon }) => (
            <article key={key} className="card">
              <span className="card-icon">
                <Icon />
              </span>
              <h3>{text(`payment.items.${key}.title`)}</h3>
              <p>{text(`payment.items.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="comparison" title={text('comparison.title')} intro={text('comparison.intro')}>
        <div className="table-wrap">
          <table className="compare-table">
            <caption>{text('comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{text('comparison.columns.tier')}</th>
                <th scope="col">{text('comparison.columns.price')}</th>
                <th scope="col">{text('comparison.columns.expect')}</th>
              </tr>
            </thead>
            <tbody>
              {TIERS.map((tier) => {
                const cell = tier === 'studio' ? 'is-studio' : undefined
                return (
                  <tr key={tier}>
                    <th scope="row" className={cell}>
                      {text(`comparison.rows.${tier}.tier`)}
                    </th>
                    <td className={`price-cell${cell ? ` ${cell}` : ''}`} data-label={text('comparison.columns.price')}>
                      {text(`comparison.rows.${tier}.price`)}
                    </td>
                    <td className={cell} data-label={text('comparison.columns.expect')}>
                      {text(`comparison.rows.${tier}.expect`)}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="faq" tone="alt" title={text('faq.title')} intro={text('faq.intro')} narrow>
        <Accordion items={list<QuestionAnswer>('faq.items')} />
      </Section>

      <CtaBand title={text('cta.title')} text={text('cta.text')} />
    </div>
  )
}
