import { useTranslation } from 'react-i18next'
import { openingHours } from '#shared/content/variables.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { useStudio } from './use-studio.ts'

/**
 * A time range never breaks ("9:00 AM – / 6:00 PM" in a narrow footer column): its spaces are non-breaking; a row too
 * narrow for days and range puts the range under the days instead (site.css, .hours-row).
 */
function unbroken(hours: string): string {
  return hours.replaceAll(' ', '\u00a0')
}

/** The studio's hours from its settings, on a 12-hour clock in the page's language. */
export function OpeningHours({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common')
  const { language } = useLanguage()
  const { hours } = useStudio()
  return (
    <div className={compact ? 'hours hours-compact' : 'hours'}>
      <p className="hours-title">{t('hours.title')}</p>
      <dl>
        {openingHours(hours, language).map(({ days, hours }) => (
          <div key={days} className="hours-row">
            <dt>{days}</dt>
            <dd>{hours ? unbroken(hours) : t('hours.closed')}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
