// A held page's p99 while distinct 404s, or distinct searches from many addresses, flood the server.
import { Agent } from 'node:http'
import { type FloodFigures, distinctMissing, distinctSearches, get, heldThroughExpress, measureFlood } from './flood-load.ts'
import { QUICK } from './config.ts'
import { startProductionServer } from './server.ts'

export interface FloodsSummary {
  notFound: FloodFigures
  searches: FloodFigures
  sliceMs: number
  rounds: number
}

/**
 * Each flood on a server of its own (fresh limits and held pages), trusting X-Forwarded-For from loopback so that the
 * searches come from many addresses; the held page is the home page.
 */
export async function measureFloods(): Promise<FloodsSummary> {
  const sliceMs = QUICK ? 1_500 : 5_000
  const rounds = QUICK ? 2 : 4
  const run = async (label: string, flood: typeof distinctMissing) => {
    const server = await startProductionServer({ label, env: { TRUST_PROXY: 'loopback' } })
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      for (const path of ['/', '/blog', '/missing-warm', '/es/missing-warm', '/blog/missing-warm']) await get(server.url, agent, path)
      agent.destroy()
      console.log(`[bench] ${label}: ${rounds} × ${sliceMs / 1000} s slices of each`)
      return await measureFlood({ base: server.url, held: '/', baseline: heldThroughExpress(), flood: flood(), sliceMs, rounds })
    } finally {
      await server.stop()
    }
  }
  return { notFound: await run('404 flood', distinctMissing), searches: await run('search flood', distinctSearches), sliceMs, rounds }
}
