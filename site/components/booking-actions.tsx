import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n/use-language.ts'
import { useBookingLinks } from './booking-links.ts'
import { CalendarIcon, ChatIcon, PhoneIcon } from './icons.tsx'

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
  const { href } = useLanguage()
  return (
    <>
      <a className={`button ${light ? 'button-light' : 'button-primary'}`} href={href('/booking')}>
        <CalendarIcon /> {bookLabel ?? t('cta.bookNow')}
      </a>
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
