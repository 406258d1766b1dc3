import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { LANGUAGES } from '#shared/content/routes.ts'
import { pageTwin, switcherTarget } from '../seo/page-twins.ts'
import { CloseButton } from './close-button.tsx'
import { OFFERED } from './language-preference.ts'

/**
 * Links to this page in each language, each named in its own language (flags stand for countries, not languages);
 * site/client/language.ts stores the choice on the way. `compact` (the phone's header): only the other languages,
 * each shown by its code ("ES") and named in full for screen readers.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const { language } = pageContext
  const options = compact ? LANGUAGES.filter((option) => option !== language) : LANGUAGES
  return (
    <ul className={compact ? 'language-switcher language-switcher-compact' : 'language-switcher'} aria-label={t('language.label')}>
      {options.map((option) => (
        <li key={option}>
          <a href={switcherTarget(pageContext, option)} hrefLang={option} lang={option} aria-current={option === language ? 'true' : undefined}>
            {compact ? (
              <>
                <span aria-hidden="true">{option.toUpperCase()}</span>
                <span className="visually-hidden">{t(`language.${option}`)}</span>
              </>
            ) : (
              <span>{t(`language.${option}`)}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The small offer of this page in the language a visitor's browser prefers (OFFERED: Spanish on English pages), in
 * that language. Rendered hidden for everyone, so a held page stays one page for all; site/client/language.ts shows
 * it to the browsers it is for. It lies over the top of the page, under the header, so nothing moves when it shows.
 */
export function LanguageOffer() {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const offered = OFFERED[pageContext.language]
  const twin = offered && pageTwin(pageContext, offered)
  if (!offered || !twin) return null
  return (
    <aside className="language-offer" lang={offered} aria-label={t('language.offerLabel')} hidden>
      <div className="container language-offer-row">
        <a className="button button-primary button-small" href={twin} hrefLang={offered}>
          {t('language.switchTo')}
        </a>
        <CloseButton label={t('language.offerDismiss')} data-language-offer-dismiss />
      </div>
    </aside>
  )
}
