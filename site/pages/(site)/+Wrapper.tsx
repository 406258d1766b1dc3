import { type ReactNode, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { createI18n } from '../../i18n/i18n.ts'

/**
 * Gives every public page's components the page's translations in the page's language, with the studio's facts as
 * variables. The admin console, outside this folder, has its own words.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const { language, translations, studio } = usePageContext()
  const i18n = useMemo(() => createI18n(language, translations ?? {}, studio), [language, translations, studio])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
