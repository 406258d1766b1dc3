import type { Brand } from '../schema/brand.ts'
import type { PublicGalleryItem } from '../schema/gallery.ts'
import type { HeroPhoto, PageContentId } from '../schema/page-content.ts'
import type { ImageView } from './responsive-image.ts'

/**
 * What the website's server-rendered pages may read of the media library and the gallery. The server hands one to
 * each render (pageContext.media), reading the store at request time.
 */
export interface MediaReader {
  /** The uploaded image at `/uploads/<name>`; undefined for any other address (external images stay plain). */
  image(url: string): ImageView | undefined
  /** Published gallery items, in the studio's order. */
  gallery(): PublicGalleryItem[]
  /** The photo chosen for a page's hero, with its image; undefined: the page shows its drawing. */
  heroPhoto(id: PageContentId): HeroPhotoView | undefined
  /** The studio's logo and favicon; null each until the owner uploads one. */
  brand(): Brand
}

export type HeroPhotoView = Omit<HeroPhoto, 'image'> & { image: ImageView }
