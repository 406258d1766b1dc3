import { useTranslation } from 'react-i18next'
import { timeAgo } from './format.ts'

/** `timeAgo` in the console's language: "3 minutes ago", "hace 3 minutos". */
export function useTimeAgo(): (iso: string) => string {
  const { t, i18n } = useTranslation('ui')
  return (iso) => timeAgo(iso, new Date(), { locale: i18n.language, justNow: t('justNow') })
}
