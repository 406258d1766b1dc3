import { usePageContext } from 'vike-react/usePageContext'
import { Picture } from './picture.tsx'
import { MODERN_FORMATS, type ImageView } from '#shared/content/responsive-image.ts'
import { variantUrl } from '#shared/schema/upload-address.ts'

/** A page's hero photo in the page's language (+onBeforeRender): the image, its description and the point to keep. */
export interface HeroPhotoShown {
  image: ImageView
  alt: string
  focusX: number
  focusY: number
}

/** The hero's photo column (site.css `.hero-art`): at most 460 px, the container's width on a phone. */
export const HERO_SIZES = '(min-width: 540px) 460px, calc(100vw - 2.5rem)'

/**
 * The photo in place of the drawing: cropped to the hero's frame (wide on a phone, tall beside the words on a desktop)
 * around the studio's chosen point, which lands at the same place in the frame as in the photo wherever the crop allows.
 * It is the page's LCP: loaded at once with high priority (and preloaded from the head, HeroPhotoPreload).
 */
export function HeroPhoto({ photo, priority = true }: { photo: HeroPhotoShown; priority?: boolean }) {
  return (
    <Picture
      image={photo.image}
      src={photo.image.src}
      alt={photo.alt}
      sizes={HERO_SIZES}
      priority={priority}
      className="hero-photo-img"
      frameClassName="hero-photo"
      focus={{ x: photo.focusX, y: photo.focusY }}
    />
  )
}

/**
 * The head's preload of the hero photo, so the browser asks for it before it reaches the <img>: the first modern
 * format's set (browsers without it skip a preload whose type they cannot show, and load the <img>'s choice), else
 * the upload itself while its derivatives are being made.
 */
export function HeroPhotoPreload({ photo: ownPhoto }: { photo?: HeroPhotoShown } = {}) {
  const pagePhoto = usePageContext().heroPhoto
  const photo = ownPhoto ?? pagePhoto
  if (!photo) return null
  const { image } = photo
  if (image.widths.length === 0) return <link rel="preload" as="image" href={image.src} fetchPriority="high" />
  const format = MODERN_FORMATS[0]
  const srcSet = image.widths.map((width) => `${variantUrl(image.id, width, format)} ${width}w`).join(', ')
  return <link rel="preload" as="image" type={`image/${format}`} imageSrcSet={srcSet} imageSizes={HERO_SIZES} fetchPriority="high" />
}
