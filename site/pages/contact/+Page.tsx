import { useTranslation } from 'react-i18next'
import { NORTH_GEORGIA_AREAS, STUDIO } from '../../../shared/content/studio.ts'
import { StudioArt } from '../../components/art.tsx'
import { BookingActions } from '../../components/booking-actions.tsx'
import { chat, phoneCall } from '../../components/booking-links.ts'
import { ContactForm } from '../../components/contact-form.tsx'
import { EmbedFacade } from '../../components/embed-facade.tsx'
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons.tsx'
import { OpeningHours } from '../../components/opening-hours.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { Section } from '../../components/section.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import './contact.css'

const { street, city, region, postalCode } = STUDIO.address
const fullAddress = `${street}, ${city}, ${region} ${postalCode}`
/** Directions in Google Maps: a search for the studio's address (the embed itself is STUDIO.embeds.map). */
const mapsSearch = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress)}`
/** Nearby towns; Gainesville itself has its own card. */
const nearbyTowns = NORTH_GEORGIA_AREAS.filter((area) => area !== city)

const STEPS = ['design', 'color', 'treatment'] as const

export default function Page() {
  const { t } = useTranslation('contact')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<StudioArt />} actions={<BookingActions />} />

      <Section id="details" title={t('details.title')} intro={t('details.intro')}>
        <div className="grid grid-3">
          <div className="card">
            <span className="card-icon">
              <PhoneIcon width={26} height={26} />
            </span>
            <h3>{t('details.phone.title')}</h3>
            <p>{t('details.phone.text')}</p>
            <p className="contact-line">
              <a {...phoneCall}>{STUDIO.phone.display}</a>
            </p>
            <p className="with-icon">
              <ChatIcon />
              <a {...chat(t('details.phone.chatGreeting'))}>
                {t('details.phone.chat')}
                <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
              </a>
            </p>
            <p className="with-icon">
              <MailIcon />
              <a href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a>
            </p>
          </div>
          <div className="card">
            <span className="card-icon">
              <MapPinIcon width={26} height={26} />
            </span>
            <h3>{t('details.address.title')}</h3>
            <address className="contact-address">
              {STUDIO.name}
              <br />
              {street}
              <br />
              {city}, {region} {postalCode}
            </address>
            <p>{t('details.address.text')}</p>
            {STUDIO.freeParking && <p>{t('details.address.parking')}</p>}
            <p>
              <a href={mapsSearch} target="_blank" rel="noopener noreferrer">
                {t('details.address.directions')}
                <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
              </a>
            </p>
          </div>
          <div className="card">
            <span className="card-icon">
              <ClockIcon width={26} height={26} />
            </span>
            <h3>{t('details.hours.title')}</h3>
            <p>{t('details.hours.text')}</p>
            <OpeningHours compact />
          </div>
        </div>
      </Section>

      <Section id="areas" tone="alt" title={t('areas.title')} intro={t('areas.intro')}>
        <div className="grid grid-3">
          <div className="card">
            <h3>{t('areas.atlanta.title')}</h3>
            <p>{t('areas.atlanta.text')}</p>
            <a href={href('/microblading-atlanta-location')}>{t('areas.atlanta.link')}</a>
          </div>
          <div className="card">
            <h3>{t('areas.gainesville.title')}</h3>
            <p>{t('areas.gainesville.text')}</p>
            <a href={href('/microblading-gainesville-location')}>{t('areas.gainesville.link')}</a>
          </div>
          <div className="card">
            <h3>{t('areas.northGeorgia.title')}</h3>
            <p>{t('areas.northGeorgia.text')}</p>
            <ul className="area-list" aria-label={t('areas.northGeorgia.listLabel')}>
              {nearbyTowns.map((town) => (
                <li key={town}>{town}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="find-us" title={t('findUs.title')} intro={t('findUs.intro')}>
        <div className="grid grid-2">
          <EmbedFacade kind="map" title={t('findUs.map.title')} description={t('findUs.map.text')} src={STUDIO.embeds.map} href={mapsSearch} />
          <EmbedFacade kind="reviews" title={t('findUs.reviews.title')} description={t('findUs.reviews.text')} href={STUDIO.links.reviews} />
        </div>
      </Section>

      <Section id="message" tone="blush">
        <div className="split contact-split">
          <div>
            <p className="eyebrow">{t('form.eyebrow')}</p>
            <h2 id="message-title">{common('contactForm.title')}</h2>
            <p className="lead">{common('contactForm.intro')}</p>
            <p>{t('form.text')}</p>
            <p className="with-icon">
              <PhoneIcon />
              <span>
                {t('form.preferCall')} <a {...phoneCall}>{STUDIO.phone.display}</a>
              </span>
            </p>
          </div>
          <div className="card">
            <ContactForm />
          </div>
        </div>
      </Section>

      <Section id="expect" title={t('expect.title')} intro={t('expect.intro')}>
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step}>
              <h3>{t(`expect.steps.${step}.title`)}</h3>
              <p>{t(`expect.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="button-row contact-expect-actions">
          <BookingActions bookLabel={common('cta.bookConsultation')} />
        </div>
      </Section>
    </>
  )
}
