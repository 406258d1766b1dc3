import { useTranslation } from 'react-i18next'
import { paragraphsOf } from '#shared/content/plain-text.ts'
import { RATING_MAX } from '#shared/schema/testimonial-values.ts'
import type { TestimonialView } from '../content/page-testimonials.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { useServiceName } from './gallery-photo.tsx'
import { StarIcon } from './icons.tsx'
import '../styles/testimonials.css'

/** A review's stars, read out as "5 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('common')
  return (
    <p className="stars" role="img" aria-label={t('reviews.rating', { stars: rating, max: RATING_MAX })}>
      {Array.from({ length: rating }, (_, i) => (
        <StarIcon key={i} width={18} height={18} />
      ))}
    </p>
  )
}

/**
 * A published review (Admin → Reviews) as a card: the stars, the client's words in the language they were said, the
 * name as they agreed to show it, the service, where and when they gave it.
 */
export function TestimonialCard({ item }: { item: TestimonialView }) {
  const { t } = useTranslation('common')
  const serviceName = useServiceName()
  const { language } = useLanguage()
  const source = item.source === 'other' ? undefined : t(`reviews.sources.${item.source}`)
  return (
    <figure className="card testimonial">
      {item.rating !== undefined && <Stars rating={item.rating} />}
      <blockquote lang={item.quoteLanguage === language ? undefined : item.quoteLanguage}>
        {paragraphsOf(item.quote).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      <figcaption>
        <strong>{item.name}</strong>
        {item.service !== 'general' && <span className="testimonial-service">{serviceName(item.service)}</span>}
        {(source || item.date) && <span className="testimonial-source">{[source, item.date].filter(Boolean).join(' · ')}</span>}
      </figcaption>
    </figure>
  )
}
