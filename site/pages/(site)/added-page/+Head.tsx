import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { HeroPhotoPreload } from '../../../components/hero-photo.tsx'
import { heroPhotoShown } from '../../../components/sections/hero-section.tsx'
import { opensWithHero } from '../../../components/sections/sections.tsx'
import type { AddedPageData } from './+data.ts'

/**
 * The photo of the hero that opens the page, asked for before the browser reaches it (it is the page's LCP). The
 * canonical address, the hreflang pair (`/<slug.en>` and `/es/<slug.es>`, the page's `twins`) and the breadcrumb
 * JSON-LD are the global +Head's.
 */
export default function Head() {
  const { sections } = useData<AddedPageData>()
  const { media, language } = usePageContext()
  const photo = opensWithHero(sections) ? heroPhotoShown(media, sections[0]!.settings.photo, language) : null
  return photo ? <HeroPhotoPreload photo={photo} /> : null
}
