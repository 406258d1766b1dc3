import type { CSSProperties } from 'react'
import { type ImageView, pictureParts } from '#shared/content/responsive-image.ts'

/**
 * An image the site shows. An upload (`image` given: the page's data looked it up with
 * `pageContext.media.image(url)`) becomes one `<picture>` built from `pictureParts`, the same markup the server
 * writes for images inside post content. Any other address (an https image linked by a post) stays a plain `<img>`
 * with the size the caller knows.
 */
export function Picture({
  image,
  src,
  alt,
  sizes,
  priority = false,
  className,
  frameClassName,
  focus,
  width,
  height,
  style,
  frameStyle,
}: {
  image: ImageView | null | undefined
  /** The address shown when it is not an upload. */
  src: string
  alt: string
  sizes: string
  /** The page's LCP image: loaded at once with high priority. Otherwise lazy. */
  priority?: boolean
  className?: string
  /** The `<picture>`'s class (an upload's frame). */
  frameClassName?: string
  /** The point of the image kept in view when its box crops it (`object-fit: cover`), in % from the top left. */
  focus?: { x: number; y: number }
  /** The box of a plain `<img>` (its true size is unknown): keeps the page from shifting as it loads. */
  width?: number
  height?: number
  /** The image's own rules inline, where the page has no stylesheet for it (a card's photo on the home page). */
  style?: CSSProperties
  /** The `<picture>`'s rules inline (an upload's frame). */
  frameStyle?: CSSProperties
}) {
  if (!image) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={style}
      />
    )
  }
  const { sources, img } = pictureParts(image, { sizes, alt, priority, className })
  return (
    <picture className={frameClassName} style={frameStyle}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={img.className}
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.sizes}
        width={img.width}
        height={img.height}
        alt={img.alt}
        loading={img.loading}
        decoding={img.decoding}
        fetchPriority={img.fetchPriority}
        style={
          img.background || focus || style
            ? {
                ...style,
                ...(img.background ? { background: img.background } : {}),
                ...(focus ? { objectPosition: `${focus.x}% ${focus.y}%` } : {}),
              }
            : undefined
        }
      />
    </picture>
  )
}
