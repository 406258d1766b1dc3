import { useTranslation } from 'react-i18next'
import { useBookingLinks } from './booking-links.ts'
import { CalendarIcon, ChatIcon, PhoneIcon } from './icons.tsx'
import { BookNowLink } from './book-now-link.tsx'

/**
 * The booking buttons most pages end with: book (the /booking page), call, and optionally chat with a greeting
 * (defaults to the general one). `light` suits dark sections.
 */
export function BookingActions({
  chatGreeting,
  showChat = false,
  light = false,
  bookLabel,
}: {
  chatGreeting?: string
  showChat?: boolean
  light?: boolean
  bookLabel?: string
}) {
  const { t } = useTranslation('common')
  const links = useBookingLinks()
  return (
    <>
      <BookNowLink className={`button ${light ? 'button-light' : 'button-primary'}`}>
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
