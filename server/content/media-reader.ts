import type { MediaReader } from '#shared/content/media-reader.ts'
import type { ImageView } from '#shared/content/responsive-image.ts'
import type { ImageRecord } from '#shared/schema/image.ts'
import { storedBrand } from '../store/brand.ts'
import { toPublicGalleryItem } from '../routes/gallery.ts'
import { listGallery } from '../store/gallery.ts'
import { uploadName, uploadUrl } from '#shared/schema/upload-address.ts'
import { findImage } from '../store/images.ts'
import { heroPhotoOf } from '../store/pages.ts'
import type { Store } from '../store/store.ts'

export function imageView(image: ImageRecord): ImageView {
  return {
    id: image.id,
    src: uploadUrl(image.name),
    width: image.width,
    height: image.height,
    alt: image.alt,
    placeholder: image.placeholder,
    color: image.color,
    hasAlpha: image.hasAlpha,
    widths: image.variants,
    fallback: image.fallback,
  }
}

/** The media library and the published gallery as the website's pages read them at request time. */
export function createMediaReader(store: Store): MediaReader {
  const image = (url: string) => {
    const name = uploadName(url)
    const record = name ? findImage(store, name) : undefined
    return record && imageView(record)
  }
  return {
    image,
    brand: () => storedBrand(store),
    heroPhoto(id) {
      const photo = heroPhotoOf(store, id)
      const view = photo && image(photo.image)
      return photo && view && { ...photo, image: view }
    },
    // Published means given with consent (the schema refuses one without the other); checked here once more because
    // a client's face must never show without it.
    gallery: () =>
      listGallery(store, { includeDrafts: false })
        .filter((item) => item.consent)
        .map(toPublicGalleryItem),
  }
}
