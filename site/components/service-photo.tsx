import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageContext } from 'vike-react/usePageContext'
import type { MediaReader } from '#shared/content/media-reader.ts'
import { SIZES } from '#shared/content/responsive-image.ts'
import type { Language } from '#shared/schema/common.ts'
import type { ServiceGroup } from '#shared/schema/service-values.ts'
import { type HealedPhoto, latestResults } from '../content/gallery-photos.ts'
import { ServiceArt } from './art.tsx'
import type { HeroPhotoShown } from './hero-photo.tsx'
import { Picture } from './picture.tsx'

/**
 * A service's photo: services have none of their own (shared/schema/service.ts), so it is the after photo of the
 * newest published gallery item of that service, as the Results strip picks them (site/content/gallery-photos.ts).
 * Its description is the item's, in the page's language. Shaped as a hero photo (HeroPhotoShown, its point in the
 * middle), so a service page's hero can show it as it shows a page's own.
 */
export interface ServicePhoto extends HeroPhotoShown {
  /** The gallery item it comes from. */
  galleryId: string
}

/** The photo of service `slug` in `language`, without React (a page's data, a test); undefined when it has none. */
export function servicePhoto(media: MediaReader | undefined, language: Language, slug: string, afterAlt: (alt: string) => string): ServicePhoto | undefined {
  const [newest] = latestResults(media, language, [slug])
  return newest && shown(newest, afterAlt)
}

function shown(photo: HealedPhoto, afterAlt: (alt: string) => string): ServicePhoto {
  return { galleryId: photo.id, image: photo.image, alt: photo.after ? afterAlt(photo.alt) : photo.alt, focusX: 50, focusY: 50 }
}

/** The photo of service `slug` on this page (undefined while the studio has published none of it). */
export function useServicePhoto(slug: string): ServicePhoto | undefined {
  const { media, language } = usePageContext()
  const afterAlt = useAfterAlt()
  return servicePhoto(media, language, slug, afterAlt)
}

/** Whether any of these services has a photo: a grid shows its drawings only beside photos, or not at all. */
export function useAnyServicePhoto(slugs: readonly string[]): boolean {
  const { media, language } = usePageContext()
  return latestResults(media, language, slugs).length > 0
}

function useAfterAlt(): (alt: string) => string {
  const { t } = useTranslation('common')
  return (alt) => t('photos.afterAlt', { alt })
}

/** The frame crops the photo to its own shape (`aspectRatio`), so cards line up whatever the photos' shapes. */
const FRAME: CSSProperties = { display: 'block', overflow: 'hidden' }
const IMAGE: CSSProperties = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' }

/**
 * A service card's picture: the service's photo (lazy, its box set by `className` and `aspectRatio` before it loads,
 * so nothing moves), else its drawing (`fallback: 'art'`, the default) or nothing (`'none'`). `className` goes on
 * the photo's frame or on the drawing, whichever shows.
 */
export function ServiceCardPicture({
  service,
  className,
  aspectRatio = '4 / 3',
  fallback = 'art',
}: {
  service: { slug: string; group: ServiceGroup }
  className?: string
  /** The photo's shape; null: its `className` sets it (a card whose picture changes shape on a phone). */
  aspectRatio?: string | null
  fallback?: 'art' | 'none'
}) {
  const photo = useServicePhoto(service.slug)
  if (!photo) return fallback === 'art' ? <ServiceArt service={service} className={className} /> : null
  return (
    <Picture
      image={photo.image}
      src={photo.image.src}
      alt={photo.alt}
      sizes={SIZES.card}
      frameClassName={className}
      frameStyle={aspectRatio === null ? FRAME : { ...FRAME, aspectRatio }}
      style={IMAGE}
    />
  )
}
