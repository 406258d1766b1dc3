import { decodeEntities } from '#shared/content/html-text.ts'
import { parseVideoLink, videoFacadeHtml, type FacadeLanguage } from '#shared/content/video-embed.ts'

/** A paragraph that is one link and nothing else: what Markdown makes of a bare address on a line of its own. */
const LINK_PARAGRAPH = /<p>\s*<a href="([^"]*)">([^<]*)<\/a>\s*<\/p>/gi
/** A video frame written as HTML (the editor's video button inserted these before it wrote plain links). */
const IFRAME = /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1[^>]*>[\s\S]*?<\/iframe>/gi

/**
 * At Markdown render: a YouTube or Vimeo address alone on its line becomes the click-to-load facade
 * (nothing is fetched from the video site until the visitor presses play). A link with words of its own
 * (`[our video](https://youtu.be/…)`) stays a link: the writer chose words. Runs on the rendered HTML, before the
 * sanitizer, which keeps the facade as it is.
 */
export function videoLinksToFacades(html: string, language: FacadeLanguage = 'en'): string {
  return html.replace(LINK_PARAGRAPH, (paragraph, href: string, text: string) => {
    const address = decodeEntities(href)
    if (decodeEntities(text).trim() !== address) return paragraph
    const video = parseVideoLink(address)
    return video ? videoFacadeHtml(video, language) : paragraph
  })
}

/**
 * At page render: posts stored while the video button wrote iframes keep them (the sanitizer still allows YouTube and
 * Vimeo frames, and their stored HTML is left as it is); the page shows them, and their bare video links, behind
 * the same facade, so no post loads a player (and its cookies) on sight. The stored HTML was sanitized on its
 * write; only known video addresses are rewritten, into markup made here.
 */
export function withVideoFacades(html: string, language: FacadeLanguage = 'en'): string {
  return videoLinksToFacades(html, language).replace(IFRAME, (frame, _quote: string, src: string) => {
    const video = parseVideoLink(decodeEntities(src))
    return video ? videoFacadeHtml(video, language) : frame
  })
}
