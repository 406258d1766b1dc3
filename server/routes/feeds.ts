import { Router } from 'express'
import type { Answer, Answers } from '../content/answers.ts'
import { LANGUAGES, PAGES, localizedPath, postPath } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'
import { SERVICE_PAGE_PATHS } from '#shared/schema/service-values.ts'
import { notFound } from '../http-errors.ts'
import { listAddedPages } from '../store/added-pages.ts'
import { listPosts } from '../store/posts.ts'
import { listServices } from '../store/services.ts'
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

/** Well under the sitemaps protocol's limit of 50,000: past this many URLs, /sitemap.xml becomes an index. */
export const SITEMAP_URL_LIMIT = 1000
/** The feed carries the latest posts only. */
export const RSS_POST_LIMIT = 50

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'

interface SitemapEntry {
  xml: string
  lastmod: string
}

/** Every URL of the sitemap: the pages in both languages first, then the published posts, newest first. */
function sitemapEntries(store: Store, publicUrl: string): SitemapEntry[] {
  const posts = listPosts(store, { includeDrafts: false })
  const entries: SitemapEntry[] = []
  // Every page shows the studio's settings; the home page and the blog also list the newest posts.
  const settingsChanged = studioSettings(store).updatedAt
  const newestPost = posts.reduce((newest, post) => (post.updatedAt > newest ? post.updatedAt : newest), settingsChanged)
  for (const page of PAGES) {
    const lastmod = page.path === '/' || page.path === '/blog' ? newestPost : settingsChanged
    for (const language of LANGUAGES) {
      const xml = `<url><loc>${escapeXml(publicUrl + localizedPath(page.path, language))}</loc><lastmod>${lastmod}</lastmod>${alternates(publicUrl, page.path)}</url>`
      entries.push({ xml, lastmod })
    }
  }
  // The pages the owner added: each its own pair of addresses. The services' own pages (those without an original
  // page of their own, which is listed above).
  for (const page of listAddedPages(store)) {
    if (!page.published) continue
    const twins = { en: `/${page.slug.en}`, es: localizedPath(`/${page.slug.es}`, 'es') }
    for (const language of LANGUAGES) {
      const lastmod = page.updatedAt > settingsChanged ? page.updatedAt : settingsChanged
      entries.push({
        xml: `<url><loc>${escapeXml(publicUrl + twins[language])}</loc><lastmod>${lastmod}</lastmod>${alternateLinks(publicUrl, twins)}</url>`,
        lastmod,
      })
    }
  }
  for (const service of listServices(store, { includeHidden: false })) {
    if (SERVICE_PAGE_PATHS[service.slug]) continue
    const path = `/services/${service.slug}`
    const lastmod = service.updatedAt > settingsChanged ? service.updatedAt : settingsChanged
    for (const language of LANGUAGES) {
      entries.push({
        xml: `<url><loc>${escapeXml(publicUrl + localizedPath(path, language))}</loc><lastmod>${lastmod}</lastmod>${alternates(publicUrl, path)}</url>`,
        lastmod,
      })
    }
  }
  // A post has one address, in its own language, and names a twin only when it has a translation: the
  // rule of findTranslation (published, not in Trash, linked both ways), looked up by id once rather than by a scan
  // of the store per post (the bench's store holds 10,000 posts).
  const published = new Map(posts.map((post) => [post.id, post]))
  for (const post of posts) {
    const candidate = post.translationId === null ? undefined : published.get(post.translationId)
    const translation = candidate?.translationId === post.id ? candidate : undefined
    const twins = translation && ({ [post.language]: postPath(post), [translation.language]: postPath(translation) } as Record<Language, string>)
    const xml = `<url><loc>${escapeXml(publicUrl + postPath(post))}</loc><lastmod>${post.updatedAt}</lastmod>${twins ? alternateLinks(publicUrl, twins) : ''}</url>`
    entries.push({ xml, lastmod: post.updatedAt })
  }
  return entries
}

