import { useTranslation } from 'react-i18next'

/** A date and time in the console's language ("Dec 4, 2026, 3:12 PM", "4 dic 2026, 15:12"). */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (iso) => format.format(new Date(iso))
}
