import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PostInputSchema, PostSchema, type Post } from '../shared/schema/post.ts'
import { postContent } from '../server/content/post-content.ts'
import { seedNewStore } from '../server/store/seed.ts'
import { DurableJsonFile } from '../server/store/durable-json-file.ts'
import { openStore } from '../server/store/store.ts'
import type { Database } from '../shared/schema/database.ts'
import { ADMIN, SETTINGS } from './config.ts'
import { get } from './flood-load.ts'
import { benchPost } from './posts.ts'
import { median, memoryOf, onCleanup } from './processes.ts'
import { startProductionServer } from './server.ts'

/** Latencies of one kind of request, in ms. */
export interface Latency {
  p50: number
  p99: number
  samples: number
}

export interface StoreGrowthRow {
  posts: number
  dbBytes: number
  /** Spawn of the server process until `/api/health` first answers 200 (polled every 20 ms), on this store. */
  startSeconds: number
  createMs: number
  createP90Ms: number
  /** A save of the home page's texts (both languages whole, as the console sends them), each a change. */
  pageSave: Latency
  listMs: number
  listBytes: number
  listLimitedMs: number
  samples: number
  /** One durable rewrite of db.json (JSON.stringify, write, fsync, rename, fsync of the folder) at this size, fastest of 5, timed in the bench process. */
  rewriteMs: number
  /** `/blog` as a visitor gets it, decoded, and its first (uncached) render. */
  blogHtmlBytes: number
  blogFirstMs: number
  /** The API's first page, anonymous (held in memory) and signed in (through Express every time). */
  firstPage: Latency
  adminFirstPage: Latency
  /** /rss.xml and /sitemap.xml, each read just after a post create (a new store revision: nothing held). */
  rssUncached: Latency
  sitemapUncached: Latency
  /** Numbered sitemaps behind /sitemap.xml (0: it is one urlset). */
  sitemapFiles: number
  /** The server's RSS once it answers, and its RSS and high-water mark (VmHWM) after all of the above. */
  memoryStart: number
  memoryEnd: number
  memoryPeak: number
}

export interface StoreGrowthSummary {
  rows: StoreGrowthRow[]
  /** Markdown → sanitized HTML (postContent, as on every create) for one ~3 KB post, median of 20, in the bench process. */
  contentMs: number
  contentBytes: number
}

/** Distinct bodies rendered once each (Markdown → sanitized HTML, as the API does) and reused across the store. */
const VARIANTS = 16
/** The first page of the blog list (12 posts per page). */
export const FIRST_PAGE = '/api/blog/posts?published=true&limit=12'
export const ADMIN_FIRST_PAGE = '/api/blog/posts?limit=12'

function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b)
  return { p50: median(values), p99: sorted[Math.ceil(sorted.length * 0.99) - 1]!, samples: values.length }
}

/**
 * For each size: a store seeded as on first start, filled directly (openStore + store.update) with realistic
 * posts up to `size`, then the production server on it. Timed from this client over loopback, after
 * `storeWarmup` untimed requests: a post create through the API and a blog-list read.
 */
