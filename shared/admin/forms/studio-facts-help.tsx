import { Trans, useTranslation } from 'react-i18next'
import { STUDIO_PLACEHOLDERS } from '#shared/content/plain-text.ts'

/**
 * The studio facts a text may name in double braces. The site fills in the value saved in Settings, so a
 * fact is never typed twice (the city, the team, a price) and one change there reaches every text.
 */
export function StudioFactsHelp() {
  const { t } = useTranslation('forms')
  return (
    <details className="adm-facts-help">
      <summary>{t('studioFacts.summary')}</summary>
      <p className="adm-hint">
        {/* The examples are code, placed where each language's sentence names them. */}
        <Trans
          t={t}
          i18nKey="studioFacts.text"
          components={{ city: <code>{'{{city}}'}</code>, names: <code>{'{{artistNames}}'}</code>, price: <code>{'{{priceLips}}'}</code> }}
        />
      </p>
      <ul className="adm-facts-help__list">
        {STUDIO_PLACEHOLDERS.map((name) => (
          <li key={name}>
            <code>{`{{${name}}}`}</code>
          </li>
        ))}
      </ul>
    </details>
  )
}
