import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { useLanguage } from '../i18n/use-language.ts'
import { useBookingLinks } from './booking-links.ts'
import { useStudio } from './use-studio.ts'
import { CloseButton } from './close-button.tsx'
import { MenuIcon, PhoneIcon } from './icons.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

/** SPEC §2 navigation, in its order; the booking button is separate and always visible. */
export const NAV_LINKS = [
  ['/', 'home'],
  ['/services', 'services'],
  ['/microblading-atlanta-ga', 'microblading'],
  ['/ombre-brows-gainesville-ga', 'ombre'],
  ['/lip-blushing-atlanta', 'lips'],
  ['/artists', 'artists'],
  ['/portfolio', 'portfolio'],
  ['/before-after-gallery', 'gallery'],
  ['/microblading-course-atlanta-ga', 'course'],
  ['/blog', 'blog'],
  ['/permanent-makeup-aftercare', 'aftercare'],
  ['/permanent-makeup-pricing', 'pricing'],
  ['/faq', 'faq'],
  ['/contact', 'contact'],
] as const

function NavList() {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const { urlPathname } = usePageContext()
  const current = (path: string) => (path === '/' ? urlPathname === '/' : urlPathname === path || urlPathname.startsWith(`${path}/`))
  return (
    <ul className="nav-list">
      {NAV_LINKS.map(([path, key]) => (
        <li key={path}>
          <a href={href(path)} aria-current={current(path) ? 'page' : undefined}>
            {t(`nav.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  )
}

export function SiteHeader() {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const studio = useStudio()
  const links = useBookingLinks()

  return (
    <header className="site-header">
      <div className="container header-row">
        <a className="brand" href={href('/')}>
          <svg className="brand-mark" width="36" height="36" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="23" fill="var(--plum)" />
            <path d="M11 27c5-8 15-11 26-6" stroke="var(--rose-gold-light)" strokeWidth="3" fill="none" strokeLinecap="round" />
            <path d="M14 32c4 2 9 2 13 0" stroke="var(--ivory)" strokeWidth="2.2" fill="none" strokeLinecap="round" />
          </svg>
          <span className="brand-text">
            <span className="brand-name">{studio.shortName}</span>
            <span className="brand-tagline">{t('brandTagline')}</span>
          </span>
        </a>
        <nav className="desktop-nav" aria-label={t('nav.label')}>
          <NavList />
        </nav>
        <div className="header-actions">
          <div className="desktop-only">
            <LanguageSwitcher />
          </div>
          <a className="icon-button mobile-only" {...links.phone} aria-label={t('cta.callUs')}>
            <PhoneIcon />
          </a>
          <a className="button button-primary button-small" href={href('/booking')}>
            {t('nav.book')}
          </a>
          <button
            type="button"
            className="icon-button menu-button"
            aria-haspopup="dialog"
            aria-controls="site-drawer"
          >
            <MenuIcon />
            <span className="visually-hidden">{t('nav.openMenu')}</span>
          </button>
        </div>
      </div>
      {/* Opened and closed by site/client/drawer.ts. */}
      <dialog id="site-drawer" className="drawer" aria-label={t('nav.menu')}>
        <div className="drawer-panel">
          <div className="drawer-head">
            <span className="drawer-title">{t('nav.menu')}</span>
            <CloseButton label={t('nav.closeMenu')} data-drawer-close />
          </div>
          <nav aria-label={t('nav.label')}>
            <NavList />
          </nav>
          <LanguageSwitcher />
          <a className="button button-primary drawer-book" href={href('/booking')}>
            {t('nav.book')}
          </a>
        </div>
      </dialog>
    </header>
  )
}
