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
import '../../styles/service-pages.css'

// Healing times, the aftercare period and the touch-up are studio facts (TREATMENT_FACTS, TOUCH_UP_WEEKS in
// shared/content/studio.ts), which the catalogue reads as default variables ({{browHealWeeksFrom}}, ...).

type Stat = { value: string; label: string }
type Fact = { label: string; value: string }

export default function Page() {
  const { t } = useTranslation('aftercare')
  const list = <T = string,>(key: string) => t(key, { returnObjects: true }) as unknown as T[]
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()

  return (
    <div className="svc-page">
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={<StudioArt label={t('hero.artLabel')} />}
        actions={<BookingActions />}
      >
        <ul className="stats" aria-label={t('hero.statsLabel')}>
          {list<Stat>('hero.stats').map((stat) => (
            <li key={stat.label} className="stat">
              <span className="stat-value">{stat.value}</span>
              <span className="stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </PageHero>

      <Section id="essentials" title={t('essentials.title')} intro={t('essentials.intro')}>
        <ul className="check-list columns-2">
          {list('essentials.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="care" tone="alt" title={t('care.title')} intro={t('care.intro')}>
        <div className="grid grid-3">
          <article className="card care-card">
            <BrowArt className="care-art" />
            <h3>{t('care.microblading.title')}</h3>
            <ol className="routine">
              {list('care.microblading.steps').map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </article>
          <article className="card care-card">
            <BrowArt className="care-art" />
            <h3>{t('care.ombre.title')}</h3>
            <p>{t('care.ombre.intro')}</p>
            <ul className="check-list">
              {list('care.ombre.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
          <article className="card care-card">
            <LipArt className="care-art" />
            <h3>{t('care.lips.title')}</h3>
            <ul className="check-list">
              {list('care.lips.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        </div>
      </Section>

      <Section id="avoid" tone="blush" title={t('avoid.title')} intro={t('avoid.intro')}>
        <ul className="dont-list columns-2">
          {list('avoid.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="callout" style={{ marginTop: '1.5rem' }}>
          {t('avoid.afterHealing')}
        </p>
      </Section>

      <Section id="contact" title={t('contact.title')} intro={t('contact.intro')}>
        <div className="grid grid-2">
          <article className="card">
            <h3>{t('contact.studio.title')}</h3>
            <ul className="check-list">
              {list('contact.studio.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <div className="button-row">
              <a className="button button-primary button-small" {...phoneCall}>
                <PhoneIcon /> {t('contact.studio.call')}
              </a>
              <a className="button button-secondary button-small" {...chat(t('contact.studio.chatGreeting'))}>
                <ChatIcon /> {t('contact.studio.chat')}
                <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
              </a>
              <a className="button button-secondary button-small" href={href('/contact')}>
                <MailIcon /> {t('contact.studio.message')}
              </a>
            </div>
          </article>
          <article className="card card-warning">
            <h3>{t('contact.doctor.title')}</h3>
            <ul className="dont-list">
              {list('contact.doctor.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{t('contact.doctor.after')}</p>
            <p className="urgent" role="note">
              {t('contact.doctor.urgent')}
            </p>
          </article>
        </div>
      </Section>

      <Section id="touch-up" tone="alt">
        <div className="split">
          <div>
            <p className="eyebrow">{t('touchUp.eyebrow')}</p>
            <h2 id="touch-up-title">{t('touchUp.title')}</h2>
            <p className="lead">{t('touchUp.text')}</p>
            <p>{t('touchUp.why')}</p>
          </div>
          <div className="card">
            <h3>{t('touchUp.factsTitle')}</h3>
            <dl className="facts">
              {list<Fact>('touchUp.facts').map((fact) => (
                <Fragment key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </Fragment>
              ))}
            </dl>
            <a className="button button-primary" href={href('/booking')}>
              <CalendarIcon /> {t('touchUp.book')}
            </a>
          </div>
        </div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')}>
        <a className="button button-light" href={href('/booking')}>
          <CalendarIcon /> {t('cta.book')}
        </a>
        <a className="button button-ghost-light" href={href('/contact')}>
          <MailIcon /> {t('cta.contact')}
        </a>
        <a className="button button-ghost-light" {...phoneCall}>
          <PhoneIcon /> {t('cta.call')}
        </a>
      </CtaBand>
    </div>
  )
}
