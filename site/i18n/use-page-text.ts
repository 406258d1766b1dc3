import { useTranslation } from 'react-i18next'

/** A page's words (`t`) and its lists (`list('process.steps')`: a catalogue array, typed by the page). */
export function usePageText(ns: string) {
  const { t } = useTranslation(ns)
  const list = <T = string>(key: string) => t(key, { returnObjects: true }) as unknown as T[]
  return { t, list }
}
