import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowArt, LipArt, StudioArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { chat, phoneCall } from '../../components/booking-links.ts'
import { CtaBand } from '../../components/cta-band.tsx'
import { CalendarIcon, ChatIcon, MailIcon, PhoneIcon } from '../../components/icons.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import '../permanent-makeup-pricing/service-pages.css'
import { useServiceText } from '../permanent-makeup-pricing/service-facts.ts'

// Healing times, the aftercare period and the touch-up follow the one set chosen in
// ../permanent-makeup-pricing/service-facts.ts (brows 4–6 weeks, flaking days 7–14, lips 7–10 days, rules for the
// first 10–14 days, touch-up at TOUCH_UP_WEEKS weeks), shared by the five service pages.

type Stat = { value: string; label: string }
type Fact = { label: string; value: string }

export default function Page() {
  const { text, list } = useServiceText('aftercare')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={text('hero.eyebrow')}
        title={text('hero.title')}
        text={text('hero.text')}
        art={<StudioArt label={text('hero.artLabel')} />}
        actions={<BookingActions />}
      >
        <ul className="stats" aria-label={text('hero.statsLabel')}>
          {list<Stat>('hero.stats').map((stat) => (
            <li key={stat.label} className="stat">
              <span className="stat-value">{stat.value}</span>
              <span className="stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </PageHero>

      <Section id="essentials" title={text('essentials.title')} intro={text('essentials.intro')}>
        <ul className="check-list columns-2">
          {list('essentials.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="care" tone="alt" title={text('care.title')} intro={text('care.intro')}>
        <div className="grid grid-3">
          <article className="card care-card">
            <BrowArt className="care-art" />
            <h3>{text('care.microblading.title')}</h3>
            <ol className="routine">
              {list('care.microblading.steps').map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </article>
          <article className="card care-card">
            <BrowArt className="care-art" />
            <h3>{text('care.ombre.title')}</h3>
            <p>{text('care.ombre.intro')}</p>
            <ul className="check-list">
              {list('care.ombre.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
          <article className="card care-card">
            <LipArt className="care-art" />
            <h3>{text('care.lips.title')}</h3>
            <ul className="check-list">
              {list('care.lips.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        </div>
      </Section>

      <Section id="avoid" tone="blush" title={text('avoid.title')} intro={text('avoid.intro')}>
        <ul className="dont-list columns-2">
          {list('avoid.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="callout" style={{ marginTop: '1.5rem' }}>
          {text('avoid.afterHealing')}
        </p>
      </Section>

      <Section id="contact" title={text('contact.title')} intro={text('contact.intro')}>
        <div className="grid grid-2">
          <article className="card">
            <h3>{text('contact.studio.title')}</h3>
            <ul className="check-list">
              {list('contact.studio.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <div className="button-row">
              <a className="button button-primary button-small" {...phoneCall}>
                <PhoneIcon /> {text('contact.studio.call')}
              </a>
              <a className="button button-secondary button-small" {...chat(text('contact.studio.chatGreeting'))}>
                <ChatIcon /> {text('contact.studio.chat')}
                <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
              </a>
              <a className="button button-secondary button-small" href={href('/contact')}>
                <MailIcon /> {text('contact.studio.message')}
              </a>
            </div>
          </article>
          <article className="card card-warning">
            <h3>{text('contact.doctor.title')}</h3>
            <ul className="dont-list">
              {list('contact.doctor.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{text('contact.doctor.after')}</p>
            <p className="urgent" role="note">
              {text('contact.doctor.urgent')}
            </p>
          </article>
        </div>
      </Section>

      <Section id="touch-up" tone="alt">
        <div className="split">
          <div>
            <p className="eyebrow">{text('touchUp.eyebrow')}</p>
            <h2 id="touch-up-title">{text('touchUp.title')}</h2>
            <p className="lead">{text('touchUp.text')}</p>
            <p>{text('touchUp.why')}</p>
          </div>
          <div className="card">
            <h3>{text('touchUp.factsTitle')}</h3>
            <dl className="facts">
              {list<Fact>('touchUp.facts').map((fact) => (
                <Fragment key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </Fragment>
              ))}
            </dl>
            <a className="button button-primary" href={href('/booking')}>
              <CalendarIcon /> {text('touchUp.book')}
            </a>
          </div>
        </div>
      </Section>

      <CtaBand title={text('cta.title')} text={text('cta.text')}>
        <a className="button button-light" href={href('/booking')}>
          <CalendarIcon /> {text('cta.book')}
        </a>
        <a className="button button-ghost-light" href={href('/contact')}>
          <MailIcon /> {text('cta.contact')}
        </a>
        <a className="button button-ghost-light" {...phoneCall}>
          <PhoneIcon /> {text('cta.call')}
        </a>
      </CtaBand>
    </div>
  )
}
