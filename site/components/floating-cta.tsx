import { useTranslation } from 'react-i18next'
import { useBookingLinks } from './booking-links.ts'
import { CloseButton } from './close-button.tsx'
import { CalendarIcon, PhoneIcon } from './icons.tsx'
import { BookNowLink } from './book-now-link.tsx'

/**
 * The floating call-to-action, hidden until site/client/floating-cta.ts shows it past 600 px of scrolling; it steps
 * aside wherever it would cover a form, a label, a caption or the footer.
 */
export function FloatingCta() {
  const { t } = useTranslation('common')
  const links = useBookingLinks()
  return (
    <div className="floating-cta" hidden>
      <div id="floating-panel" className="floating-panel" role="region" aria-label={t('cta.floatingTitle')} hidden>
        <div className="floating-panel-head">
          <p className="floating-title">{t('cta.floatingTitle')}</p>
          <CloseButton label={t('cta.floatingClose')} data-floating-close />
        </div>
        <p className="floating-text">{t('cta.floatingText')}</p>
        <BookNowLink className="button button-primary">
          <CalendarIcon /> {t('cta.bookOnline')}
        </BookNowLink>
        <a className="button button-secondary" {...links.phone}>
          <PhoneIcon /> {t('cta.callNow')}
        </a>
      </div>
      <button type="button" className="floating-toggle" aria-expanded="false" aria-controls="floating-panel">
        <CalendarIcon width={24} height={24} />
        <span className="visually-hidden">{t('cta.floatingOpen')}</span>
      </button>
    </div>
  )
}
