import { useTranslation } from 'react-i18next'
import { formatNumber } from '#shared/content/variables.ts'
import type { Language } from '#shared/schema/common.ts'
import { RATING_MAX } from '#shared/schema/testimonial-values.ts'
import { type TestimonialView, usePageTestimonials } from '../../content/page-testimonials.ts'
import { StarIcon } from '../icons.tsx'
import { Section } from '../section.tsx'
import { TestimonialCard } from '../testimonial-card.tsx'
import { type SectionProps, gridClass, useSectionHeading } from './section-texts.tsx'
import { sectionCount } from './section-counts.ts'

/**
 * The reviews a section shows: the published ones of its service (every one without a service), the first `count`
 * in the studio's order; the summary counts every review of that service that has stars.
 */
export function sectionReviews(reviews: readonly TestimonialView[], service: string | null | undefined, count: number) {
  const matching = service ? reviews.filter((review) => review.service === service) : reviews
  const stars = matching.flatMap((review) => (review.rating === undefined ? [] : [review.rating]))
  return {
    shown: matching.slice(0, count),
    rated: stars.length,
    average: stars.length === 0 ? undefined : stars.reduce((sum, rating) => sum + rating, 0) / stars.length,
  }
}

/** "4.8": an average of stars to one decimal, as the page's language writes numbers. */
export function formatRating(average: number, language: Language): string {
  return formatNumber(Math.round(average * 10) / 10, language)
}

/** Clients' reviews with their rating summary, of one service or all; nothing while none is published. */
export function ReviewsSection({ section, language, place }: SectionProps) {
  const { t } = useTranslation('common')
  const heading = useSectionHeading({ section, language })
  const { shown, rated, average } = sectionReviews(usePageTestimonials(), section.settings.service, sectionCount(section))
  if (shown.length === 0) return null
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      {average !== undefined && (
        <p className="rating-summary">
          <StarIcon width={20} height={20} />
          <span>{t('reviews.summary', { average: formatRating(average, language), max: RATING_MAX, count: rated })}</span>
        </p>
      )}
      <div className={gridClass(shown.length, 3)}>
        {shown.map((item) => (
          <TestimonialCard key={item.id} item={item} />
        ))}
      </div>
    </Section>
  )
}
