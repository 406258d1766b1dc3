import { usePageContext } from 'vike-react/usePageContext'
// Types only: the public pages must not ship zod.
import type { FaqPage } from '#shared/schema/faq.ts'
import { JsonLd } from '../components/json-ld.tsx'
import { pageFaq } from '../content/page-faq.ts'
import { faqJsonLd } from './json-ld.ts'

/** For a page's +Head.tsx: the FAQPage JSON-LD of exactly the questions its accordion shows; nothing without any. */
export function FaqHead({ page }: { page: FaqPage }) {
  const items = pageFaq(usePageContext(), page)
  if (items.length === 0) return null
  return <JsonLd data={faqJsonLd(items)} />
}
