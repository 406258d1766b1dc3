import { Router } from 'express'
import { LANGUAGES, PAGES, localizedPath, postPath } from '../../shared/content/routes.ts'
import type { Language } from '../../shared/schema/common.ts'
import { compressText } from '../content/compress-text.ts'
import { findTranslation, listPosts } from '../store/posts.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'

/**
 * Text for XML: markup characters escaped, and the characters XML 1.0 forbids (control characters, lone surrogates,
 * U+FFFE/U+FFFF) left out — a post title may hold one, and one such character makes the whole feed unreadable.
 */
export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters, so they are dropped
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

/** Both language versions of a path, as sitemap alternates (en, es, x-default). */
function alternates(publicUrl: string, path: string): string {
  return alternateLinks(publicUrl, { en: path, es: localizedPath(path, 'es') })
}

/** A page's twins, one per language, with English as the default. */
function alternateLinks(publicUrl: string, twins: Record<Language, string>): string {
  const links = LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(publicUrl + twins[language])}"/>`)
  links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + twins.en)}"/>`)
  return links.join('')
}

/** sitemap.xml, robots.txt and rss.xml, always from the store as it is now. */
export function feedRoutes(store: Store, publicUrl: string): Router {
  const router = Router()

  router.get('/sitemap.xml', compressText, (_req, res) => {
    const posts = listPosts(store, { includeDrafts: false })
    const entries: string[] = []
    // Every page shows the studio's settings; the home page and the blog also list the newest posts.
    const settingsChanged = studioSettings(store).updatedAt
    const newestPost = posts.reduce((newest, post) => (post.updatedAt > newest ? post.updatedAt : newest), settingsChanged)
    for (const page of PAGES) {
      const lastmod = page.path === '/' || page.path === '/blog' ? newestPost : settingsChanged
      for (const language of LANGUAGES) {
        entries.push(
          `<url><loc>${escapeXml(publicUrl + localizedPath(page.path, language))}</loc><lastmod>${lastmod}</lastmod>${alternates(publicUrl, page.path)}</url>`,
        )
      }
    }
    // A post has one address, in its own language (issue 14), and names a twin only when it has a translation.
    for (const post of posts) {
      const translation = findTranslation(store, post)
      const twins = translation && ({ [post.language]: postPath(post), [translation.language]: postPath(translation) } as Record<Language, string>)
      entries.push(`<url><loc>${escapeXml(publicUrl + postPath(post))}</loc><lastmod>${post.updatedAt}</lastmod>${twins ? alternateLinks(publicUrl, twins) : ''}</url>`)
    }
    res
      .type('application/xml')
      .set('Cache-Control', 'no-cache')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
          `${entries.join('\n')}\n</urlset>\n`,
      )
  })

  router.get('/robots.txt', compressText, (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'no-cache')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${publicUrl}/sitemap.xml\n`)
  })

  router.get('/rss.xml', compressText, (_req, res) => {
    const posts = listPosts(store, { includeDrafts: false, limit: 50 })
    const items = posts.map((post) => {
      const link = escapeXml(`${publicUrl}${postPath(post)}`)
      return [
        '<item>',
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        `<pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
        `<category>${escapeXml(post.category)}</category>`,
        `<description>${escapeXml(post.excerpt)}</description>`,
        '</item>',
      ].join('')
    })
    res
      .type('application/rss+xml')
      .set('Cache-Control', 'no-cache')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
          `<title>${escapeXml(`${studioSettings(store).name} Blog`)}</title>` +
          `<link>${escapeXml(`${publicUrl}/blog`)}</link>` +
          `<atom:link href="${escapeXml(`${publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
          '<description>Permanent makeup tips, aftercare and news from our Gainesville studio.</description>' +
          '<language>en-us</language>' +
          `${items.join('')}</channel></rss>\n`,
      )
  })

  return router
}
