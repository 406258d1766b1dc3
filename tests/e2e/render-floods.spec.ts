import { Agent } from 'node:http'
import { expect, test } from '@playwright/test'
import { distinctMissing, distinctSearches, get, heldThroughExpress, measureFlood } from '../../bench/flood-load.ts'
import { startOwnServer } from './admin-helpers.ts'

// Floods of addresses that are no held page (distinct 404s, distinct searches) must not slow the held pages down.
// Each test has its own server (fresh limits and held pages) and measures a held page's p99 while a flood of held
// answers runs (the baseline), then while the flood under test runs, in alternating slices so both see the same
// background load on a busy machine; the floods come at 200 requests/s on 8 connections (bench/flood-load.ts).

/** The server's own limits, not the shared test server's raised ones (scripts/e2e-server.mjs). */
const USUAL_LIMITS = { SEARCH_LOOP_SHARE: '1' }
const SLICES = { sliceMs: 3_000, rounds: 4 }

test.describe('floods of pages nobody holds', () => {
  test.describe.configure({ mode: 'serial' })

  test('a flood of distinct 404 addresses keeps a held page within 3× of its p99, answers 404 throughout and pushes no page out', async () => {
    test.setTimeout(180_000)
    const server = await startOwnServer(USUAL_LIMITS)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (const path of ['/', '/faq', '/missing-warm', '/es/missing-warm', '/blog/missing-warm']) await get(server.url, agent, path)
      const figures = await measureFlood({ base: server.url, held: '/', baseline: heldThroughExpress(), flood: distinctMissing(), ...SLICES })
      console.log(
        `404 flood: held p99 ${figures.baselineP99.toFixed(1)} → ${figures.floodedP99.toFixed(1)} ms, samples ${figures.samples.join('/')}`,
        figures.statuses,
      )
      expect([...figures.statuses.keys()]).toEqual([404])
      expect(figures.heldFailures).toBe(0)
      expect(figures.floodedP99).toBeLessThanOrEqual(3 * figures.baselineP99)

      // Well past the 500 answers held in memory: a held page is still sent from memory, not rendered again (a
      // render and its Brotli take hundreds of milliseconds; from memory, a few).
      const times: number[] = []
      for (let index = 0; index < 20; index++) times.push((await get(server.url, agent, '/faq')).ms)
      const usual = times.sort((a, b) => a - b)[10]!
      const pool = new Agent({ keepAlive: true, maxSockets: 8 })
      for (let batch = 0; batch < 80; batch++) await Promise.all(Array.from({ length: 8 }, (_, index) => get(server.url, pool, `/gone-${batch}-${index}`)))
      pool.destroy()
      const again = await get(server.url, agent, '/faq')
      expect(again.status).toBe(200)
      expect(again.ms).toBeLessThan(Math.max(20 * usual, 60))
      // Each language's not-found page, whatever the address.
      const spanish = await get(server.url, agent, '/es/nada-aqui', { 'accept-encoding': 'identity' })
      expect(spanish.status).toBe(404)
      expect(spanish.body.toString()).toContain('404 Página no encontrada')
    } finally {
      agent.destroy()
      server.stop()
    }
  })

  test('a flood of distinct searches from many addresses keeps a held page within 3× of its p99; a search already made is answered, new ones wait', async () => {
    test.setTimeout(180_000)
    const server = await startOwnServer(USUAL_LIMITS)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (const path of ['/', '/blog']) await get(server.url, agent, path)
      const made = await get(server.url, agent, '/blog/search/brows', { 'x-forwarded-for': '10.78.0.1' })
      expect(made.status).toBe(200)
      const figures = await measureFlood({ base: server.url, held: '/', baseline: heldThroughExpress(), flood: distinctSearches(), ...SLICES })
      console.log(
        `search flood: held p99 ${figures.baselineP99.toFixed(1)} → ${figures.floodedP99.toFixed(1)} ms, samples ${figures.samples.join('/')}`,
        figures.statuses,
      )
      expect(figures.heldFailures).toBe(0)
      expect(figures.floodedP99).toBeLessThanOrEqual(3 * figures.baselineP99)

      // The flood was answered or told to wait, nothing else; some of it waited.
      expect([...figures.statuses.keys()].filter((status) => status !== 200 && status !== 429)).toEqual([])
      expect(figures.statuses.get(429) ?? 0).toBeGreaterThan(0)

      // The same search in the same store revision costs nothing and is never refused.
      const again = await get(server.url, agent, '/blog/search/brows', { 'x-forwarded-for': '10.78.0.2' })
      expect(again.status).toBe(200)
      expect(again.body.equals(made.body)).toBe(true)
      // New ones wait their turn: right after the flood the share has had no time to fill, so of 20 new searches
      // arriving together at most a few go (the gate admits 3 at once and what the share allows) and the others are
      // told when to come back. (One new search alone may go: the share refills by 10 ms a second.)
      const pool = new Agent({ keepAlive: true, maxSockets: 20 })
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, index) => get(server.url, pool, `/blog/search/something-new-${index}`, { 'x-forwarded-for': `10.79.0.${index + 1}` })),
      )
      pool.destroy()
      expect(burst.map((answer) => answer.status).filter((status) => status !== 200 && status !== 429)).toEqual([])
      const refused = burst.filter((answer) => answer.status === 429)
      expect(refused.length).toBeGreaterThan(0)
      for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      agent.destroy()
      server.stop()
    }
  })
})
