import { useTranslation } from 'react-i18next'
import { PRICES, formatPrice } from '../../../shared/content/studio.ts'
import { Accordion, type QuestionAnswer } from '../../components/accordion.tsx'
import { LipArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { CtaBand } from '../../components/cta-band.tsx'
import { ArrowRightIcon, CalendarIcon, CheckIcon, ClockIcon, SparkleIcon, StarIcon } from '../../components/icons.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PriceBox } from '../../components/price-box.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import '../../styles/service-pages.css'

// Numbers (price, session length, longevity, healing, touch-up week, pre-care) are studio facts
// (shared/content/studio.ts), which the catalogue reads as default variables ({{lipSessionHoursFrom}}, ...).

type Item = { title: string; text: string }
type Stage = { when: string; title: string; text: string }

const BENEFIT_ICONS = [SparkleIcon, StarIcon, ClockIcon, CheckIcon]

export default function Page() {
  const { t } = useTranslation('lips')
  const list = <T = string,>(key: string) => t(key, { returnObjects: true }) as unknown as T[]
  const { href } = useLanguage()
  const benefits = list<Item>('benefits.items')
  const steps = list<Item>('process.steps')
  const stages = list<Stage>('healing.stages')

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={<LipArt label={t('hero.artLabel')} />}
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

      <Section id="what" tone="alt">
        <div className="split">
          <div>
            <p className="eyebrow">{t('what.eyebrow')}</p>
            <h2 id="what-title">{t('what.title')}</h2>
            {list('what.paragraphs').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="card">
            <h3>{t('what.factsTitle')}</h3>
            <dl className="facts">
              <dt>{t('what.facts.alsoCalledLabel')}</dt>
              <dd>{t('what.facts.alsoCalled')}</dd>
              <dt>{t('what.facts.sessionLabel')}</dt>
              <dd>{t('what.facts.session')}</dd>
              <dt>{t('what.facts.healingLabel')}</dt>
              <dd>{t('what.facts.healing')}</dd>
              <dt>{t('what.facts.lastsLabel')}</dt>
              <dd>{t('what.facts.lasts')}</dd>
            </dl>
          </div>
        </div>
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
          <PriceBox featured title={t('price.box.title')} price={formatPrice(PRICES.lipBlushing)} note={t('price.box.note')} includes={list('price.box.includes')}>
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

      <Section id="healing" title={t('healing.title')} intro={t('healing.intro')}>
        <ol className="timeline">
          {stages.map((stage) => (
            <li key={stage.when}>
              <span className="timeline-when">{stage.when}</span>
              <h3>{stage.title}</h3>
              <p>{stage.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="prepare" tone="alt" title={t('prepare.title')} intro={t('prepare.intro')}>
        <div className="grid grid-2">
          <div className="card">
            <h3>{t('prepare.before.title')}</h3>
            <ul className="check-list">
              {list('prepare.before.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>{t('prepare.after.title')}</h3>
            <ul className="check-list">
              {list('prepare.after.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <a className="more-link" href={href('/permanent-makeup-aftercare')}>
              {t('prepare.after.link')} <ArrowRightIcon />
            </a>
          </div>
        </div>
        <p className="callout" style={{ marginTop: '1.5rem' }}>
          {t('prepare.medical')}
        </p>
      </Section>

      <Section id="faq" title={t('faq.title')} intro={t('faq.intro')} narrow>
        <Accordion items={list<QuestionAnswer>('faq.items')} />
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} />
    </div>
  )
}
