// The starter's questions and sample reviews, written into the store's collections once (server/store/faqs.ts,
// testimonials.ts), then the studio's. Checked by the collections' schemas when they are written.
import faqItems from './starter/faq-items.json' with { type: 'json' }
import sampleTestimonials from './starter/sample-testimonials.json' with { type: 'json' }
import starterServices from './starter/services.json' with { type: 'json' }

/**
 * The questions the FAQ page and the microblading, lip blushing and pricing pages had before they became a
 * collection, in their order, each with its page. No fact of the settings is typed in them: `{{city}}`,
 * `{{artistNames}}`, `{{priceLips}}` and the rest say it.
 */
export const STARTER_FAQ: ReadonlyArray<{ page: string; question: { en: string; es: string }; answer: { en: string; es: string } }> = faqItems

/**
 * The demo's three reviews. Nobody wrote them: they are kept unpublished, marked as samples, to show the owner what
 * a review looks like until real ones replace them.
 */
export const SAMPLE_TESTIMONIALS: ReadonlyArray<{ quote: { en: string; es: string }; name: string; service: string; rating: number; source: string }> =
  sampleTestimonials

/**
 * The eight services the site showed before they became a collection, in the services page's order, without their
 * prices and booking links (the settings had them: server/store/services.ts takes them from there).
 */
export const STARTER_SERVICES: ReadonlyArray<{
  slug: string
  name: { en: string; es: string }
  summary: { en: string; es: string }
  description: { en: string; es: string }
  benefits: { en: string[]; es: string[] }
  group: 'brows' | 'lips' | 'lashes' | 'other'
  duration: { from: number; to: number }
  lasts: { en: string; es: string }
}> = starterServices as never
