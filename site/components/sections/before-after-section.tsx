import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import { type Comparison, comparisons } from '../../content/gallery-photos.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { ComparisonSlider } from '../gallery-photo.tsx'
import { ArrowRightIcon } from '../icons.tsx'
import { Section } from '../section.tsx'
import { type SectionProps, useSectionHeading } from './section-texts.tsx'
import { sectionCount } from './section-counts.ts'
import '../../styles/comparison.css'

/**
 * The pairs a section shows: the published ones of its service, or of every service the studio shows (a hidden
 * service's photos stay in the gallery), the first `count` in the studio's order.
 */
export function sectionComparisons(pairs: readonly Comparison[], service: string | null | undefined, shown: readonly string[], count: number): Comparison[] {
  return pairs.filter((pair) => (service ? pair.service === service : shown.includes(pair.service))).slice(0, count)
}

/**
 * Before-and-after pairs from the gallery, each with its slider (site/client/gallery.ts moves it), and a link to the
 * gallery showing that service's pairs. Nothing while there are none.
 */
export function BeforeAfterSection({ section, language, place }: SectionProps) {
  const { t } = useTranslation('common')
  const { href } = useLanguage()
  const { media, studio } = usePageContext()
  const heading = useSectionHeading({ section, language })
  const service = section.settings.service
  const pairs = sectionComparisons(
    comparisons(media, language),
    service,
    studio.services.map((shown) => shown.slug),
    sectionCount(section),
  )
  if (pairs.length === 0) return null
  const gallery = `${href('/before-after-gallery')}${service ? `?service=${encodeURIComponent(service)}` : ''}#results`
  return (
    <Section id={place.id} tone={place.tone} eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
      <ul className={pairs.length === 1 ? 'gallery-grid section-single' : 'gallery-grid'}>
        {pairs.map((pair) => (
          <li key={pair.id}>
            <ComparisonSlider comparison={pair} />
          </li>
        ))}
      </ul>
      <p className="section-more">
        <a className="text-link" href={gallery}>
          {t('sections.allResults')} <ArrowRightIcon width={16} height={16} />
        </a>
      </p>
    </Section>
  )
}