function urlset(entries: SitemapEntry[]): string {
  return `${XML_HEAD}${URLSET_OPEN}${entries.map((entry) => entry.xml).join('\n')}\n</urlset>\n`
}

/**
 * The sitemap's files by address: one urlset at /sitemap.xml up to `SITEMAP_URL_LIMIT` URLs; past it an
 * index there and the URLs in order (pages first, then posts) at /sitemap-1.xml, /sitemap-2.xml, …
 */
export function sitemapFiles(store: Store, publicUrl: string, limit = SITEMAP_URL_LIMIT): Map<string, string> {
  const entries = sitemapEntries(store, publicUrl)
  if (entries.length <= limit) return new Map([['/sitemap.xml', urlset(entries)]])
  const files = new Map<string, string>()
  const index: string[] = []
  for (let start = 0, number = 1; start < entries.length; start += limit, number++) {
    const chunk = entries.slice(start, start + limit)
    const path = `/sitemap-${number}.xml`
    const lastmod = chunk.reduce((newest, entry) => (entry.lastmod > newest ? entry.lastmod : newest), '')
    files.set(path, urlset(chunk))
    index.push(`<sitemap><loc>${escapeXml(publicUrl + path)}</loc><lastmod>${lastmod}</lastmod></sitemap>`)
  }
  files.set('/sitemap.xml', `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`)
  return files
}

function rss(store: Store, publicUrl: string): string {
  const posts = listPosts(store, { includeDrafts: false, limit: RSS_POST_LIMIT })
  const studio = studioSettings(store)
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
  return (
    `${XML_HEAD}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeXml(`${studio.name} Blog`)}</title>` +
    `<link>${escapeXml(`${publicUrl}/blog`)}</link>` +
    `<atom:link href="${escapeXml(`${publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    `<description>${escapeXml(`Permanent makeup tips, aftercare and news from our ${studio.address.city} studio.`)}</description>` +
    '<language>en-us</language>' +
    `${items.join('')}</channel></rss>\n`
  )
}

/**
 * sitemap.xml (and its numbered parts), robots.txt and rss.xml, from the store as it is now. The feeds are made once
 * per store revision and held with the pages (content/answers.ts): a crawler's repeats are sent from memory, and
 * the next change of the store (a post published on schedule included) makes them again on first demand.
 */
export function feedRoutes(store: Store, answers: Answers, publicUrl: string): Router {
  const router = Router()

  /** Makes a value once per store revision (every numbered sitemap comes from the one make). */
  function perRevision<T>(make: () => T): () => T {
    let made: { revision: number; value: T } | undefined
    return () => {
      if (made?.revision !== store.revision) made = { revision: store.revision, value: make() }
      return made.value
    }
  }
  const xmlAnswer = (type: string, body: string): Answer => ({
    status: 200,
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' },
    body,
    revision: store.revision,
  })
  const sitemaps = perRevision(() => new Map([...sitemapFiles(store, publicUrl)].map(([path, body]) => [path, xmlAnswer('application/xml', body)])))
  const feed = perRevision(() => xmlAnswer('application/rss+xml', rss(store, publicUrl)))

  router.get(['/sitemap.xml', '/sitemap-:number.xml'], (req, res) => {
    const answer = sitemaps().get(req.path)
    // Past the last numbered sitemap, or any while the sitemap is one file.
    if (!answer) throw notFound('There is no sitemap at this address')
    answers.hold(req.path, answer)
    answers.send(req, res, answer)
  })

  router.get('/robots.txt', (req, res) => {
    const answer: Answer = {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
      body: `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
    }
    answers.hold(req.path, answer)
    answers.send(req, res, answer)
  })

  router.get('/rss.xml', (req, res) => {
    const answer = feed()
    answers.hold(req.path, answer)
    answers.send(req, res, answer)
  })

  return router
}