export async function measureStoreGrowth(sizes: readonly number[]): Promise<StoreGrowthSummary> {
  const rows: StoreGrowthRow[] = []
  const { contentMs, contentBytes } = await timeContent()
  for (const size of sizes) {
    const dataDir = await mkdtemp(join(tmpdir(), `belleza-bench-store-${size}-`))
    const forget = onCleanup(`store ${size}`, () => rm(dataDir, { recursive: true, force: true }))
    try {
      const rewriteMs = await fillStore(dataDir, size)
      const dbBytes = (await stat(join(dataDir, 'db.json'))).size
      const started = performance.now()
      const server = await startProductionServer({ dataDir, label: `${size}-post store` })
      const startSeconds = (performance.now() - started) / 1000
      const pid = server.child.pid!
      const memoryStart = memoryOf(pid).rss
      try {
        const cookie = await login(server.url)
        const categories = ((await (await fetch(`${server.url}/api/blog/categories`)).json()) as Array<{ name: string }>).map((c) => c.name)
        let next = 0
        const create = async () => {
          const body = JSON.stringify(benchPost(next++, categories, 'bench-created'))
          const t0 = performance.now()
          const response = await fetch(`${server.url}/api/blog/posts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body,
          })
          await response.arrayBuffer()
          const ms = performance.now() - t0
          if (response.status !== 201) throw new Error(`POST /api/blog/posts answered ${response.status}`)
          return ms
        }
        const read = async (path: string, headers: Record<string, string> = {}) => {
          const t0 = performance.now()
          const response = await fetch(`${server.url}${path}`, { headers })
          const body = await response.arrayBuffer()
          const ms = performance.now() - t0
          if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
          return { ms, bytes: body.byteLength, text: () => new TextDecoder().decode(body) }
        }
        // The blog page as the first visitor after the start gets it: rendered from this store, then held.
        const blog = await read('/blog')
        const list = '/api/blog/posts?published=true'
        const limited = '/api/blog/posts?published=true&limit=10'
        for (let i = 0; i < SETTINGS.storeWarmup; i++) {
          await create()
          await read(list)
          await read(limited)
          await read(FIRST_PAGE)
          await read(ADMIN_FIRST_PAGE, { cookie })
        }
        // The home page saved as the console saves it: both languages whole, the version it loaded, one text changed.
        const pageUrl = `${server.url}/api/admin/pages/home`
        let page = (await (await fetch(pageUrl, { headers: { cookie } })).json()) as { en: { hero: { title: string } }; es: object; updatedAt: string }
        const savePage = async (n: number) => {
          const body = JSON.stringify({
            en: { ...page.en, hero: { ...page.en.hero, title: `Wake up with brows you love (${n})` } },
            es: page.es,
            updatedAt: page.updatedAt,
          })
          const t0 = performance.now()
          const response = await fetch(pageUrl, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body })
          const saved = await response.json()
          const ms = performance.now() - t0
          if (response.status !== 200) throw new Error(`PUT /api/admin/pages/home answered ${response.status}`)
          page = saved as typeof page
          return ms
        }
        for (let i = 0; i < SETTINGS.storeWarmup; i++) await savePage(-i)
        const pageSaves: number[] = []
        for (let i = 0; i < SETTINGS.storeSamples; i++) pageSaves.push(await savePage(i))
        const creates: number[] = []
        const lists: number[] = []
        const limitedReads: number[] = []
        let listBytes = 0
        for (let i = 0; i < SETTINGS.storeSamples; i++) creates.push(await create())
        for (let i = 0; i < SETTINGS.storeSamples; i++) {
          const result = await read(list)
          lists.push(result.ms)
          listBytes = result.bytes
          limitedReads.push((await read(limited)).ms)
        }
        // The first page, many times: a p99 needs a hundred samples per percent. Asked through node:http on one kept-alive
        // connection, not fetch: fetch's own pauses (undici, in this process) put 5–12 ms spikes into every few dozen
        // answers, whatever the server (the server's own times stayed under 1.3 ms at p99).
        const agent = new Agent({ keepAlive: true, maxSockets: 1 })
        const timed = async (path: string, headers: Record<string, string> = {}) => {
          const reply = await get(server.url, agent, path, headers)
          if (reply.status !== 200) throw new Error(`GET ${path} answered ${reply.status}`)
          return reply.ms
        }
        const firstPages: number[] = []
        for (let i = 0; i < SETTINGS.storeLatencySamples; i++) firstPages.push(await timed(FIRST_PAGE))
        const adminPages: number[] = []
        for (let i = 0; i < SETTINGS.storeLatencySamples; i++) adminPages.push(await timed(ADMIN_FIRST_PAGE, { cookie }))
        agent.destroy()
        // Each feed read follows a create: the store's revision moved, so it is made from the store, not sent from memory.
        const rssReads: number[] = []
        const sitemapReads: number[] = []
        let sitemap = ''
        for (let i = 0; i < SETTINGS.storeFeedSamples; i++) {
          await create()
          rssReads.push((await read('/rss.xml')).ms)
          const answer = await read('/sitemap.xml')
          sitemapReads.push(answer.ms)
          sitemap = answer.text()
        }
        const sitemapFiles = (sitemap.match(/<sitemap>/g) ?? []).length
        if (sitemapFiles > 0) await read(`/sitemap-${sitemapFiles}.xml`) // the last numbered file answers too
        const memoryEnd = memoryOf(pid)
        const sorted = [...creates].sort((a, b) => a - b)
        const row: StoreGrowthRow = {
          posts: size,
          dbBytes,
          startSeconds,
          createMs: median(creates),
          createP90Ms: sorted[Math.ceil(sorted.length * 0.9) - 1]!,
          pageSave: latency(pageSaves),
          listMs: median(lists),
          listBytes,
          listLimitedMs: median(limitedReads),
          samples: SETTINGS.storeSamples,
          rewriteMs,
          blogHtmlBytes: blog.bytes,
          blogFirstMs: blog.ms,
          firstPage: latency(firstPages),
          adminFirstPage: latency(adminPages),
          rssUncached: latency(rssReads),
          sitemapUncached: latency(sitemapReads),
          sitemapFiles,
          memoryStart,
          memoryEnd: memoryEnd.rss,
          memoryPeak: memoryEnd.hwm,
        }
        rows.push(row)
        const f = (value: number) => value.toFixed(1)
        console.log(
          `[bench] store ${size} posts (${(dbBytes / 1e6).toFixed(1)} MB): start ${startSeconds.toFixed(2)} s, create ${f(row.createMs)} ms (db.json rewrite ${f(rewriteMs)} ms), page save ${f(row.pageSave.p50)} ms, ` +
            `/blog ${(blog.bytes / 1024).toFixed(1)} KB (first render ${f(blog.ms)} ms), first page p50/p99 ${f(row.firstPage.p50)}/${f(row.firstPage.p99)} ms, signed in ${f(row.adminFirstPage.p50)}/${f(row.adminFirstPage.p99)} ms, ` +
            `RSS feed ${f(row.rssUncached.p50)} ms (max ${f(row.rssUncached.p99)}), sitemap ${f(row.sitemapUncached.p50)} ms (max ${f(row.sitemapUncached.p99)}, ${sitemapFiles} files), ` +
            `memory ${(memoryStart / 1e6).toFixed(0)} → ${(row.memoryEnd / 1e6).toFixed(0)} MB (peak ${(row.memoryPeak / 1e6).toFixed(0)} MB), full list ${f(row.listMs)} ms (${(listBytes / 1e6).toFixed(2)} MB)`,
        )
      } finally {
        await server.stop()
      }
    } finally {
      forget()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  return { rows, contentMs, contentBytes }
}

async function timeContent(): Promise<{ contentMs: number; contentBytes: number }> {
  const inputs = Array.from({ length: 25 }, (_, i) => benchPost(i, ['Microblading']).markdown!)
  let contentBytes = 0
  const times: number[] = []
  for (const [i, markdown] of inputs.entries()) {
    const t0 = performance.now()
    contentBytes = (await postContent({ markdown })).length
    if (i >= 5) times.push(performance.now() - t0)
  }
  return { contentMs: median(times), contentBytes }
}

/**
 * The seed a first start writes, plus generated posts up to `size` in total, written in one store update.
 * Returns the fastest of five more (unchanged) durable rewrites of db.json at that size: its floor cost, least
 * touched by other work on the machine.
 */
export async function fillStore(dataDir: string, size: number): Promise<number> {
  const store = await openStore(dataDir)
  try {
    await seedNewStore(store)
    const categories = store.data.categories.map((category) => category.name)
    const bodies = await Promise.all(
      Array.from({ length: VARIANTS }, async (_, variant) => {
        const input = benchPost(variant, categories)
        return { markdown: input.markdown!, content: await postContent({ markdown: input.markdown! }) }
      }),
    )
    const missing = Math.max(0, size - store.data.posts.length)
    const now = Date.now()
    const posts: Post[] = []
    for (let i = 0; i < missing; i++) {
      const input = PostInputSchema.parse(benchPost(i, categories))
      const at = new Date(now - (i + 1) * 3_600_000 - 400 * 86_400_000).toISOString()
      const body = bodies[i % VARIANTS]!
      posts.push({
        id: randomUUID(),
        ...input,
        ...body,
        createdAt: at,
        updatedAt: at,
        publishedAt: input.published ? at : null,
        authorId: null,
        authorName: '',
        previousSlugs: [],
        scheduledAt: null,
        deletedAt: null,
      })
    }
    if (posts[0]) PostSchema.parse(posts[0])
    await store.update((tx) => {
      for (const post of posts) tx.put('posts', post)
    })
    // What folding the journal into db.json costs at this size (the store does it on start, on close and past
    // 8 MB of journal): the same durable rewrite, to a probe file.
    const probe = new DurableJsonFile<Database>(join(dataDir, 'rewrite-probe.json'))
    const rewrites: number[] = []
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now()
      await probe.write(store.data as Database)
      rewrites.push(performance.now() - t0)
    }
    await rm(join(dataDir, 'rewrite-probe.json'))
    return Math.min(...rewrites)
  } finally {
    await store.close()
  }
}

/** Signs in as the bench admin; returns the session cookies for the Cookie header. */
export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`Login answered ${response.status}: ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}
