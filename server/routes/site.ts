import { existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import express, { type Request, type Response, Router } from 'express'
import { blogViewPath, searchText } from '#shared/content/blog-views.ts'
import { LANGUAGES, REDIRECTS, localizedPath, splitLanguage } from '#shared/content/routes.ts'
import type { Answer, Answers } from '../content/answers.ts'
import { createBlogReader } from '../content/blog-reader.ts'
import { createMediaReader } from '../content/media-reader.ts'
import { createReviewsFaqReader } from '../content/reviews-faq-reader.ts'
import { compressText } from '../content/compress-text.ts'
import { VisitorPages } from '../content/visitor-pages.ts'
import { holdPageScripts } from '../content/after-paint-scripts.ts'
import { createStyleInliner } from '../content/inline-styles.ts'
import { renderVikeWithoutAsyncStorage } from '../content/vike-async-storage.ts'
import type { SearchGate } from '../security/search-gate.ts'
import { sessionUser } from '../security/session.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { pageSections, pageTexts } from '../store/pages.ts'
import { createAddedPagesReader } from '../content/added-pages-reader.ts'
import type { PagePreview } from '../content/page-preview.ts'
import { withStarter, starterContent } from '#shared/content/page-content.ts'
import { arrangedSections } from '#shared/content/page-parts.ts'
import type { ContentTree, PageContentId } from '#shared/schema/page-content.ts'
import type { Language } from '#shared/schema/common.ts'
import type { RefusedContactForm } from '#shared/content/contact-form-state.ts'

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
  /** The budget of new searches, shared with the API's search (SEARCH_LOOP_SHARE). */
  searches?: SearchGate
}) {
  const { root, store, answers, publicUrl, sessions, preview, searches } = options
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
  // The blog's search form, sent without JavaScript (`/blog/search?q=…`), leads to its results' address.
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
  await renderVikeWithoutAsyncStorage()
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

  /**
   * Renders the page at `path`: no page reads the query string, so `?utm_source=…` gets the same page. With
   * `refusedContactForm`, its contact form shows what the visitor typed and marks the refused fields.
   */
  async function render(path: string, headers: Request['headers'], isAdmin: boolean, refusedContactForm?: RefusedContactForm): Promise<Answer> {
    const revision = store.revision
    const pageContext = await renderPage({
      urlOriginal: path,
      headersOriginal: headers,
      refusedContactForm,
      publicUrl,
      blog: createBlogReader(store, isAdmin),
      media: createMediaReader(store),
      reviewsFaq: createReviewsFaqReader(store),
      studioSettings: studioSettings(store),
      pageContent: storedContent,
      pageSections: (id: PageContentId) => pageSections(store, id),
      addedPages: createAddedPagesReader(store),
    })
    const response = pageContext.httpResponse
    const own: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8' }
    // Vike's own headers (Content-Type, and Location on its redirects), a Location only ever to this site. Its
    // Cache-Control ("no-store, max-age=0") gives way to ours, below: one header of each name.
    for (const [name, value] of response?.headers ?? []) {
      const lower = name.toLowerCase()
      if (lower === 'cache-control') continue
      if (lower === 'content-type') own['Content-Type'] = value
      else own[name] = lower === 'location' ? localPath(value) : value
    }
    // A signed-in admin may preview drafts: never kept, never indexed.
    own['Cache-Control'] = isAdmin ? 'private, no-store' : 'no-cache'
    if (isAdmin) own['X-Robots-Tag'] = 'noindex'
    const body = response ? await response.getBody() : 'Internal server error'
    return {
      status: response?.statusCode ?? 500,
      headers: own,
      // The public pages' CSS goes inline, and their script waits for their first paint. The admin
      // console's shell keeps its links and its script.
      body: response && !isAdminConsole(splitLanguage(path).path) ? holdPageScripts(inlineStyles(body)) : body,
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
      pageContent: (id: PageContentId, lang: Language) =>
        'added' in draft || id !== draft.id ? storedContent(id, lang) : withStarter(starterContent(id, lang), draft[lang]),
      pageSections: (id: PageContentId) =>
        'added' in draft || id !== draft.id || !draft.sections ? pageSections(store, id) : arrangedSections(id, draft.sections),
      addedPages: createAddedPagesReader(store, 'added' in draft ? { id: draft.id, page: draft.added } : undefined),
    })
    const response = pageContext.httpResponse
    if (!response) throw new Error(`The preview of ${path} did not render`)
    return inlineStyles(await response.getBody())
  })

  // Visitors' pages at a bounded cost (docs/decisions/026-bounded-renders.md): held ones at once, the rest one
  // at a time, one not-found page per language, searches limited, they and the list's other views held apart.
  const visitors = new VisitorPages(
    store,
    answers,
    (path) => render(path, {}, false),
    (page, quality) => answers.compressPage(page, quality),
    searches,
  )

  router.use(sessions, async (req: Request, res: Response) => {
    // A contact form sent without JavaScript and refused (server/routes/inquiries.ts): its page again, with what
    // this visitor typed, so never held; rendered in turn with the others.
    const refused = req.method === 'POST' ? (res.locals.refusedContactForm as RefusedContactForm | undefined) : undefined
    if (refused) {
      const page = await visitors.forStaff(() => render(req.path, {}, false, refused))
      const status = page.status === 200 ? refused.status : page.status
      answers.send(req, res, { status, headers: { ...page.headers, 'Cache-Control': 'no-store' }, body: page.body })
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method Not Allowed')
      return
    }
    // Held by path alone: any number of query strings costs one page in memory. Staff's pages (drafts
    // in them) are never held, and wait their turn like the others. The console's frame is the same for everyone
    // (the browser fills it in after checking the session): staff get the held one too.
    const isAdmin = !isAdminConsole(splitLanguage(req.path).path) && sessionUser(req, store) !== undefined
    const page = isAdmin ? await visitors.forStaff(() => render(req.path, req.headers, true)) : await visitors.answer(req.path, req.ip ?? 'unknown')
    answers.send(req, res, page)
  })

  return router
}
