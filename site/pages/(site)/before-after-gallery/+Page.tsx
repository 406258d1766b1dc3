import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { BeforeAfterArt } from '../../../components/art.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { CtaBand } from '../../../components/cta-band.tsx'
import { ComparisonSlider, useServiceName } from '../../../components/gallery-photo.tsx'
import { useServices } from '../../../content/page-services.ts'
import { ArrowRightIcon, CalendarIcon, PhoneIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { ProcessSteps } from '../../../components/process-steps.tsx'
import { Section } from '../../../components/section.tsx'
import { PageBody, usePartView } from '../../../components/sections/page-body.tsx'
import { StatList } from '../../../components/stat-list.tsx'
import { TestimonialCard } from '../../../components/testimonial-card.tsx'
import type { Comparison } from '../../../content/gallery-photos.ts'
import { type TestimonialView, usePageTestimonials } from '../../../content/page-testimonials.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import type { GalleryData } from './+data.ts'
import '../../../styles/comparison.css'
import '../../../styles/filters.css'
import './gallery.css'
import { BookNowLink } from '../../../components/book-now-link.tsx'

const SERVICES = [
  { key: 'microblading', path: '/microblading-atlanta-ga' },
  { key: 'ombre', path: '/ombre-brows-gainesville-ga' },
  { key: 'lips', path: '/lip-blushing-atlanta' },
] as const

const HERO_STATS = ['clients', 'years', 'satisfaction'] as const

const JOURNEY = ['consultation', 'procedure', 'healing', 'touchUp'] as const

/**
 * The studio's published reviews (Admin → Reviews), each with the client's name as they agreed to show it,
 * the stars, where and when they gave it. Without one, no section: the demo's invented reviews are never shown.
 */
function Testimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  const { t } = useTranslation('gallery')
  return (
    <Section id="testimonials" title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <div className="grid grid-3">
        {testimonials.map((item) => (
          <TestimonialCard key={item.id} item={item} />
        ))}
      </div>
    </Section>
  )
}

/** The 'Portfolio Coming Soon' notice while no pair is published. */
function ComingSoon() {
  const { t } = useTranslation('gallery')
  const { t: common } = useTranslation('common')
  const links = useBookingLinks()
  return (
    <Section id="coming-soon" narrow>
      <div className="callout coming-soon">
        <p className="eyebrow">{t('comingSoon.eyebrow')}</p>
        <h2 id="coming-soon-title">{t('comingSoon.title')}</h2>
        <p>{t('comingSoon.text')}</p>
        <p>{t('comingSoon.offer')}</p>
        <div className="button-row">
          <BookNowLink className="button button-primary">
            <CalendarIcon /> {common('cta.bookConsultation')}
          </BookNowLink>
          <a className="button button-secondary" {...links.phone}>
            <PhoneIcon /> {t('comingSoon.call')}
          </a>
        </div>
      </div>
    </Section>
  )
}

/**
 * The published pairs, each with its comparison slider. Filter buttons by service (when there are several) are
 * site/client/gallery.ts's: without it every pair shows, and the bar keeps its place, invisible, so nothing moves.
 */
function Comparisons({ comparisons }: { comparisons: Comparison[] }) {
  const { t } = useTranslation('gallery')
  const serviceName = useServiceName()
  // A chip per shown service with photos, in the studio's order; a hidden service's photos stay under "All".
  const services = useServices()
    .map((service) => service.slug)
    .filter((slug) => comparisons.some((comparison) => comparison.service === slug))
  return (
    <Section id="results" eyebrow={t('results.eyebrow')} title={t('results.title')} intro={t('results.intro')}>
      <div data-gallery>
        {services.length > 1 && (
          <fieldset className="filter-group gallery-filters">
            <legend>{t('results.filterLabel')}</legend>
            <button type="button" className="chip" aria-pressed="true" data-filter="">
              {t('results.all')}
            </button>
            {services.map((service) => (
              <button key={service} type="button" className="chip" aria-pressed="false" data-filter={service}>
                {serviceName(service)}
              </button>
            ))}
          </fieldset>
        )}
        <p
          className="visually-hidden"
          role="status"
          data-gallery-status
          data-count-one={t('results.count_one', { count: '{{count}}' })}
          data-count-other={t('results.count_other', { count: '{{count}}' })}
        />
        <ul className="gallery-grid">
          {comparisons.map((comparison) => (
            <li key={comparison.id} data-service={comparison.service}>
              <ComparisonSlider comparison={comparison} />
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

export default function Page() {
  const { t } = useTranslation('gallery')
  const { href } = useLanguage()
  const { comparisons } = useData<GalleryData>()
  const testimonials = usePageTestimonials()
  const hasPhotos = comparisons.length > 0
  const hero = usePartView('gallery', 'hero')

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t(hasPhotos ? 'hero.textWithPhotos' : 'hero.text')}
        art={<BeforeAfterArt />}
        actions={<BookingActions />}
      >
        <StatList stats={HERO_STATS.filter((key) => hero.shows(key))} />
      </PageHero>

      <PageBody
        page="gallery"
        parts={{
          comparisons: () => (hasPhotos ? <Comparisons comparisons={comparisons} /> : <ComingSoon />),
          expect: () => (
            <Section id="expect" tone="alt" title={t('expect.title')} intro={t('expect.intro')}>
              <div className="grid grid-3">
                {SERVICES.map(({ key, path }) => (
                  <article key={key} className="card expect-card">
                    <h3>{t(`expect.items.${key}.title`)}</h3>
                    <p>{t(`expect.items.${key}.text`)}</p>
                    <a className="expect-link" href={href(path)}>
                      {t(`expect.items.${key}.link`)} <ArrowRightIcon />
                    </a>
                  </article>
                ))}
              </div>
            </Section>
          ),
          reviews: () => testimonials.length > 0 && <Testimonials testimonials={testimonials} />,
          journey: () => (
            <Section id="journey" tone="blush" title={t('journey.title')} intro={t('journey.intro')}>
              <ProcessSteps steps={JOURNEY.map((step) => ({ title: t(`journey.steps.${step}.title`), text: t(`journey.steps.${step}.text`) }))} />
              <p className="journey-aftercare">
                <a href={href('/permanent-makeup-aftercare')}>{t('journey.aftercareLink')}</a>
              </p>
            </Section>
          ),
          cta: () => <CtaBand title={t('cta.title')} text={t('cta.text')} />,
        }}
      />
    </>
  )
}
