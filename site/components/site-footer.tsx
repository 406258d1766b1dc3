import { usePageContext } from 'vike-react/usePageContext'
import { useTranslation } from 'react-i18next'
import { useServices } from '../content/page-services.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { OpeningHours } from './opening-hours.tsx'
import { MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from './icons.tsx'
import { useBookingLinks } from './booking-links.ts'
import { useStudio } from './use-studio.ts'

// The footer names three services by older paths (/microblading-atlanta, ...) and its own words; the server
// answers those paths with 301. Every other shown service is listed by its name and page.
const SPEC_SERVICE_LINKS: Readonly<Record<string, readonly [path: string, key: string]>> = {
  microblading: ['/microblading-atlanta', 'microbladingAtlanta'],
  'ombre-brows': ['/ombre-brows-gainesville', 'ombreBrows'],
  'lip-pigmentation': ['/lip-blushing-atlanta', 'lipBlushing'],
}

const COLUMNS = [
  [
    'locationsTitle',
    [
      ['/microblading-atlanta-location', 'atlanta'],
      ['/microblading-gainesville-location', 'studioCity'],
    ],
  ],
  [
    'studioTitle',
    [
      ['/artists', 'artists'],
      ['/portfolio', 'portfolio'],
      ['/before-after-gallery-extended', 'gallery'],
      ['/microblading-course', 'course'],
      ['/faq', 'faq'],
      ['/blog', 'blog'],
      ['/permanent-makeup-aftercare', 'aftercare'],
      ['/booking', 'booking'],
      ['/contact', 'contact'],
    ],
  ],
] as const

const SOCIAL = ['instagram', 'facebook', 'tiktok'] as const

/** The logo on the dark footer, on a light tile; inline, as the header's. */
const FOOTER_LOGO_STYLE = {
  display: 'block',
  height: 56,
  width: 'auto',
  maxWidth: 220,
  objectFit: 'contain',
  padding: '0.5rem 0.75rem',
  borderRadius: 10,
  background: '#fbf7f2',
} as const

/**
 * An email that may wrap only after its @ in a narrow column, never inside its name or domain (a browser would break
 * "belleza-" / "studio.example" at the hyphen): each part is kept whole (site.css, .footer-email).
 */
function emailWithBreak(email: string) {
  const at = email.indexOf('@')
  if (at < 0) return <span>{email}</span>
  return (
    <>
      <span>{email.slice(0, at + 1)}</span>
      <wbr />
      <span>{email.slice(at + 1)}</span>
    </>
  )
}

export function SiteFooter() {
  const logo = usePageContext().brand?.logo
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const studio = useStudio()
  const book = useBookingLinks()
  const { address } = studio
  const social = SOCIAL.filter((network) => studio.social[network])
  // The services column follows the studio's shown services, in their order, then the pricing page.
  const serviceLinks = [
    ...useServices().map((service) => {
      const spec = SPEC_SERVICE_LINKS[service.slug]
      return spec ? { path: spec[0], label: t(`footer.${spec[1]}`) } : { path: service.path, label: service.name }
    }),
    { path: '/permanent-makeup-pricing', label: t('footer.pricing') },
  ]
  // The studio column ends with the pages the owner added to the footer (docs/decisions/045-page-sections.md).
  const addedPages = usePageContext().addedPageLinks?.footer ?? []
  const columns = [
    ['servicesTitle', serviceLinks],
    ...COLUMNS.map(
      ([title, links]) =>
        [title, [...links.map(([path, key]) => ({ path, label: t(`footer.${key}`) })), ...(title === 'studioTitle' ? addedPages : [])]] as const,
    ),
  ] as const
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">
            {logo ? (
              <img
                className="footer-logo"
                style={FOOTER_LOGO_STYLE}
                src={logo.url}
                width={logo.width}
                height={logo.height}
                alt={studio.name}
                loading="lazy"
                decoding="async"
              />
            ) : (
              studio.name
            )}
          </p>
          <p>{t('footer.about')}</p>
        </div>
        {columns.map(([title, links]) => (
          <nav key={title} className={`footer-column footer-${title.replace('Title', '')}`} aria-label={t(`footer.${title}`)} data-footer-group>
            <p className="footer-heading">{t(`footer.${title}`)}</p>
            <ul>
              {links.map(({ path, label }) => (
                <li key={path}>
                  <a href={href(path)}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-column footer-visit">
          <p className="footer-heading">{t('footer.visitTitle')}</p>
          <address>
            <p className="with-icon">
              <MapPinIcon />
              <span>
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </span>
            </p>
            <p className="with-icon">
              <PhoneIcon />
              <a {...book.phone}>{studio.phone}</a>
            </p>
            <p className="with-icon">
              <MailIcon />
              <a className="footer-email" href={`mailto:${studio.email}`}>
                {emailWithBreak(studio.email)}
              </a>
            </p>
          </address>
          <OpeningHours compact />
        </div>
      </div>
      <div className="container footer-bottom">
        {/* Both languages at the page's end too, beside the studio's social profiles. */}
        <div className="footer-bottom-row">
          <LanguageSwitcher />
          {social.length > 0 && (
            <div className="footer-social">
              <p className="footer-social-title">{t('footer.social')}</p>
              <ul className="social-links">
                {social.map((network) => (
                  <li key={network}>
                    <a href={studio.social[network]} target="_blank" rel="noopener noreferrer">
                      <SocialIcon network={network} />
                      <span className="visually-hidden">
                        {t(`footer.${network}`)} {t('cta.opensInNewTab')}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.credit')}</p>
      </div>
    </footer>
  )
}
