import type { MediaReader } from '#shared/content/media-reader.ts'
import type { ImageView } from '#shared/content/responsive-image.ts'
import type { Language } from '#shared/schema/common.ts'
// Types only: the public pages must not ship zod.
import type { PublicGalleryItem } from '#shared/schema/gallery.ts'

/** What the pages show of a published gallery item, in the page's language. */
export interface GalleryPhoto {
  id: string
  service: PublicGalleryItem['service']
  caption: string
  /** What the photos show ("Before: …" and "After: …" are added by the page). */
  alt: string
  weeksHealed?: number
  artist?: string
}

/** A before-and-after pair: the gallery's comparison slider. */
export interface Comparison extends GalleryPhoto {
  before: ImageView
  after: ImageView
}

/** One healed result: the portfolio's grid. `after` when it is the after photo of a pair (its alt says so). */
export interface HealedPhoto extends GalleryPhoto {
  image: ImageView
  after: boolean
}

function photo(item: PublicGalleryItem, language: Language): GalleryPhoto {
  return {
    id: item.id,
    service: item.service,
    caption: item.caption[language],
    alt: item.alt[language],
    ...(item.weeksHealed !== undefined && { weeksHealed: item.weeksHealed }),
    ...(item.artist && { artist: item.artist }),
  }
}

/**
 * The published before-and-after pairs, in the studio's order. An item whose photo is no longer in the media library
 * is left out rather than shown broken. Outside a server render there are none.
 */
export function comparisons(media: MediaReader | undefined, language: Language): Comparison[] {
  if (!media) return []
  return media.gallery().flatMap((item) => {
    if (item.kind !== 'before-after' || !item.beforeImage) return []
    const before = media.image(item.beforeImage)
    const after = media.image(item.afterImage)
    return before && after ? [{ ...photo(item, language), before, after }] : []
  })
}

/**
 * The portfolio's healed results: every 'healed' item, and the after photo of a pair taken once the skin had healed
 * (`weeksHealed` of at least one week). A pair's after photo taken on the day is a fresh result, not a healed one:
 * it stays in the before-and-after gallery only.
 */
export function healedResults(media: MediaReader | undefined, language: Language): HealedPhoto[] {
  if (!media) return []
  return media.gallery().flatMap((item) => {
    const healed = item.kind === 'healed' || (item.weeksHealed ?? 0) >= 1
    const image = healed ? media.image(item.afterImage) : undefined
    return image ? [{ ...photo(item, language), image, after: item.kind === 'before-after' }] : []
  })
}

/** How many photos a Results strip shows. */
export const RESULTS_COUNT = 3

/**
 * A Results strip's photos: the newest published items of these services (every service when none is named), the
 * after photo of each (a pair's, or the healed result), newest first. An item whose photo is no longer in the media
 * library is left out. Services are read as their slugs.
 */
export function latestResults(media: MediaReader | undefined, language: Language, services?: readonly string[]): HealedPhoto[] {
  if (!media) return []
  return media
    .gallery()
    .filter((item) => !services || services.includes(item.service))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((item) => {
      const image = media.image(item.afterImage)
      return image ? [{ ...photo(item, language), image, after: item.kind === 'before-after' }] : []
    })
    .slice(0, RESULTS_COUNT)
}
