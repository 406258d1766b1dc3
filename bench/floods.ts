// A held page's p99 while distinct 404s, distinct search pages or distinct API searches over large posts, each from
// many addresses, flood the server.
import { Agent } from 'node:http'
import { type FloodFigures, distinctApiSearches, distinctMissing, distinctSearches, get, heldThroughExpress, measureFlood } from './flood-load.ts'
import { QUICK } from './config.ts'
import { benchPost } from './posts.ts'
import { type ServerHandle, startProductionServer } from './server.ts'
import { login } from './store-growth.ts'

export interface FloodsSummary {
  notFound?: FloodFigures
  searches?: FloodFigures
  /** Distinct `/api/blog/search` queries over `LARGE_POSTS` posts of about 100 KB of Markdown each. */
  apiSearches?: FloodFigures
  sliceMs: number
  rounds: number
}

/** The posts the API's searches read: each search reads all of them (none matches). */
export const LARGE_POSTS = { count: 10, markdownBytes: 100_000 }

/** Publishes LARGE_POSTS posts of about 100 KB of Markdown each, through the API as the editor does. */
async function addLargePosts(server: ServerHandle): Promise<void> {
  const cookie = await login(server.url)
  const categories = ((await (await fetch(`${server.url}/api/blog/categories`)).json()) as Array<{ name: string }>).map((category) => category.name)
  for (let index = 0; index < LARGE_POSTS.count; index++) {
    const post = benchPost(index, categories, 'large-post')
    const markdown = post.markdown!.repeat(Math.ceil(LARGE_POSTS.markdownBytes / post.markdown!.length))
    const response = await fetch(`${server.url}/api/blog/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...post, markdown, published: true }),
    })
    if (response.status !== 201) throw new Error(`A large post answered ${response.status}: ${await response.text()}`)
  }
}

/**
 * Each flood on a server of its own (fresh limits and held pages), trusting X-Forwarded-For from loopback so that the
 * searches come from many addresses; the held page is the home page. `pages`: the 404s and the search pages;
 * `apiSearches`: the API's searches over large posts.
 */
export async function measureFloods(which: { pages: boolean; apiSearches: boolean }): Promise<FloodsSummary> {
  const sliceMs = QUICK ? 1_500 : 5_000
  const rounds = QUICK ? 2 : 4
  const run = async (label: string, flood: typeof distinctMissing, prepare?: (server: ServerHandle) => Promise<void>) => {
    const server = await startProductionServer({ label, env: { TRUST_PROXY: 'loopback' } })
    try {
      await prepare?.(server)
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      for (const path of ['/', '/blog', '/missing-warm', '/es/missing-warm', '/blog/missing-warm']) await get(server.url, agent, path)
      agent.destroy()
      console.log(`[bench] ${label}: ${rounds} × ${sliceMs / 1000} s slices of each`)
      return await measureFlood({ base: server.url, held: '/', baseline: heldThroughExpress(), flood: flood(), sliceMs, rounds })
    } finally {
      await server.stop()
    }
  }
  return {
    notFound: which.pages ? await run('404 flood', distinctMissing) : undefined,
    searches: which.pages ? await run('search flood', distinctSearches) : undefined,
    apiSearches: which.apiSearches ? await run('API search flood', distinctApiSearches, addLargePosts) : undefined,
    sliceMs,
    rounds,
  }
}
