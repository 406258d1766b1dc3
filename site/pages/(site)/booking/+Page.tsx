import { useTranslation } from 'react-i18next'
import { formatPrice } from '#shared/content/studio.ts'
import { StudioPolicies } from '../../../components/studio-policies.tsx'
import { useStudio } from '../../../components/use-studio.ts'
import { CalendarArt } from '../../../components/art.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { CalendarIcon, ChatIcon, MapPinIcon, PhoneIcon } from '../../../components/icons.tsx'
import { OpeningHours } from '../../../components/opening-hours.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { Section } from '../../../components/section.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import { useServices, useShownService } from '../../../content/page-services.ts'

// One price per service, the service's own (decision 024). The touch-up has its note below the list, while the
// studio shows it.
const TOUCH_UP = 'touch-up'

export default function Page() {
  const { t } = useTranslation('booking')
  const { t: common } = useTranslation('common')
  const studio = useStudio()
  const services = useServices()
  const touchUp = useShownService(TOUCH_UP)
  const links = useBookingLinks()
  const { href } = useLanguage()
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        text={t('description')}
        art={<CalendarArt />}
        actions={
          <a className="button button-primary" {...links.booking()}>
            <CalendarIcon /> {t('methods.online.action')}
            <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
          </a>
        }
      >
        <p style={{ marginTop: '1.5rem' }}>
          <a href={href('/')}>← {t('backHome')}</a>
        </p>
      </PageHero>

      <Section id="methods" title={t('methodsTitle')}>
        <div className="grid grid-3">
          <IconCard Icon={CalendarIcon} title={t('methods.online.title')} text={t('methods.online.text')}>
            <a className="button button-primary" {...links.booking()}>
              {t('methods.online.action')}
              <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
            </a>
          </IconCard>
          <IconCard Icon={PhoneIcon} title={t('methods.phone.title')} text={t('methods.phone.text')}>
            <a className="button button-secondary" {...links.phone}>
              {t('methods.phone.action')}
            </a>
          </IconCard>
          <IconCard Icon={ChatIcon} title={t('methods.chat.title')} text={t('methods.chat.text')}>
            <a className="button button-secondary" {...links.chat(t('methods.chat.greeting'))}>
              {t('methods.chat.action')}
              <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
            </a>
          </IconCard>
        </div>
      </Section>

      <Section id="prices" tone="alt">
        <div className="split">
          <div>
            <h2 id="prices-title">{t('pricesTitle')}</h2>
            <div className="table-wrap">
              <table>
                <tbody>
                  {services
                    .filter((service) => service.slug !== TOUCH_UP)
                    .map((service) => (
                      <tr key={service.slug}>
                        <th scope="row">
                          <a {...links.booking(service.slug)}>
                            {service.name}
                            <span className="visually-hidden"> {common('cta.opensInNewTab')}</span>
                          </a>
                        </th>
                        <td className="price-cell">{formatPrice(service.price)}</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
            {touchUp && (
              <p className="callout" style={{ marginTop: '1.25rem' }}>
                {t('touchUpNote')}
              </p>
            )}
          </div>
          <div className="card">
            <h2 style={{ fontSize: '1.6rem' }}>{t('assistance.title')}</h2>
            <p>{t('assistance.text')}</p>
            <p className="with-icon">
              <PhoneIcon />
              <span>
                <strong>{t('assistance.phoneLabel')}:</strong> <a {...links.phone}>{studio.phone}</a>
              </span>
            </p>
            <p className="with-icon">
              <MapPinIcon />
              <span>
                <strong>{t('assistance.locationLabel')}:</strong> {t('assistance.location')}
              </span>
            </p>
            <OpeningHours />
          </div>
        </div>
      </Section>

      <StudioPolicies />
    </>
  )
}
