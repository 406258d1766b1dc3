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
import '../permanent-makeup-pricing/service-pages.css'
import { useServiceText } from '../permanent-makeup-pricing/service-facts.ts'

// Numbers (price, session length, longevity, healing, touch-up week, pre-care) follow the one set chosen in
// ../permanent-makeup-pricing/service-facts.ts, shared by the five service pages.

type Item = { title: string; text: string }
type Stage = { when: string; title: string; text: string }

const BENEFIT_ICONS = [SparkleIcon, StarIcon, ClockIcon, CheckIcon]

export default function Page() {
  const { text, list } = useServiceText('lips')
  const { href } = useLanguage()
  const benefits = list<Item>('benefits.items')
  const steps = list<Item>('process.steps')
  const stages = list<Stage>('healing.stages')

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={text('hero.eyebrow')}
        title={text('hero.title')}
        text={text('hero.text')}
        art={<LipArt label={text('hero.artLabel')} />}
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

      <Section id="what" tone="alt">
        <div className="split">
          <div>
            <p className="eyebrow">{text('what.eyebrow')}</p>
            <h2 id="what-title">{text('what.title')}</h2>
            {list('what.paragraphs').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="card">
            <h3>{text('what.factsTitle')}</h3>
            <dl className="facts">
              <dt>{text('what.facts.alsoCalledLabel')}</dt>
              <dd>{text('what.facts.alsoCalled')}</dd>
              <dt>{text('what.facts.sessionLabel')}</dt>
              <dd>{text('what.facts.session')}</dd>
              <dt>{text('what.facts.healingLabel')}</dt>
              <dd>{text('what.facts.healing')}</dd>
              <dt>{text('what.facts.lastsLabel')}</dt>
              <dd>{text('what.facts.lasts')}</dd>
            </dl>
          </div>
        </div>
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
          <PriceBox featured title={text('price.box.title')} price={formatPrice(PRICES.lipBlushing)} note={text('price.box.note')} includes={list('price.box.includes')}>
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

      <Section id="healing" title={text('healing.title')} intro={text('healing.intro')}>
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

      <Section id="prepare" tone="alt" title={text('prepare.title')} intro={text('prepare.intro')}>
        <div className="grid grid-2">
          <div className="card">
            <h3>{text('prepare.before.title')}</h3>
            <ul className="check-list">
              {list('prepare.before.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="card">
            <h3>{text('prepare.after.title')}</h3>
            <ul className="check-list">
              {list('prepare.after.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <a className="more-link" href={href('/permanent-makeup-aftercare')}>
              {text('prepare.after.link')} <ArrowRightIcon />
            </a>
          </div>
        </div>
        <p className="callout" style={{ marginTop: '1.5rem' }}>
          {text('prepare.medical')}
        </p>
      </Section>

      <Section id="faq" title={text('faq.title')} intro={text('faq.intro')} narrow>
        <Accordion items={list<QuestionAnswer>('faq.items')} />
      </Section>

      <CtaBand title={text('cta.title')} text={text('cta.text')} />
    </div>
  )
}
