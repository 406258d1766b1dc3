import { usePageContext } from 'vike-react/usePageContext'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n/use-language.ts'
import { OpeningHours } from './opening-hours.tsx'
import { MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from './icons.tsx'
import { useBookingLinks } from './booking-links.ts'
import { useStudio } from './use-studio.ts'

// SPEC §2: the footer uses some older paths (/microblading-atlanta, ...); the server answers them with 301.
const COLUMNS = [
  [
    'servicesTitle',
    [
      ['/microblading-atlanta', 'microbladingAtlanta'],
      ['/ombre-brows-gainesville', 'ombreBrows'],
      ['/lip-blushing-atlanta', 'lipBlushing'],
      ['/permanent-makeup-pricing', 'pricing'],
    ],
  ],
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

export function SiteFooter() {
  const logo = usePageContext().brand?.logo
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const studio = useStudio()
  const book = useBookingLinks()
  const { address } = studio
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
          <p className="footer-social-title">{t('footer.social')}</p>
          <ul className="social-links">
            {SOCIAL.filter((network) => studio.social[network]).map((network) => (
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
        {COLUMNS.map(([title, links]) => (
          <nav key={title} className="footer-column" aria-label={t(`footer.${title}`)}>
            <p className="footer-heading">{t(`footer.${title}`)}</p>
            <ul>
              {links.map(([path, key]) => (
                <li key={path}>
                  <a href={href(path)}>{t(`footer.${key}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-column">
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
              <a href={`mailto:${studio.email}`}>{studio.email}</a>
            </p>
          </address>
          <OpeningHours compact />
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.credit')}</p>
      </div>
    </footer>
  )
}
