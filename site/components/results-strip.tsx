import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { latestResults } from '../content/gallery-photos.ts'
import { useLanguage } from '../i18n/use-language.ts'
import { PhotoCard } from './gallery-photo.tsx'
import { ArrowRightIcon } from './icons.tsx'
import { Section } from './section.tsx'

/** The strip's few rules, inline: only a page showing results carries them (the others' first load stays as it was). */
const STYLE = {
  grid: { padding: 0, listStyle: 'none', alignItems: 'start' },
  card: { margin: 0, padding: 0, overflow: 'hidden' },
  caption: { padding: '1rem 1.25rem 1.25rem' },
  more: { marginTop: '2rem', textAlign: 'center' },
} as const

/**
 * The newest published results of a treatment (of every treatment on the home page), with a link to the gallery
 * showing that treatment's pairs (`?service=`, applied by site/client/gallery.ts). Its words are the page's own
 * (`results.*`). Nothing while the studio has published none.
 */
export function ResultsStrip({ ns, service }: { ns: string; service?: string }) {
  const { t } = useTranslation(ns)
  const { href } = useLanguage()
  const { media, language, studio } = usePageContext()
  // The home page's strip shows the services the studio shows: a hidden service's photos stay in the gallery only.
  const photos = latestResults(media, language, service ? [service] : studio.services.map((shown) => shown.slug))
  if (photos.length === 0) return null
  const gallery = `${href('/before-after-gallery')}${service ? `?service=${encodeURIComponent(service)}` : ''}#results`
  return (
    <Section id="results" eyebrow={t('results.eyebrow')} title={t('results.title')} intro={t('results.intro')}>
      <ul className="grid grid-3 results-grid rail" style={STYLE.grid} tabIndex={0} aria-label={t('results.title')}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <PhotoCard photo={photo} className="results-card" imageClassName="results-image" style={{ card: STYLE.card, caption: STYLE.caption }} />
          </li>
        ))}
      </ul>
      <p className="results-more" style={STYLE.more}>
        <a href={gallery}>
          {t('results.link')} <ArrowRightIcon />
        </a>
      </p>
    </Section>
  )
}
