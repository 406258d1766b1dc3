import { variantUrl } from '../schema/upload-address.ts'
import { escapeHtml } from './html-text.ts'

/**
 * How the website shows an uploaded image: one `<picture>` with AVIF and WebP sources at the widths the
 * pipeline made, a JPEG (or PNG) fallback, the true size and a blurred placeholder. The React pages and the
 * server's rewrite of images inside post content both build their markup from `pictureParts`, so the two agree.
 * Free of zod and of the store: the public site imports it.
 */

/** Widths the pipeline makes (never wider than the original): cards, phone articles, desktop articles at 2×. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const

/** Modern formats offered before the fallback, best first. */
export const MODERN_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof MODERN_FORMATS)[number] | 'jpg' | 'png'

const MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }

/** What a page needs to know of an uploaded image. */
export interface ImageView {
  id: string
  /** The served upload itself, `/uploads/<name>`. */
  src: string
  width: number
  height: number
  /** The media library's alt text ('' when none was written). */
  alt: string
  placeholder: string
  color: string
  hasAlpha: boolean
  /** Widths of the derivatives that exist; empty while they are being made (the page then shows `src`). */
  widths: number[]
  fallback: 'jpg' | 'png'
}

/** The `sizes` of each place the site shows uploads, matching site.css (`.narrow` 780 px, `.grid-3` cards). */
export const SIZES = {
  article: '(min-width: 820px) 780px, calc(100vw - 2.5rem)',
  card: '(min-width: 1200px) 370px, (min-width: 900px) calc((100vw - 5rem) / 3), (min-width: 600px) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)',
  gallery: '(min-width: 1200px) 560px, (min-width: 700px) calc((100vw - 4rem) / 2), calc(100vw - 2.5rem)',
} as const

/** The widths to make of an image `width` pixels wide: the standard ones below it, and its own when smaller than the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((candidate) => candidate < width)
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
  if (width <= largest) widths.push(width)
  return widths
}

export interface PictureOptions {
  sizes: string
  alt: string
  /** The page's largest image above the fold: loaded at once, with high priority (LCP). Otherwise lazy. */
  priority?: boolean
  className?: string
}

export interface PictureParts {
  sources: { type: string; srcSet: string; sizes: string }[]
  img: {
    src: string
    srcSet?: string
    sizes?: string
    width: number
    height: number
    alt: string
    loading: 'eager' | 'lazy'
    decoding: 'async'
    fetchPriority?: 'high'
    className?: string
    /**
     * The CSS `background` under the image while it loads: its dominant colour and blurred preview (none for
     * transparent images, it would show through).
     */
    background?: string
  }
}

export function pictureParts(view: ImageView, options: PictureOptions): PictureParts {
  const srcSet = (format: VariantFormat) => view.widths.map((width) => `${variantUrl(view.id, width, format)} ${width}w`).join(', ')
  const ready = view.widths.length > 0
  const largest = view.widths[view.widths.length - 1]
  const background = view.hasAlpha ? undefined : `${view.color}${view.placeholder ? ` url("${view.placeholder}") center/cover no-repeat` : ''}`
  return {
    sources: ready ? MODERN_FORMATS.map((format) => ({ type: MIME[format], srcSet: srcSet(format), sizes: options.sizes })) : [],
    img: {
      src: ready && largest ? variantUrl(view.id, pickFallbackWidth(view.widths), view.fallback) : view.src,
      srcSet: ready ? srcSet(view.fallback) : undefined,
      sizes: ready ? options.sizes : undefined,
      width: view.width,
      height: view.height,
      alt: options.alt,
      loading: options.priority ? 'eager' : 'lazy',
      decoding: 'async',
      fetchPriority: options.priority ? 'high' : undefined,
      className: options.className,
      background,
    },
  }
}

/** The `src` of the fallback for browsers without srcset: 800 px wide when there is one, else the largest below. */
function pickFallbackWidth(widths: number[]): number {
  return widths.filter((width) => width <= 800).pop() ?? widths[0]!
}

/**
 * The picture social networks show (og:image), with its size (networks lay the card out before they fetch it): a
 * 1200-wide JPEG when there is one, else the largest made, else the upload itself.
 */
export function shareImage(view: ImageView): { url: string; width: number; height: number } {
  if (view.widths.length === 0 || view.fallback !== 'jpg') return { url: view.src, width: view.width, height: view.height }
  const width = view.widths.includes(1200) ? 1200 : view.widths[view.widths.length - 1]!
  return { url: variantUrl(view.id, width, 'jpg'), width, height: Math.round((view.height * width) / view.width) }
}

/** The same picture as HTML text, for images inside a post's stored HTML (server/content/post-images.ts). */
export function pictureHtml(view: ImageView, options: PictureOptions): string {
  const { sources, img } = pictureParts(view, options)
  const attributes: [string, string | number | undefined][] = [
    ['src', img.src],
    ['srcset', img.srcSet],
    ['sizes', img.sizes],
    ['width', img.width],
    ['height', img.height],
    ['alt', img.alt],
    ['loading', img.loading],
    ['decoding', img.decoding],
    ['fetchpriority', img.fetchPriority],
    ['class', img.className],
    ['style', img.background && `background:${img.background}`],
  ]
  const imgTag = `<img ${attributes
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ')}>`
  const sourceTags = sources.map((source) => `<source type="${source.type}" srcset="${escapeHtml(source.srcSet)}" sizes="${escapeHtml(source.sizes)}">`)
  return `<picture>${sourceTags.join('')}${imgTag}</picture>`
}
