import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { useLanguage } from '../i18n/use-language.ts'
import { useBookingLinks } from './booking-links.ts'
import { useStudio } from './use-studio.ts'
import { useServices } from '../content/page-services.ts'
import { CloseButton } from './close-button.tsx'
import { MenuIcon, PhoneIcon } from './icons.tsx'
import { LanguageOffer, LanguageSwitcher } from './language-switcher.tsx'
import { BookNowLink } from './book-now-link.tsx'

type NavLink = readonly [path: string, key: string]

/**
 * The site's navigation, grouped so the header is one line from 1024 px up: the treatments under
 * Services, the before/after gallery, the studio's people and work under About, then Pricing, Blog and Contact; the home page is the brand.
 * The drawer shows every link under the same headings. The booking button is separate and always visible.
 */
export const NAV: ReadonlyArray<{ key: string; links: readonly NavLink[] } | { key: string; path: string }> = [
  {
    key: 'services',
    // Each service the studio shows goes between these two, by its name (decision 024).
    links: [
      ['/services', 'allServices'],
      ['/permanent-makeup-aftercare', 'aftercare'],
    ],
  },
  // The before/after photos are what visitors decide on: a link of the top level, high in the phone menu.
  { key: 'gallery', path: '/before-after-gallery' },
  {
    key: 'about',
    links: [
      ['/artists', 'artists'],
      ['/portfolio', 'portfolio'],
      ['/microblading-course-atlanta-ga', 'course'],
      ['/faq', 'faq'],
    ],
  },
  { key: 'pricing', path: '/permanent-makeup-pricing' },
  { key: 'blog', path: '/blog' },
  { key: 'contact', path: '/contact' },
]

/**
 * A group's links with their words: the services group lists the studio's services after "All services"; the About
 * group ends with the pages the owner added to the menu.
 */
function useNavLinks(): (item: { key: string; links: readonly NavLink[] }) => Array<{ path: string; label: string }> {
  const { t } = useTranslation('common')
  const services = useServices()
  const addedPages = usePageContext().addedPageLinks?.menu ?? []
  return (item) => {
    const links = item.links.map(([path, key]) => ({ path, label: t(`nav.${key}`) }))
    if (item.key === 'about') return [...links, ...addedPages]
    if (item.key !== 'services') return links
    return [links[0]!, ...services.map((service) => ({ path: service.path, label: service.name })), ...links.slice(1)]
  }
}

/** Whether a link is the page shown (or a page under it: a post under /blog). Paths are the page's logical path. */
function useCurrent() {
  const { urlPathname } = usePageContext()
  return (target: string) => (target === '/' ? urlPathname === '/' : urlPathname === target || urlPathname.startsWith(`${target}/`))
}

/** The header's navigation: a disclosure menu per group (`<details>`, so it works before any script runs). */
function DesktopNav() {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const current = useCurrent()
  const linksOf = useNavLinks()
  return (
    <ul className="nav-list">
      {NAV.map((item) =>
        'links' in item ? (
          <li key={item.key} className="nav-group">
            <details data-nav-menu>
              <summary className={linksOf(item).some(({ path }) => current(path)) ? 'nav-current' : undefined}>{t(`nav.${item.key}`)}</summary>
              <ul className="nav-menu">
                {linksOf(item).map(({ path, label }) => (
                  <li key={path}>
                    <a href={href(path)} aria-current={current(path) ? 'page' : undefined}>
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={item.key}>
            <a href={href(item.path)} aria-current={current(item.path) ? 'page' : undefined}>
              {t(`nav.${item.key}`)}
            </a>
          </li>
        ),
      )}
    </ul>
  )
}

/** The drawer's navigation: every link, under the same headings as the header's menus. */
function DrawerNav() {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const current = useCurrent()
  const linksOf = useNavLinks()
  const link = (path: string, label: string) => (
    <li key={path}>
      <a href={href(path)} aria-current={current(path) ? 'page' : undefined}>
        {label}
      </a>
    </li>
  )
  return (
    <ul className="nav-list">
      {link('/', t('nav.home'))}
      {NAV.map((item) =>
        'links' in item ? (
          <li key={item.key} className="drawer-group">
            <p className="drawer-group-title" id={`drawer-${item.key}`}>
              {t(`nav.${item.key}`)}
            </p>
            <ul className="nav-list" aria-labelledby={`drawer-${item.key}`}>
              {linksOf(item).map(({ path, label }) => link(path, label))}
            </ul>
          </li>
        ) : (
          link(item.path, t(`nav.${item.key}`))
        ),
      )}
    </ul>
  )
}

/** The uploaded logo's box, inline: only a page with a logo carries it (the first load of the others stays as it was). */
const LOGO_STYLE = { display: 'block', height: 40, width: 'auto', maxWidth: 180, objectFit: 'contain' } as const

/** The header, and the offer of the page in the browser's language over the page's top. */
export function SiteHeader() {
  return (
    <>
      <LanguageOffer />
      <Header />
    </>
  )
}

function Header() {
  const logo = usePageContext().brand?.logo
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const studio = useStudio()
  const links = useBookingLinks()

  return (
    <header className="site-header">
      <div className="container header-row">
        <a className="brand" href={href('/')}>
          {logo ? (
            <img className="brand-logo" style={LOGO_STYLE} src={logo.url} width={logo.width} height={logo.height} alt={studio.shortName} decoding="async" />
          ) : (
            <svg className="brand-mark" width="36" height="36" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <circle cx="24" cy="24" r="23" fill="var(--plum)" />
              <path d="M11 27c5-8 15-11 26-6" stroke="var(--rose-gold-light)" strokeWidth="3" fill="none" strokeLinecap="round" />
              <path d="M14 32c4 2 9 2 13 0" stroke="var(--ivory)" strokeWidth="2.2" fill="none" strokeLinecap="round" />
            </svg>
          )}
          <span className="brand-text">
            {!logo && <span className="brand-name">{studio.shortName}</span>}
            <span className="brand-tagline">{t('brandTagline')}</span>
          </span>
        </a>
        <nav className="desktop-nav" aria-label={t('nav.label')}>
          <DesktopNav />
        </nav>
        <div className="header-actions">
          <div className="desktop-only">
            <LanguageSwitcher />
          </div>
          {/* On a phone the other language is one tap away too, not only at the drawer's end. */}
          <div className="mobile-only">
            <LanguageSwitcher compact />
          </div>
          <a className="icon-button mobile-only" {...links.phone} aria-label={t('cta.callUs')}>
            <PhoneIcon />
          </a>
          <BookNowLink className="button button-primary button-small">{t('nav.book')}</BookNowLink>
          <button type="button" className="icon-button menu-button" aria-haspopup="dialog" aria-controls="site-drawer">
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
            <DrawerNav />
          </nav>
          <LanguageSwitcher />
          <BookNowLink className="button button-primary drawer-book">{t('nav.book')}</BookNowLink>
        </div>
      </dialog>
    </header>
  )
}
