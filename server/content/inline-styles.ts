import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A stylesheet link as Vike writes it into a head, on a line of its own. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet" type="text\/css" href="(\/assets\/[\w./-]+\.css)">\n?/g

/**
 * Puts a page's CSS into its head, in place of Vike's `<link rel="stylesheet">`s: a stylesheet link
 * blocks the first paint for a round trip per file, while the site's CSS is about 6 KB per page once compressed, less
 * than that trip's worth of bytes on a phone. Pages are rendered once and held (docs/decisions/008), so the rewrite
 * costs nothing per visit; each file is read from the build once. The CSS goes in one `<style>` at the end of the
 * head, in the links' order: Vike writes its links first, and `<meta charset>` must stay within the first 1,024
 * bytes. The CSP already allows inline styles (server/security/headers.ts). A file that is missing or holds
 * `</style` keeps its link.
 */
export function createStyleInliner(clientDir: string): (html: string) => string {
  const files = new Map<string, string | undefined>()
  const read = (href: string) => {
    if (!files.has(href)) {
      let css: string | undefined
      try {
        css = href.includes('..') ? undefined : readFileSync(join(clientDir, href), 'utf8')
      } catch {
        css = undefined
      }
      files.set(href, css === undefined || /<\/style/i.test(css) ? undefined : css)
    }
    return files.get(href)
  }
  // Only the head's links: the body may hold a post's HTML.
  return (html) => {
    const headEnd = html.indexOf('</head>')
    if (headEnd < 0) return html
    const styles: string[] = []
    const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href: string) => {
      const css = read(href)
      if (css === undefined) return link
      styles.push(css)
      return ''
    })
    if (styles.length === 0) return html
    return `${head}<style>${styles.join('\n')}</style>\n${html.slice(headEnd)}`
  }
}
