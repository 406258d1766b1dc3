import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../components/json-ld.tsx'
import { createI18n } from '../i18n/i18n.ts'
import { faqJsonLd } from './json-ld.ts'

/**
 * For a page's +Head.tsx: the FAQPage JSON-LD of the questions at `key` (an array of {question, answer}) in the
 * page's namespace. +Head renders outside the i18n provider, so it reads the translations itself.
 */
export function FaqHead({ ns, itemsKey }: { ns: string; itemsKey: string }) {
  const { language, translations, studio } = usePageContext()
  const i18n = createI18n(language, translations ?? {}, studio)
  const items = i18n.t(itemsKey, { ns, returnObjects: true }) as unknown
  if (!Array.isArray(items)) return null
  return <JsonLd data={faqJsonLd(items as Array<{ question: string; answer: string }>)} />
}
