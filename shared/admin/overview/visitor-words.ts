import { useTranslation } from 'react-i18next'
import type { Device, IntentKind, Source } from '#shared/schema/analytics.ts'
import type { Language } from '#shared/schema/common.ts'
import { useConsoleLanguage } from '../i18n/console-language.tsx'

/** The console's names for what the visitor counts are split by, in the console's language. */
export function useVisitorWords() {
  const { t } = useTranslation('analytics')
  const { language } = useConsoleLanguage()
  const days = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
  return {
    source: (source: Source) => t(`source.${source}`),
    device: (device: Device) => t(`device.${device}`),
    language: (spoken: Language) => t(`language.${spoken}`),
    intent: (intent: IntentKind) => t(`intent.${intent}`),
    /** A page's path as the owner reads it: the home pages by name, the rest as their address. */
    page: (page: string) => (page === '/' ? t('page.home') : page === '/es' ? t('page.homeEs') : page === '(other)' ? t('page.other') : page),
    /** "Jun 10" for a day (YYYY-MM-DD), read as that calendar day wherever the console runs. */
    day: (day: string) => days.format(new Date(`${day}T12:00:00Z`)),
  }
}
