import type { FaqPage, PublicFaqItem } from '../schema/faq.ts'
import type { StudioService } from '../schema/service.ts'
import type { PublicTestimonial } from '../schema/testimonial.ts'

/**
 * What the website's server-rendered pages may read of the studio's reviews and FAQ: published ones
 * only, in the studio's order. The server hands one to each render (pageContext.reviewsFaq), reading the store at
 * request time.
 */
export interface ReviewsFaqReader {
  testimonials(): PublicTestimonial[]
  /** The questions one page shows (`faq`: the FAQ page's own). */
  faqs(page: FaqPage): PublicFaqItem[]
  /** The services the studio shows, in its order (decision 024). */
  services(): StudioService[]
}
