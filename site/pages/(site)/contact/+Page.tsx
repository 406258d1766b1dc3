import { useTranslation } from 'react-i18next'
import { mapEmbedUrl } from '#shared/content/studio.ts'
import { LetterArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { Card } from '../../../components/card.tsx'
import { ContactForm } from '../../../components/contact-form.tsx'
import { EmbedSection } from '../../../components/embed-facade.tsx'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons.tsx'
import { OpeningHours } from '../../../components/opening-hours.tsx'
import { useStudio } from '../../../components/use-studio.ts'
import { PageHero } from '../../../components/page-hero.tsx'
import { ProcessSteps } from '../../../components/process-steps.tsx'
import { Section } from '../../../components/section.tsx'
import { SplitSection } from '../../../components/split-section.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import './contact.css'

const STEPS = ['design', 'color', 'treatment'] as const
/** The areas with a page of their own (`areas.<area>.*`). */
const LOCATION_PAGES = [
  { area: 'atlanta', path: '/microblading-atlanta-location' },
  { area: 'gainesville', path: '/microblading-gainesville-location' },
] as const

export default function Page() {
  const { t } = useTranslation('contact')
  const { t: common } = useTranslation('common')
  const { href } = useLanguage()
  const studio = useStudio()
  const links = useBookingLinks()
  const { street, city, region, postalCode } = studio.address
  /** Nearby towns (the page's content); the studio's own town has its own card. */
  const nearbyTowns = t('areas.northGeorgia.towns', { returnObjects: true }) as unknown as string[]

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<LetterArt />} actions={<BookingActions />} />

      <Section id="details" title={t('details.title')} intro={t('details.intro')}>
        <div className="grid grid-3">
          <IconCard Icon={PhoneIcon} title={t('details.phone.title')} text={t('details.phone.text')}>
            <p className="contact-line">
              <a {...links.phone}>{studio.phone}</a>
            </p>
            <p className="with-icon">
              <ChatIcon />
              <a {...links.chat(t('details.phone.chatGreeting'))}>
                {t('details.phone.chat')}
                <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
              </a>
            </p>
            <p className="with-icon">
              <MailIcon />
              <a href={`mailto:${studio.email}`}>{studio.email}</a>
            </p>
          </IconCard>
          <IconCard Icon={MapPinIcon} title={t('details.address.title')}>
            <address className="contact-address">
              {studio.name}
              <br />
              {street}
              <br />
              {city}, {region} {postalCode}
            </address>
            <p>{t('details.address.text')}</p>
            {studio.freeParking && <p>{t('details.address.parking')}</p>}
            <p>
              <a href={studio.address.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('details.address.directions')}
                <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
              </a>
            </p>
          </IconCard>
          <IconCard Icon={ClockIcon} title={t('details.hours.title')} text={t('details.hours.text')}>
            <OpeningHours compact />
          </IconCard>
        </div>
      </Section>

      <Section id="areas" tone="alt" title={t('areas.title')} intro={t('areas.intro')}>
        <div className="grid grid-3">
          {LOCATION_PAGES.map(({ area, path }) => (
            <Card key={area} title={t(`areas.${area}.title`)}>
              <p>{t(`areas.${area}.text`)}</p>
              <a href={href(path)}>{t(`areas.${area}.link`)}</a>
            </Card>
          ))}
          <Card title={t('areas.northGeorgia.title')}>
            <p>{t('areas.northGeorgia.text')}</p>
            <ul className="area-list" aria-label={t('areas.northGeorgia.listLabel')}>
              {nearbyTowns.map((town) => (
                <li key={town}>{town}</li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>

      <EmbedSection
        ns="contact"
        id="find-us"
        part="findUs"
        columns={2}
        embeds={[
          { kind: 'map', src: mapEmbedUrl(studio.address), href: studio.address.mapUrl },
          { kind: 'reviews', href: studio.social.reviews },
        ]}
      />

      <SplitSection
        id="message"
        tone="blush"
        className="contact-split"
        eyebrow={t('form.eyebrow')}
        title={common('contactForm.title')}
        aside={
          <div className="card">
            <ContactForm />
          </div>
        }
      >
        <p className="lead">{common('contactForm.intro')}</p>
        <p>{t('form.text')}</p>
        <p className="with-icon">
          <PhoneIcon />
          <span>
            {t('form.preferCall')} <a {...links.phone}>{studio.phone}</a>
          </span>
        </p>
      </SplitSection>

      <Section id="expect" title={t('expect.title')} intro={t('expect.intro')}>
        <ProcessSteps steps={STEPS.map((step) => ({ title: t(`expect.steps.${step}.title`), text: t(`expect.steps.${step}.text`) }))} />
        <div className="button-row contact-expect-actions">
          <BookingActions bookLabel={common('cta.bookConsultation')} />
        </div>
      </Section>

      <Section id="privacy" tone="alt" title={t('privacy.title')}>
        <div className="contact-privacy">
          <p>{t('privacy.counting')}</p>
          <p>{t('privacy.addresses')}</p>
        </div>
      </Section>
    </>
  )
}
