import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { LANGUAGES } from '#shared/content/routes.ts'
import { switcherTarget } from '../seo/page-twins.ts'

/**
 * Links to this page in each language, each named in its own language (flags stand for countries, not languages);
 * site/client/language.ts stores the choice on the way.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common')
  const pageContext = usePageContext()
  const { language } = pageContext
  return (
    <ul className="language-switcher" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <li key={option}>
          <a href={switcherTarget(pageContext, option)} hrefLang={option} lang={option} aria-current={option === language ? 'true' : undefined}>
            <span>{t(`language.${option}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
