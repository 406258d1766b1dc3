import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { formatPrice } from '#shared/content/studio.ts'
import { StudioArt } from '../../../components/art.tsx'
import { ServiceCardPicture } from '../../../components/service-photo.tsx'
import { BookingActions } from '../../../components/booking-actions.tsx'
import { useBookingLinks } from '../../../components/booking-links.ts'
import { ContactForm } from '../../../components/contact-form.tsx'
import { IconCard } from '../../../components/icon-card-grid.tsx'
import { AwardIcon, CalendarIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkleIcon } from '../../../components/icons.tsx'
import { LatestPosts } from '../../../components/latest-posts.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { ResultsStrip } from '../../../components/results-strip.tsx'
import { railProps } from '../../../components/rail.ts'
import { Section } from '../../../components/section.tsx'
import { PageBody, usePartView } from '../../../components/sections/page-body.tsx'
import { PageReviews } from '../../../components/sections/reviews-section.tsx'
import { StatList } from '../../../components/stat-list.tsx'
import { useLanguage } from '../../../i18n/use-language.ts'
import { useTreatments } from '../../../content/page-services.ts'
import type { HomeData } from './+data.ts'
import { BookNowLink } from '../../../components/book-now-link.tsx'

/** The hero's secondary button scrolls to the services with an 80 px offset (the sticky header). */
const HERO_SCROLL_OFFSET = 80

/** Three or four cards a row, whichever leaves the last row fuller (six read as two rows of three, not four and two). */
function gridFor(count: number): 'grid-3' | 'grid-4' {
  const empty = (columns: number) => (columns - (count % columns)) % columns
  return empty(4) <= empty(3) ? 'grid-4' : 'grid-3'
}

const HERO_STATS = ['years', 'clients', 'certified'] as const

const WHY = [
  ['certification', AwardIcon],
  ['results', SparkleIcon],
  ['safety', ShieldIcon],
] as const

const LOCATIONS = [
  ['atlanta', '/microblading-atlanta-location'],
  ['gainesville', '/microblading-gainesville-location'],
] as const

export default function Page() {
  const { t } = useTranslation('home')
  const { t: common } = useTranslation('common')
  // A card per service the studio shows, in its order, by its name and price (decision 024).
  const treatments = useTreatments()
  const links = useBookingLinks()
  const { href } = useLanguage()
  const { latestPosts, latestPostImages } = useData<HomeData>()
  const hero = usePartView('home', 'hero')

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        text={t('hero.text')}
        art={<StudioArt label={t('hero.artLabel')} />}
        actions={
          <>
            <BookNowLink className="button button-primary">
              <CalendarIcon /> {common('cta.bookNow')}
            </BookNowLink>
            <a className="button button-secondary" href="#services" data-scroll-offset={HERO_SCROLL_OFFSET}>
              {t('hero.explore')}
            </a>
          </>
        }
      >
        <StatList stats={HERO_STATS.filter((key) => hero.shows(key))} />
      </PageHero>

      <PageBody
        page="home"
        parts={{
          intro: () => (
            <Section id="intro" narrow>
              <h2>{t('intro.title')}</h2>
              <p className="lead">{t('intro.text1')}</p>
              <p>{t('intro.text2')}</p>
            </Section>
          ),
          results: () => <ResultsStrip ns="home" />,
          reviews: () => <PageReviews tone="alt" />,
          transform: ({ shows }) => (
            <Section id="transform" tone="dark" title={t('transform.title')} intro={t('transform.text')}>
              {/* The hero already shows the years and the clients (no stat twice). */}
              <StatList
                stats={shows('satisfaction') ? ['satisfaction'] : []}
                extra={shows('free') ? [{ value: t('transform.free'), label: t('transform.freeLabel') }] : []}
              />
              <div className="button-row" style={{ justifyContent: 'center', marginTop: '2rem' }}>
                <BookingActions light bookLabel={common('cta.bookConsultation')} />
              </div>
            </Section>
          ),
          why: ({ shows }) => {
            const reasons = WHY.filter(([key]) => shows(key))
            return (
              reasons.length > 0 && (
                <Section id="why" tone="alt" title={t('why.title')} intro={t('why.intro')}>
                  <div className={`grid ${reasons.length === 3 ? 'grid-3' : 'grid-2'} rail`} role="group" {...railProps(t('why.title'))}>
                    {reasons.map(([key, Icon]) => (
                      <IconCard key={key} Icon={Icon} title={t(`why.${key}.title`)} text={t(`why.${key}.text`)} />
                    ))}
                  </div>
                </Section>
              )
            )
          },
          services: () => (
            <Section id="services" eyebrow={t('services.eyebrow')} title={t('services.title')} intro={t('services.intro')}>
              <div className={`grid ${gridFor(treatments.length)} rail`}>
                {treatments.map((service) => (
                  <article key={service.slug} className="card home-service-card">
                    <ServiceCardPicture service={service} className="home-service-card-art" aspectRatio={null} />
                    <h3>{service.name}</h3>
                    <p>{service.summary}</p>
                    <p className="price" style={{ fontSize: '1.4rem' }}>
                      {t('services.from', { price: formatPrice(service.price) })}
                    </p>
                    <a href={href(service.path)} aria-label={t('services.learnMoreAbout', { service: service.name })}>
                      {t('services.learnMore')} →
                    </a>
                  </article>
                ))}
              </div>
              <p style={{ textAlign: 'center', marginTop: '2rem' }}>
                <a className="button button-secondary" href={href('/services')}>
                  {t('services.all')}
                </a>
              </p>
            </Section>
          ),
          locations: ({ shows }) => {
            const places = LOCATIONS.filter(([key]) => shows(key))
            return (
              places.length > 0 && (
                <Section id="locations" eyebrow={t('locations.eyebrow')} title={t('locations.title')}>
                  <div className={places.length === 2 ? 'grid grid-2 rail' : 'grid section-single'}>
                    {places.map(([key, path]) => (
                      <IconCard key={key} Icon={MapPinIcon} title={t(`locations.${key}.title`)} text={t(`locations.${key}.text`)}>
                        <a href={href(path)}>{t(`locations.${key}.link`)} →</a>
                      </IconCard>
                    ))}
                  </div>
                </Section>
              )
            )
          },
          'book-soon': ({ shows }) =>
            (shows('book') || shows('call')) && (
              <Section id="book-soon" tone="blush">
                <div className={shows('book') && shows('call') ? 'grid grid-2' : 'grid section-single'}>
                  {shows('book') && (
                    <div className="card">
                      <h2 style={{ fontSize: '1.6rem' }}>{t('urgency.bookTitle')}</h2>
                      <p>{t('urgency.bookText')}</p>
                      <BookNowLink className="button button-primary">
                        <CalendarIcon /> {common('cta.bookNow')}
                      </BookNowLink>
                    </div>
                  )}
                  {shows('call') && (
                    <div className="card">
                      <h2 style={{ fontSize: '1.6rem' }}>{t('urgency.callTitle')}</h2>
                      <p>{t('urgency.callText')}</p>
                      <a className="button button-secondary" {...links.phone}>
                        <PhoneIcon /> {common('cta.callUs')}
                      </a>
                    </div>
                  )}
                </div>
              </Section>
            ),
          'latest-posts': () => <LatestPosts posts={latestPosts} images={latestPostImages} />,
          contact: () => (
            <Section id="contact" eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.text')} narrow>
              <div className="card">
                <ContactForm idPrefix="home-contact" />
              </div>
            </Section>
          ),
        }}
      />
    </>
  )
}
