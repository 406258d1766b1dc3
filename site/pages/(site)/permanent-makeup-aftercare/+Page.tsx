import { useTranslation } from 'react-i18next'
import { BrowArt, CareArt, LipArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { Card } from '../../../components/card.tsx'
import { CheckList } from '../../../components/check-list.tsx'
import { type Fact, FactsCard } from '../../../components/fact-list.tsx'
import { CalendarIcon, ChatIcon, MailIcon, PhoneIcon } from '../../../components/icons.tsx'
import { Section } from '../../../components/section.tsx'
import { ServicePage } from '../../../components/service-page.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import { usePageText } from '../../../i18n/use-page-text.ts'
import { TouchUpSection } from '../../../components/touch-up-section.tsx'
import '../../../styles/service-pages.css'
import { BookNowLink } from '../../../components/book-now-link.tsx'

// Healing times, the aftercare period and the touch-up are studio facts (TREATMENT_FACTS, TOUCH_UP_WEEKS in
// shared/content/studio.ts), which the catalogue reads as default variables ({{browHealWeeksFrom}}, ...).

type Stat = { value: string; label: string }

export default function Page() {
  const { t, list } = usePageText('aftercare')
  const { t: common } = useTranslation('common')
  const links = useBookingLinks()
  const { href } = useLanguage()

  return (
    <ServicePage
      ns="aftercare"
      Art={CareArt}
      heroActions={<BookingActions />}
      heroExtra={
        <ul className="stats" aria-label={t('hero.statsLabel')}>
          {list<Stat>('hero.stats').map((stat) => (
            <li key={stat.label} className="stat">
              <span className="stat-value">{stat.value}</span>
              <span className="stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      }
      ctaActions={
        <>
          <BookNowLink className="button button-light">
            <CalendarIcon /> {t('cta.book')}
          </BookNowLink>
          <a className="button button-ghost-light" href={href('/contact')}>
            <MailIcon /> {t('cta.contact')}
          </a>
          <a className="button button-ghost-light" {...links.phone}>
            <PhoneIcon /> {t('cta.call')}
          </a>
        </>
      }
    >
      <Section id="essentials" title={t('essentials.title')} intro={t('essentials.intro')}>
        <CheckList items={list('essentials.items')} className="columns-2" />
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
            <CheckList items={list('care.ombre.items')} />
          </article>
          <article className="card care-card">
            <LipArt className="care-art" />
            <h3>{t('care.lips.title')}</h3>
            <CheckList items={list('care.lips.items')} />
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
          <Card as="article" title={t('contact.studio.title')}>
            <CheckList items={list('contact.studio.items')} />
            <div className="button-row">
              <a className="button button-primary button-small" {...links.phone}>
                <PhoneIcon /> {t('contact.studio.call')}
              </a>
              <a className="button button-secondary button-small" {...links.chat(t('contact.studio.chatGreeting'))}>
                <ChatIcon /> {t('contact.studio.chat')}
                <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
              </a>
              <a className="button button-secondary button-small" href={href('/contact')}>
                <MailIcon /> {t('contact.studio.message')}
              </a>
            </div>
          </Card>
          <Card as="article" className="card-warning" title={t('contact.doctor.title')}>
            <ul className="dont-list">
              {list('contact.doctor.items').map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>{t('contact.doctor.after')}</p>
            <p className="urgent" role="note">
              {t('contact.doctor.urgent')}
            </p>
          </Card>
        </div>
      </Section>

      <TouchUpSection
        ns="aftercare"
        tone="alt"
        aside={
          <FactsCard title={t('touchUp.factsTitle')} facts={list<Fact>('touchUp.facts')}>
            <BookNowLink className="button button-primary">
              <CalendarIcon /> {t('touchUp.book')}
            </BookNowLink>
          </FactsCard>
        }
      />
    </ServicePage>
  )
}
