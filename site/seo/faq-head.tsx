import { usePageContext } from 'vike-react/usePageContext'
// Types only: the public pages must not ship zod.
import type { FaqPage } from '#shared/schema/faq.ts'
import { JsonLd } from '../components/json-ld.tsx'
import { pageFaq } from '../content/page-faq.ts'
import { faqJsonLd } from './json-ld.ts'

/**
 * For a page's +Head.tsx: the FAQPage JSON-LD of exactly the questions its accordion shows; nothing without any, nor
 * when the owner hid the part that shows them (its `faq` part, or the page's whole body).
 */
export function FaqHead({ page }: { page: FaqPage }) {
  const pageContext = usePageContext()
  const { bodySections } = pageContext
  const shown = !bodySections || bodySections.some((section) => section.type === 'part' && ['faq', 'content'].includes(section.settings.part ?? ''))
  const items = shown ? pageFaq(pageContext, page) : []
  if (items.length === 0) return null
  return <JsonLd data={faqJsonLd(items)} />
}
