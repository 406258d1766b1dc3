import { useTranslation } from 'react-i18next'
import { formatNumber } from '#shared/content/variables.ts'
import type { Language } from '#shared/schema/common.ts'
import { RATING_MAX } from '#shared/schema/testimonial-values.ts'
import { type TestimonialView, usePageTestimonials } from '../../content/page-testimonials.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { ArrowRightIcon, StarIcon } from '../icons.tsx'
import { Section } from '../section.tsx'
import { TestimonialCard } from '../testimonial-card.tsx'
import { useStudio } from '../use-studio.ts'
import { type SectionProps, gridClass, useSectionHeading } from './section-texts.tsx'
import { sectionCount } from './section-counts.ts'

/**
 * The reviews a section shows: the published ones of its service (every one without a service), the first `count`
 * in the studio's order; the summary counts every review of that service that has stars.
 */
export function sectionReviews(reviews: readonly TestimonialView[], service: string | null | undefined, count: number) {
  return summarised(service ? reviews.filter((review) => review.service === service) : reviews, count)
}

/**
 * A service page's reviews: its own first, then the studio's reviews in general (never another treatment's) while it
 * has fewer than `count`; the studio's of every kind while it has none. The summary counts the reviews it draws from.
 */
export function serviceReviews(reviews: readonly TestimonialView[], service: string, count: number) {
  const own = reviews.filter((review) => review.service === service)
  if (own.length === 0) return sectionReviews(reviews, null, count)
  return summarised([...own, ...reviews.filter((review) => review.service === 'general')], count)
}

function summarised(matching: readonly TestimonialView[], count: number) {
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

/** A rating summary over review cards: a row that swipes on a phone (a region of its own, reachable by keyboard). */
function ReviewCards({ reviews, language, label }: { reviews: ReturnType<typeof sectionReviews>; language: Language; label: string }) {
  const { t } = useTranslation('common')
  const { shown, rated, average } = reviews
  return (
    <>
      {average !== undefined && (
        <p className="rating-summary">
          <StarIcon width={20} height={20} />
          <span>{t('reviews.summary', { average: formatRating(average, language), max: RATING_MAX, count: rated })}</span>
        </p>
      )}
      <div className={`${gridClass(shown.length, 3)} rail`} role="group" tabIndex={0} aria-label={label}>
        {shown.map((item) => (
          <TestimonialCard key={item.id} item={item} />
        ))}
      </div>
    </>
  )
}

/** Clients' reviews with their rating summary, of one service or all; nothing while none is published. */
export function ReviewsSection({ section, language, place }: SectionProps) {
  const heading = useSectionHeading({ section, language })
  const reviews = sectionReviews(usePageTestimonials(), section.settings.service, sectionCount(section))
  if (reviews.shown.length === 0) return null
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      <ReviewCards reviews={reviews} language={language} label={heading.title ?? ''} />
    </Section>
  )
}

/** How many reviews a page's own reviews part shows. */
const PAGE_REVIEWS = 3

/**
 * The reviews part of the home and service pages: the first three reviews of the service, then of the studio in
 * general (serviceReviews), their rating summary, and the way to every review (the studio's reviews page, else
 * the gallery's). Nothing while no review is published.
 */
export function PageReviews({ service, tone }: { service?: string; tone?: 'alt' | 'blush' }) {
  const { t } = useTranslation('common')
  const { language, href } = useLanguage()
  const { social } = useStudio()
  const all = usePageTestimonials()
  const reviews = service ? serviceReviews(all, service, PAGE_REVIEWS) : sectionReviews(all, null, PAGE_REVIEWS)
  if (reviews.shown.length === 0) return null
  const more = social.reviews
    ? { href: social.reviews, target: '_blank', rel: 'noopener noreferrer' }
    : { href: `${href('/before-after-gallery')}#testimonials` }
  return (
    <Section id="reviews" tone={tone} title={t('reviews.title')}>
      <ReviewCards reviews={reviews} language={language} label={t('reviews.title')} />
      <p className="section-more">
        <a {...more}>
          {t('reviews.all')} <ArrowRightIcon />
          {social.reviews && <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>}
        </a>
      </p>
    </Section>
  )
}
