import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { fillPlaceholders } from '#shared/content/plain-text.ts'
import { studioVariables } from '#shared/content/variables.ts'
// Types only: the public pages must not ship zod.
import type { FaqPage } from '#shared/schema/faq.ts'
import type { QuestionAnswer } from '../components/accordion.tsx'

/**
 * The questions a page shows: its published FAQ items in the studio's order, in the page's language,
 * their `{{placeholders}}` filled with the studio's facts. The accordion and the FAQPage JSON-LD both read this one
 * list, so the structured data always says what the page says.
 */
export function pageFaq({ reviewsFaq, language, studio }: Pick<PageContext, 'reviewsFaq' | 'language' | 'studio'>, page: FaqPage): QuestionAnswer[] {
  const values = studioVariables(language, studio)
  return (reviewsFaq?.faqs(page) ?? []).map((item) => ({
    question: fillPlaceholders(item.question[language], values),
    answer: fillPlaceholders(item.answer[language], values),
  }))
}

export function usePageFaq(page: FaqPage): QuestionAnswer[] {
  return pageFaq(usePageContext(), page)
}
