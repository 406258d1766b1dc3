import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PostInputSchema, PostSchema, type Post } from '../shared/schema/post.ts'
import { postContent } from '../server/content/post-content.ts'
import { seedNewStore } from '../server/store/seed.ts'
import { DurableJsonFile } from '../server/store/durable-json-file.ts'
import { openStore } from '../server/store/store.ts'
import type { Database } from '../shared/schema/database.ts'
import { ADMIN, SETTINGS } from './config.ts'
import { benchPost } from './posts.ts'
import { median, onCleanup } from './processes.ts'
import { startProductionServer } from './server.ts'

export interface StoreGrowthRow {
  posts: number
  dbBytes: number
  startSeconds: number
  createMs: number
  createP90Ms: number
  listMs: number
  listBytes: number
  listLimitedMs: number
  samples: number
  /** One durable rewrite of db.json (JSON.stringify, write, fsync, rename, fsync of the folder) at this size, fastest of 5, timed in the bench process. */
  rewriteMs: number
}

export interface StoreGrowthSummary {
  rows: StoreGrowthRow[]
  /** Markdown → sanitized HTML (postContent, as on every create) for one ~3 KB post, median of 20, in the bench process. */
  contentMs: number
  contentBytes: number
}

/** Distinct bodies rendered once each (Markdown → sanitized HTML, as the API does) and reused across the store. */
const VARIANTS = 16

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
        const read = async (path: string) => {
          const t0 = performance.now()
          const response = await fetch(`${server.url}${path}`)
          const bytes = (await response.arrayBuffer()).byteLength
          const ms = performance.now() - t0
          if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
          return { ms, bytes }
        }
        const list = '/api/blog/posts?published=true'
        const limited = '/api/blog/posts?published=true&limit=10'
        for (let i = 0; i < SETTINGS.storeWarmup; i++) {
          await create()
          await read(list)
          await read(limited)
        }
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
        const sorted = [...creates].sort((a, b) => a - b)
        const row: StoreGrowthRow = {
          posts: size,
          dbBytes,
          startSeconds,
          createMs: median(creates),
          createP90Ms: sorted[Math.ceil(sorted.length * 0.9) - 1]!,
          listMs: median(lists),
          listBytes,
          listLimitedMs: median(limitedReads),
          samples: SETTINGS.storeSamples,
          rewriteMs,
        }
        rows.push(row)
        console.log(
          `[bench] store ${size} posts (${(dbBytes / 1e6).toFixed(1)} MB): create ${row.createMs.toFixed(1)} ms (db.json rewrite ${rewriteMs.toFixed(1)} ms), list ${row.listMs.toFixed(1)} ms (${(listBytes / 1e6).toFixed(2)} MB)`,
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
async function fillStore(dataDir: string, size: number): Promise<number> {
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
      posts.push({ id: randomUUID(), ...input, ...body, createdAt: at, updatedAt: at, publishedAt: input.published ? at : null, authorId: null, authorName: '', previousSlugs: [], scheduledAt: null, deletedAt: null })
    }
    if (posts[0]) PostSchema.parse(posts[0])
    await store.update((data) => {
      data.posts.push(...posts)
    })
    // What folding the journal into db.json costs at this size (the store does it on start, on close and past
    // 8 MB of journal): the same durable rewrite, to a probe file.
    const probe = new DurableJsonFile<Database>(join(dataDir, 'rewrite-probe.json'))
    const rewrites: number[] = []
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now()
      await probe.write(store.data)
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
