import { type ReactNode, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { createI18n } from '../i18n/i18n.ts'

/** Gives every component the page's translations in the page's language. */
export default function Wrapper({ children }: { children: ReactNode }) {
  const { language, translations } = usePageContext()
  const i18n = useMemo(() => createI18n(language, translations ?? {}), [language, translations])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
