import type { PageContextServer } from 'vike/types'
import { comparisons } from '../../../content/gallery-photos.ts'

/** The published before-and-after pairs in the page's language; with photos the page's description says so. */
export function data(pageContext: PageContextServer) {
  const pairs = comparisons(pageContext.media, pageContext.language)
  return { comparisons: pairs, metaBlock: pairs.length > 0 ? 'metaWithPhotos' : undefined }
}

export type GalleryData = ReturnType<typeof data>
