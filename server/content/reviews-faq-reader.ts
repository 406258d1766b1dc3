import type { ReviewsFaqReader } from '#shared/content/reviews-faq-reader.ts'
import { toPublicFaqItem } from '../routes/faqs.ts'
import { toPublicTestimonial } from '../routes/testimonials.ts'
import { listFaqs } from '../store/faqs.ts'
import { listServices } from '../store/services.ts'
import type { Store } from '../store/store.ts'
import { listTestimonials } from '../store/testimonials.ts'

/** The published reviews and questions as the website's pages read them at request time. */
export function createReviewsFaqReader(store: Store): ReviewsFaqReader {
  return {
    testimonials: () => listTestimonials(store, { includeDrafts: false }).map(toPublicTestimonial),
    faqs: (page) => listFaqs(store, { includeDrafts: false, page }).map(toPublicFaqItem),
    services: () => listServices(store, { includeHidden: false }),
  }
}
