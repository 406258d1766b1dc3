import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n/use-language.ts'
import { useBookingLinks } from './booking-links.ts'
import { useStudio } from './use-studio.ts'

/**
 * A "Book Now" button. As the studio chose in Settings: the booking page (online, call or chat,
 * and the prices), or the booking platform in one tap, a treatment's own page there when the button is for one. The
 * platform opens in a new tab: the visitor keeps the studio's page to come back to, and the
 * platform's own pages (payment, confirmation) stay out of the site's history.
 */
export function BookNowLink({
  className,
  service,
  children,
}: {
  className: string
  /** The service's slug: its own booking page on the platform. */ service?: string
  children: ReactNode
}) {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const { booking } = useStudio()
  const links = useBookingLinks()
  if (booking.bookNowOpens !== 'platform') {
    return (
      <a className={className} href={href('/booking')}>
        {children}
      </a>
    )
  }
  return (
    <a className={className} {...links.booking(service)}>
      {children}
      <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
    </a>
  )
}
