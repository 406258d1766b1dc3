import { existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import express, { type Request, type Response, Router } from 'express'
import { blogViewPath, parseBlogView, searchText } from '../../shared/content/blog-views.ts'
import { LANGUAGES, REDIRECTS, localizedPath, splitLanguage } from '../../shared/content/routes.ts'
import type { Answer, Answers } from '../content/answers.ts'
import { createBlogReader } from '../content/blog-reader.ts'
import { createMediaReader } from '../content/media-reader.ts'
import { createReviewsFaqReader } from '../content/reviews-faq-reader.ts'
import { compressText } from '../content/compress-text.ts'
import { holdPageScripts } from '../content/after-paint-scripts.ts'
import { createStyleInliner } from '../content/inline-styles.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { sessionUser } from '../security/session.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { pageTexts } from '../store/pages.ts'
import type { PagePreview } from '../content/page-preview.ts'
import { withStarter, starterContent } from '../../shared/content/page-content.ts'
import type { ContentTree, PageContentId } from '../../shared/schema/page-content.ts'
import type { Language } from '../../shared/schema/common.ts'
import { SEARCH_LIMIT } from './posts.ts'

/**
 * A path of this site for a `Location` header: leading slashes and backslashes collapse to one slash, so that
 * `//evil.example/` or `/\\evil.example` can never become a redirect to another site. Absolute URLs keep only
 * their path and query.
 */
export function localPath(path: string): string {
  const url = new URL(path.replace(/^[/\\]+/, '/'), 'http://localhost')
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}${url.hash}`
}

/**
 * The paths Vike's renderPage refuses as wrong usage (`/@vite/client`, `/@fs/…`, `/__vite_ping`), read as Vike reads
 * them: each segment decoded (`/%40fs/…` too).
 */
export function isViteDevPath(path: string): boolean {
  const decoded = path.split('/').map(decodeSegment).join('/')
  return [path, decoded].some((candidate) => /^\/(?:@vite\/client|@fs\/|__vite_ping)/.test(candidate))
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // a malformed escape: Vike reads it as it is
  }
}

/** The admin console's pages (site/pages/admin): a shell the browser fills in, outside the public site. */
function isAdminConsole(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

/**
 * The website: hashed assets with a year's cache; the footer's old paths as 301; every page rendered by Vike from the
 * store (the studio's settings, posts, gallery) on first demand and held in `answers` until the next change
 * (docs/decisions/008-pages-follow-the-store.md).
 */
export async function siteRoutes(options: {
  root: string
  store: Store
  answers: Answers
  publicUrl: string
  sessions: express.RequestHandler[]
  preview?: PagePreview
}) {
  const { root, store, answers, publicUrl, sessions, preview } = options
  const router = Router()
  const client = join(root, 'dist', 'client')
  const serverEntry = join(root, 'dist', 'server', 'entry.mjs')
  const built = existsSync(client) && existsSync(serverEntry)

  for (const [from, to] of Object.entries(REDIRECTS)) {
    for (const language of ['en', 'es'] as const) {
      router.get(localizedPath(from, language), (_req, res) => res.redirect(301, localizedPath(to, language)))
    }
  }
  router.get(['/admin', '/admin/'], (_req, res) => res.redirect(302, '/admin/login'))
  // Issue 14: the blog's search form, sent without JavaScript (`/blog/search?q=…`), leads to its results' address.
  for (const language of LANGUAGES) {
    router.get(localizedPath('/blog/search', language), (req, res, next) => {
      if (typeof req.query.q !== 'string') return next()
      const query = searchText(req.query.q)
      res.redirect(303, query ? blogViewPath({ query, page: 1 }, language) : localizedPath('/blog', language))
    })
  }

  if (!built) {
    router.get('/', (_req, res) => {
      res
        .type('html')
        .send(
          '<!doctype html><html lang="en"><title>Belleza Studio</title><p>The studio server is running; the website is not built yet. Run <code>npm run build</code>.</p></html>',
        )
    })
    router.use((_req, res) => {
      res.status(404).type('html').send('<!doctype html><html lang="en"><title>404 Page Not Found</title><h1>404 Page Not Found</h1></html>')
    })
    return router
  }

  await import(pathToFileURL(serverEntry).href)
  const { renderPage } = await import('vike/server')
  // Vite's dev server's own addresses are not pages: Vike throws on them (its dev middleware should have answered),
  // and this server has none, so they are plainly not here.
  router.use((req, res, next) => (isViteDevPath(req.path) ? res.status(404).type('text').send('Not Found') : next()))
  const inlineStyles = createStyleInliner(client)

  router.use(
    '/assets',
    compressText,
    express.static(join(client, 'assets'), { immutable: true, maxAge: '365d', index: false, redirect: false, fallthrough: false }),
  )
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // `/faq/` → `/faq`: one address per page.
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length)
      return res.redirect(301, localPath(req.path.replace(/\/+$/, '')) + query)
    }
    next()
  })
  // Other files of the build (favicon, images): only addresses with an extension, so a page never touches the disk.
  const buildFiles = express.static(client, { index: false, redirect: false, maxAge: '1d' })
  router.use((req, res, next) => (extname(req.path) ? compressText(req, res, () => buildFiles(req, res, next)) : next()))

  const storedContent = (id: PageContentId, language: Language): ContentTree => pageTexts(store, id, language)

  /** Renders the page at `req.path`: no page reads the query string, so `?utm_source=…` gets the same page. */
  async function render(req: Request, isAdmin: boolean): Promise<Answer> {
    const revision = store.revision
    const pageContext = await renderPage({
      urlOriginal: req.path,
      headersOriginal: req.headers,
      publicUrl,
      blog: createBlogReader(store, isAdmin),
      media: createMediaReader(store),
      reviewsFaq: createReviewsFaqReader(store),
      studioSettings: studioSettings(store),
      pageContent: storedContent,
    })
    const response = pageContext.httpResponse
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' }
    // Vike's own headers (Content-Type, and Location on its redirects), a Location only ever to this site. Its
    // Cache-Control ("no-store, max-age=0") gives way to ours, below: one header of each name.
    for (const [name, value] of response?.headers ?? []) {
      const lower = name.toLowerCase()
      if (lower === 'cache-control') continue
      if (lower === 'content-type') headers['Content-Type'] = value
      else headers[name] = lower === 'location' ? localPath(value) : value
    }
    // A signed-in admin may preview drafts: never kept, never indexed.
    headers['Cache-Control'] = isAdmin ? 'private, no-store' : 'no-cache'
    if (isAdmin) headers['X-Robots-Tag'] = 'noindex'
    const body = response ? await response.getBody() : 'Internal server error'
    return {
      status: response?.statusCode ?? 500,
      headers,
      // The public pages' CSS goes inline, and their script waits for their first paint (issue #15). The admin
      // console's shell keeps its links and its script.
      body: response && !isAdminConsole(req.path) ? holdPageScripts(inlineStyles(body)) : body,
      revision,
    }
  }

  // The page editor's preview: the page with a draft's texts in place of the stored ones, its styles inline (the
  // console shows it in a frame without scripts) and its addresses resolved against this server.
  preview?.attach(async (path, language, draft) => {
    const pageContext = await renderPage({
      urlOriginal: localizedPath(path, language),
      headersOriginal: {},
      publicUrl,
      blog: createBlogReader(store, false),
      media: createMediaReader(store),
      reviewsFaq: createReviewsFaqReader(store),
      studioSettings: studioSettings(store),
      pageContent: (id: PageContentId, lang: Language) => (id === draft.id ? withStarter(starterContent(id, lang), draft[lang]) : storedContent(id, lang)),
    })
    const response = pageContext.httpResponse
    if (!response) throw new Error(`The preview of ${path} did not render`)
    return inlineStyles(await response.getBody())
  })

  /**
   * Visitors' renders under way, by store revision and path: a crowd asking for a page just after a change costs one
   * render, and nobody who asks after a change joins a render of the store before it.
   */
  const rendering = new Map<string, Promise<Answer>>()

  async function visitorPage(req: Request): Promise<Answer> {
    const held = answers.get(req.path)
    if (held) return held
    const key = `${store.revision} ${req.path}`
    let pending = rendering.get(key)
    if (!pending) {
      pending = render(req, false)
        .then(async (page) => {
          // Their best Brotli, off the event loop (issue #15: the home page's HTML then fits one round trip).
          if (page.status === 200 || page.status === 404) await answers.compressPage(page)
          // Pages and not-found pages are kept; a redirect or an error is made again next time. A page made from
          // a store that changed while it rendered is sent to those who asked, not kept.
          if ((page.status === 200 || page.status === 404) && page.revision === store.revision) answers.hold(req.path, page)
          return page
        })
        .finally(() => rendering.delete(key))
      rendering.set(key, pending)
    }
    return pending
  }

  // A search's page reads every post (issue 14): a new one counts against the same limit as the API's search
  // (issue #12); a page already made costs nothing.
  const searchLimiter = new AttemptLimiter(SEARCH_LIMIT.attempts, SEARCH_LIMIT.windowMs)

  router.use(sessions, async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method Not Allowed')
      return
    }
    if (!answers.get(req.path) && parseBlogView(splitLanguage(req.path).path)?.query) {
      const address = req.ip ?? 'unknown'
      const retryAfter = searchLimiter.retryAfter(address)
      if (retryAfter > 0) {
        res.status(429).set('Retry-After', String(retryAfter)).type('text').send('Too many searches from this address. Try again in a minute.')
        return
      }
      searchLimiter.hit(address)
    }
    const isAdmin = sessionUser(req, store) !== undefined
    // Held by path alone (issue #12): any number of query strings costs one page in memory.
    const page = isAdmin ? await render(req, true) : await visitorPage(req)
    answers.send(req, res, page)
  })

  return router
}
