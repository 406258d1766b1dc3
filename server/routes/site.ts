import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import express, { type Request, type Response, Router } from 'express'
import { PUBLIC_URL_PLACEHOLDER, REDIRECTS, localizedPath } from '../../shared/content/routes.ts'
import { createBlogReader } from '../content/blog-reader.ts'
import { type CachedBody, compressText, sendCached } from '../content/precompressed.ts'
import { sessionUser } from '../security/session.ts'
import type { Store } from '../store/store.ts'

interface RenderedPage extends CachedBody {
  status: number
  revision: number
}

/** Pages rendered on request are cached until the store changes; this many at most. */
const CACHE_LIMIT = 500

/** Reads every prerendered file (HTML and Vike's pageContext JSON) with PUBLIC_URL in place of the placeholder. */
async function loadPrerendered(client: string, publicUrl: string): Promise<Map<string, CachedBody>> {
  const pages = new Map<string, CachedBody>()
  async function walk(folder: string): Promise<void> {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') await walk(path)
        continue
      }
      const isHtml = entry.name === 'index.html'
      if (!isHtml && entry.name !== 'index.pageContext.json') continue
      const folderUrl = `/${relative(client, folder).split(sep).join('/')}`.replace(/\/$/, '') || '/'
      const url = isHtml ? folderUrl : `${folderUrl === '/' ? '' : folderUrl}/index.pageContext.json`
      const body = (await readFile(path, 'utf8')).replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl)
      pages.set(url, { type: isHtml ? 'text/html; charset=utf-8' : 'application/json', body })
    }
  }
  await walk(client)
  return pages
}

/**
 * The website: hashed assets with a year's cache; prerendered pages from memory; the footer's old paths as 301;
 * everything else (home, blog, 404) rendered by Vike from the store, cached until the next change.
 */
export async function siteRoutes(options: { root: string; store: Store; publicUrl: string; sessions: express.RequestHandler[] }) {
  const { root, store, publicUrl, sessions } = options
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

  if (!built) {
    router.get('/', (_req, res) => {
      res.type('html').send('<!doctype html><html lang="en"><title>Belleza Studio</title><p>The studio server is running; the website is not built yet. Run <code>npm run build</code>.</p></html>')
    })
    router.use((_req, res) => {
      res.status(404).type('html').send('<!doctype html><html lang="en"><title>404 Page Not Found</title><h1>404 Page Not Found</h1></html>')
    })
    return router
  }

  await import(pathToFileURL(serverEntry).href)
  const { renderPage } = await import('vike/server')
  const prerendered = await loadPrerendered(client, publicUrl)
  const cache = new Map<string, RenderedPage>()

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
      return res.redirect(301, req.path.replace(/\/+$/, '') + query)
    }
    const page = prerendered.get(req.path)
    if (!page) return next()
    res.set('Cache-Control', 'no-cache')
    sendCached(req, res, page)
  })
  // Other files of the build (favicon, images): only addresses with an extension, so a page never touches the disk.
  const buildFiles = express.static(client, { index: false, redirect: false, maxAge: '1d' })
  router.use((req, res, next) => (extname(req.path) ? compressText(req, res, () => buildFiles(req, res, next)) : next()))

  async function render(req: Request, isAdmin: boolean): Promise<RenderedPage> {
    const pageContext = await renderPage({
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      publicUrl,
      blog: createBlogReader(store, isAdmin),
    })
    const response = pageContext.httpResponse
    return {
      status: response?.statusCode ?? 500,
      type: response?.contentType ?? 'text/html; charset=utf-8',
      body: response ? await response.getBody() : 'Internal server error',
      revision: store.revision,
    }
  }

  router.use(sessions, async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method Not Allowed')
      return
    }
    // A signed-in admin may preview drafts: never cached, never indexed.
    const isAdmin = sessionUser(req, store) !== undefined
    const key = req.originalUrl
    let page = isAdmin ? undefined : cache.get(key)
    if (!page || page.revision !== store.revision) {
      page = await render(req, isAdmin)
      if (!isAdmin && page.status < 500) {
        if (cache.size >= CACHE_LIMIT) cache.clear()
        cache.set(key, page)
      }
    }
    res.status(page.status).set('Cache-Control', isAdmin ? 'private, no-store' : 'no-cache')
    if (isAdmin) res.set('X-Robots-Tag', 'noindex')
    sendCached(req, res, page)
  })

  return router
}

