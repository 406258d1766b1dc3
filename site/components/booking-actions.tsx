import { useTranslation } from 'react-i18next'
import { useBookingLinks } from './booking-links.ts'
import { CalendarIcon, ChatIcon, PhoneIcon } from './icons.tsx'
import { BookNowLink } from './book-now-link.tsx'

/**
 * The booking buttons most pages end with: book (the /booking page, or the platform: `service`'s own page there when
 * it has one), call, and optionally chat with a greeting (defaults to the general one). `light` suits dark sections.
 */
export function BookingActions({
  chatGreeting,
  showChat = false,
  light = false,
  bookLabel,
  service,
}: {
  chatGreeting?: string
  showChat?: boolean
  light?: boolean
  bookLabel?: string
  /** The treatment the buttons are for (its slug). */
  service?: string
}) {
  const { t } = useTranslation('common')
  const links = useBookingLinks()
  return (
    <>
      <BookNowLink className={`button ${light ? 'button-light' : 'button-primary'}`} service={service}>
        <CalendarIcon /> {bookLabel ?? t('cta.bookNow')}
      </BookNowLink>
      <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} {...links.phone}>
        <PhoneIcon /> {t('cta.callNow')}
      </a>
      {showChat && (
        <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} {...links.chat(chatGreeting)}>
          <ChatIcon /> {t('cta.chat')}
          <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
        </a>
      )}
    </>
  )
}
