import type { MediaReader } from '#shared/content/media-reader.ts'
import { decodeEntities } from '#shared/content/html-text.ts'
import { SIZES, pictureHtml } from '#shared/content/responsive-image.ts'

const IMG_TAG = /<img\b[^>]*>/gi
const ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"/g

/**
 * Images inside a post's stored HTML, made responsive at render time: an `<img>` of an upload becomes a
 * `<picture>` with the derivatives that exist, its true size and placeholder; other images (absolute http(s)
 * addresses) stay as they are, lazy. The HTML was sanitized when it was stored (DOMPurify writes attributes in
 * double quotes), and every value written here is escaped again.
 * `firstIsLcp`: the post has no featured image, so its first image may be the largest thing on screen.
 */
export function withResponsiveImages(html: string, media: MediaReader, { firstIsLcp }: { firstIsLcp: boolean }): string {
  let index = 0
  return html.replace(IMG_TAG, (tag) => {
    const attributes = new Map<string, string>()
    for (const [, name, value] of tag.matchAll(ATTRIBUTE)) attributes.set(name!.toLowerCase(), decodeEntities(value!))
    const priority = firstIsLcp && index === 0
    index += 1
    const view = media.image(attributes.get('src') ?? '')
    if (!view) return /\bloading=/i.test(tag) || priority ? tag : tag.replace(/^<img\b/i, '<img loading="lazy"')
    return pictureHtml(view, {
      sizes: SIZES.article,
      alt: attributes.get('alt') || view.alt,
      priority,
      className: attributes.get('class'),
    })
  })
}
