import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { LANGUAGES, localizedPath } from '../../shared/content/routes.ts'

/**
 * Links to this page in each language, each named in its own language (flags stand for countries, not languages:
 * issue #15); site/client/language.ts stores the choice (SPEC §1) on the way.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common')
  const { language, urlPathname } = usePageContext()
  return (
    <ul className="language-switcher" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <li key={option}>
          <a
            href={localizedPath(urlPathname, option)}
            hrefLang={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
          >
            <span>{t(`language.${option}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
