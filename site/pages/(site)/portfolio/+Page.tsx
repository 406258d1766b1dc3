import { useTranslation } from 'react-i18next'
import { useData } from 'vike-react/useData'
import { useStudio } from '../../../components/use-studio.ts'
import { FramesArt } from '../../../components/art.tsx'
import { CtaBand } from '../../../components/cta-band.tsx'
import { EmbedSection } from '../../../components/embed-facade.tsx'
import { PhotoCard } from '../../../components/gallery-photo.tsx'
import { CalendarIcon, MailIcon } from '../../../components/icons.tsx'
import { PageHero } from '../../../components/page-hero.tsx'
import { Section } from '../../../components/section.tsx'
import { PageBody, usePartView } from '../../../components/sections/page-body.tsx'
import { StatList } from '../../../components/stat-list.tsx'
import type { HealedPhoto } from '../../../content/gallery-photos.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import type { PortfolioData } from './+data.ts'
import './portfolio.css'
import { BookNowLink } from '../../../components/book-now-link.tsx'

const HERO_STATS = ['years', 'satisfaction'] as const
/** The hero's figures of the portfolio's own (portfolio.json `highlights`), after the studio's. */
const HIGHLIGHTS = ['transformations', 'artists'] as const

/** The studio's published healed results, above the social feeds; nothing while there are none. */
function HealedResults({ photos }: { photos: HealedPhoto[] }) {
  const { t } = useTranslation('portfolio')
  const { href } = useLanguage()
  if (photos.length === 0) return null
  return (
    <Section id="healed" title={t('healed.title')} intro={t('healed.intro')}>
      <ul className="grid grid-3 healed-grid">
        {photos.map((photo) => (
          <li key={photo.id}>
            <PhotoCard photo={photo} className="healed-card" imageClassName="healed-image" />
          </li>
        ))}
      </ul>
      {photos.some((photo) => photo.after) && (
        <p className="healed-more">
          <a href={href('/before-after-gallery')}>{t('healed.galleryLink')}</a>
        </p>
      )}
    </Section>
  )
}

export default function Page() {
  const { t } = useTranslation('portfolio')
  const { t: common } = useTranslation('common')
  const { social, embeds } = useStudio()
  const { href } = useLanguage()
  const { healed } = useData<PortfolioData>()
  const hero = usePartView('portfolio', 'hero')
  // The feeds of Settings: an empty embed address loads nothing (its card only links out), a card with neither is left out.
  const feeds = (
    [
      { kind: 'instagram', src: embeds.instagram, href: social.instagram },
      { kind: 'facebook', src: embeds.facebook, href: social.facebook },
      { kind: 'reviews', src: '', href: social.reviews },
    ] as const
  ).filter((feed) => feed.src || feed.href)

  const bookAndContact = (light: boolean) => (
    <>
      <BookNowLink className={`button ${light ? 'button-light' : 'button-primary'}`}>
        <CalendarIcon /> {common('cta.bookNow')}
      </BookNowLink>
      <a className={`button ${light ? 'button-ghost-light' : 'button-secondary'}`} href={href('/contact')}>
        <MailIcon /> {common('cta.contactUs')}
      </a>
    </>
  )

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} text={t('hero.text')} art={<FramesArt />} actions={bookAndContact(false)}>
        {/* The portfolio's stats: 5700+ transformations, 6+ years, 98% satisfaction, 2 artists (labels differ from common's). */}
        <StatList
          stats={HERO_STATS.filter((key) => hero.shows(key))}
          extra={HIGHLIGHTS.filter((key) => hero.shows(key)).map((key) => ({ value: t(`highlights.${key}`), label: t(`highlights.${key}Label`) }))}
        />
      </PageHero>

      <PageBody
        page="portfolio"
        parts={{
          healed: () => <HealedResults photos={healed} />,
          feeds: () => <EmbedSection ns="portfolio" id="feeds" part="feeds" columns={3} embeds={feeds} />,
          'in-person': () => (
            <Section id="in-person" tone="alt" narrow title={t('inPerson.title')}>
              <p className="lead" style={{ textAlign: 'center' }}>
                {t('inPerson.text')}
              </p>
              <p style={{ textAlign: 'center' }}>
                <a href={href('/before-after-gallery')}>{t('inPerson.galleryLink')}</a>
              </p>
            </Section>
          ),
          cta: () => (
            <CtaBand title={t('cta.title')} text={t('cta.text')}>
              {bookAndContact(true)}
            </CtaBand>
          ),
        }}
      />
    </>
  )
}
