import { useTranslation } from 'react-i18next'
import { PRICES, formatPrice } from '../../../shared/content/studio.ts'
import { BrowArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { CtaBand } from '../../components/cta-band.tsx'
import { ArrowRightIcon, CalendarIcon, ClockIcon, ShieldIcon, SparkleIcon, StarIcon } from '../../components/icons.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PriceBox } from '../../components/price-box.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import '../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week) are studio facts (shared/content/studio.ts),
// which the catalogue reads as default variables ({{sessionHoursFrom}}, ...).

type Item = { title: string; text: string }

const BENEFIT_ICONS = [SparkleIcon, ClockIcon, StarIcon, ShieldIcon]
/** SPEC "Ombre brows page": the comparison rows. */
const COMPARISON_ROWS = ['technique', 'look', 'skin', 'longevity', 'healing'] as const

export default function Page() {
  const { t } = useTranslation('ombre')
  const list = <T = string,>(key: string) => t(key, { returnObjects: true }) as unknown as T[]
  const { href } = useLanguage()
  const benefits = list<Item>('benefits.items')
  const steps = list<Item>('process.steps')
  const lifestyle = list<Item>('lifestyle.items')

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={<BrowArt label={t('hero.artLabel')} />}
        actions={<BookingActions bookLabel={t('hero.book')} />}
      />

      <Section id="benefits" title={t('benefits.title')} intro={t('benefits.intro')}>
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

      <Section id="comparison" tone="alt" title={t('comparison.title')} intro={t('comparison.intro')}>
        <div className="table-wrap">
          <table className="compare-table">
            <caption>{t('comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('comparison.feature')}</th>
                <th scope="col">{t('comparison.ombre')}</th>
                <th scope="col">{t('comparison.microblading')}</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON_ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row">{t(`comparison.rows.${row}.label`)}</th>
                  <td className="is-studio" data-label={t('comparison.ombre')}>
                    {t(`comparison.rows.${row}.ombre`)}
                  </td>
                  <td data-label={t('comparison.microblading')}>{t(`comparison.rows.${row}.microblading`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="compare-after">
          {t('comparison.after')}{' '}
          <a className="more-link" href={href('/microblading-atlanta-ga')}>
            {t('comparison.link')} <ArrowRightIcon />
          </a>
        </p>
      </Section>

      <Section id="process" title={t('process.title')} intro={t('process.intro')}>
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
            <p className="eyebrow">{t('price.eyebrow')}</p>
            <h2>{t('price.title')}</h2>
            <p className="lead">{t('price.text')}</p>
            <p>{t('price.touchUp')}</p>
            <a className="more-link" href={href('/permanent-makeup-pricing')}>
              {t('price.allPrices')} <ArrowRightIcon />
            </a>
          </div>
          <PriceBox featured title={t('price.box.title')} price={formatPrice(PRICES.ombreBrows)} note={t('price.box.note')} includes={list('price.box.includes')}>
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

      <Section id="lifestyle" title={t('lifestyle.title')} intro={t('lifestyle.intro')}>
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
            {t('lifestyle.aftercareLink')} <ArrowRightIcon />
          </a>
        </p>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </div>
  )
}
