import { usePageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { fillPlaceholders } from '#shared/content/plain-text.ts'
import { studioVariables } from '#shared/content/variables.ts'
import { formatLongDate } from '#shared/text/reading.ts'
import type { Language } from '#shared/schema/common.ts'
// Types only: the public pages must not ship zod.
import type { PublicTestimonial } from '#shared/schema/testimonial.ts'

/** A published review as a page shows it, in the page's language. */
export interface TestimonialView {
  id: string
  quote: string
  /** The language the quote is in: the page's, or the other one when the client's words exist only in it. */
  quoteLanguage: Language
  name: string
  service: PublicTestimonial['service']
  rating?: number
  source: PublicTestimonial['source']
  /** "March 14, 2025" / "14 de marzo de 2025". */
  date?: string
}

/**
 * The studio's published reviews in its order. A quote given in one language only is shown as it was
 * said (the page marks its language), never translated by the site.
 */
export function pageTestimonials({ reviewsFaq, language, studio }: Pick<PageContext, 'reviewsFaq' | 'language' | 'studio'>): TestimonialView[] {
  const values = studioVariables(language, studio)
  const other: Language = language === 'en' ? 'es' : 'en'
  return (reviewsFaq?.testimonials() ?? []).map((item) => {
    const quoteLanguage = item.quote[language] ? language : other
    return {
      id: item.id,
      quote: fillPlaceholders(item.quote[quoteLanguage], values),
      quoteLanguage,
      name: item.name,
      service: item.service,
      ...(item.rating !== undefined && { rating: item.rating }),
      source: item.source,
      // Noon UTC: the same calendar day in the studio's time zone as the date the client gave it.
      ...(item.date && { date: formatLongDate(`${item.date}T12:00:00Z`, language) }),
    }
  })
}

export function usePageTestimonials(): TestimonialView[] {
  return pageTestimonials(usePageContext())
}
