import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { LANGUAGES, localizedPath } from '../../shared/content/routes.ts'
import type { Language } from '../../shared/schema/common.ts'

function Flag({ language }: { language: Language }) {
  // Small original flag marks (emoji flags do not render on Windows).
  return language === 'en' ? (
    <svg width="20" height="14" viewBox="0 0 20 14" aria-hidden="true" focusable="false" className="flag">
      <rect width="20" height="14" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((y) => (
        <rect key={y} y={y} width="20" height="1" fill="#b22234" />
      ))}
      <rect width="9" height="7.5" fill="#3c3b6e" />
    </svg>
  ) : (
    <svg width="20" height="14" viewBox="0 0 20 14" aria-hidden="true" focusable="false" className="flag">
      <rect width="20" height="14" fill="#aa151b" />
      <rect y="3.5" width="20" height="7" fill="#f1bf00" />
    </svg>
  )
}

/** Links to this page in each language; site/client/language.ts stores the choice (SPEC §1) on the way. */
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
            <Flag language={option} />
            <span>{t(`language.${option}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
