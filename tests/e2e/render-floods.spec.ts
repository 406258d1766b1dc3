import { Agent, request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { startOwnServer } from './admin-helpers.ts'

// Floods of addresses that are no held page (distinct 404s, distinct searches) must not slow the held pages down.
// Each test has its own server (fresh limits and held pages), measures a held page's p99 while a flood of held
// answers runs (the baseline), then while the flood under test runs, in alternating slices so both see the same
// background load on a busy machine; the floods are paced as the acceptance has it: 200 requests/s on 8 connections.

/** The server's own limits, not the shared test server's raised ones (scripts/e2e-server.mjs). */
const USUAL_LIMITS = { SEARCH_LOOP_SHARE: '1' }
const FLOOD = { connections: 8, perSecond: 200 }
const SLICE_MS = 3_000
const ROUNDS = 4

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  ms: number
}

/** One GET over `agent`, as a browser asks (Brotli), with the time to its last byte. */
function get(base: string, agent: Agent, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = httpRequest(new URL(path, base), { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1'), ms: performance.now() - started }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * `perSecond` requests a second spread over `connections` kept-alive connections, each sending on its own schedule
 * (a connection whose answer is late sends its next at once, then keeps the schedule), until `stop` resolves.
 */
async function flood(base: string, nextRequest: () => { path: string; headers?: Record<string, string> }, until: Promise<void>): Promise<Map<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: FLOOD.connections })
  const statuses = new Map<number, number>()
  let stopped = false
  void until.then(() => (stopped = true))
  const gap = (1000 * FLOOD.connections) / FLOOD.perSecond
  const connection = async (index: number) => {
    let due = performance.now() + (gap * index) / FLOOD.connections
    while (!stopped) {
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      if (stopped) break
      const { path, headers } = nextRequest()
      const reply = await get(base, agent, path, headers)
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1)
      due = Math.max(due + gap, performance.now() - gap)
    }
  }
  await Promise.all(Array.from({ length: FLOOD.connections }, (_, index) => connection(index)))
  agent.destroy()
  return statuses
}

/** A held page asked for again and again on one connection while `until` is pending: each answer's time. */
async function probe(base: string, path: string, until: Promise<void>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  let stopped = false
  void until.then(() => (stopped = true))
  while (!stopped) {
    const reply = await get(base, agent, path)
    expect(reply.status).toBe(200)
    times.push(reply.ms)
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  agent.destroy()
  return times
}

function p99(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!
}

/**
 * The held page's p99 during floods of held answers (baseline) and during the flood under test, slice by slice in
 * turn, and the statuses the flood under test got.
 */
async function measure(
  base: string,
  held: string,
  baselineRequest: () => { path: string; headers?: Record<string, string> },
  floodRequest: () => { path: string; headers?: Record<string, string> },
) {
  const baseline: number[] = []
  const flooded: number[] = []
  const statuses = new Map<number, number>()
  // A first slice of the baseline, not counted: the server's code paths warm up.
  const warm = new Promise<void>((resolve) => setTimeout(resolve, 1_000))
  await Promise.all([probe(base, held, warm), flood(base, baselineRequest, warm)])
  for (let round = 0; round < ROUNDS; round++) {
    for (const [request, times] of [
      [baselineRequest, baseline],
      [floodRequest, flooded],
    ] as const) {
      const until = new Promise<void>((resolve) => setTimeout(resolve, SLICE_MS))
      const [sliceTimes, sliceStatuses] = await Promise.all([probe(base, held, until), flood(base, request, until)])
      times.push(...sliceTimes)
      if (request === floodRequest) for (const [status, count] of sliceStatuses) statuses.set(status, (statuses.get(status) ?? 0) + count)
    }
  }
  return { baseline: p99(baseline), flooded: p99(flooded), samples: [baseline.length, flooded.length], statuses }
}

test.describe('floods of pages nobody holds', () => {
  test.describe.configure({ mode: 'serial' })

  test('a flood of distinct 404 addresses keeps a held page within 3× of its p99, answers 404 throughout and pushes no page out', async () => {
    test.setTimeout(180_000)
    const server = await startOwnServer(USUAL_LIMITS)
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      for (const path of ['/', '/faq', '/es/faq', '/missing-warm', '/es/missing-warm', '/blog/missing-warm']) await get(server.url, agent, path)
      let n = 0
      const missing = () => {
        n += 1
        return { path: [`/missing-${n}`, `/es/missing-${n}`, `/blog/missing-${n}`, `/no/such/${n}`][n % 4]! }
      }
      const result = await measure(server.url, '/', () => ({ path: `/?baseline=${(n += 1)}` }), missing)
      console.log(`404 flood: held p99 ${result.baseline.toFixed(1)} → ${result.flooded.toFixed(1)} ms, samples ${result.samples.join('/')}`, result.statuses)
      expect([...result.statuses.keys()]).toEqual([404])
      expect(result.flooded).toBeLessThanOrEqual(3 * result.baseline)

      // Well past the 500 answers held in memory: a held page is still sent from memory, not rendered again (a
      // render of the home page and its Brotli take hundreds of milliseconds; from memory a few).
      const times: number[] = []
      for (let index = 0; index < 20; index++) times.push((await get(server.url, agent, '/faq')).ms)
      const usual = times.sort((a, b) => a - b)[10]!
      const pool = new Agent({ keepAlive: true, maxSockets: 8 })
      for (let batch = 0; batch < 80; batch++) {
        await Promise.all(Array.from({ length: 8 }, (_, index) => get(server.url, pool, `/gone-${batch}-${index}`)))
      }
      pool.destroy()
      const again = await get(server.url, agent, '/faq')
      expect(again.status).toBe(200)
      expect(again.ms).toBeLessThan(Math.max(20 * usual, 60))
      // Each language's not-found page, whatever the address.
      expect((await get(server.url, agent, '/es/nada-aqui', { 'accept-encoding': 'identity' })).body).toContain('<html lang="es"')
      agent.destroy()
    } finally {
      server.stop()
    }
  })

  test('a flood of distinct searches from many addresses keeps a held page within 3× of its p99; a search already made is answered, new ones wait', async () => {
    test.setTimeout(180_000)
    const server = await startOwnServer(USUAL_LIMITS)
    try {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      for (const path of ['/', '/blog']) await get(server.url, agent, path)
      const made = await get(server.url, agent, '/blog/search/brows', { 'x-forwarded-for': '10.77.0.1' })
      expect(made.status).toBe(200)
      let n = 0
      // A new address every time: only the overall limit can hold them back.
      const search = () => {
        n += 1
        return { path: `/blog/search/brows-${n}`, headers: { 'x-forwarded-for': `10.77.${(n >> 8) % 250}.${n % 250}` } }
      }
      const result = await measure(server.url, '/', () => ({ path: `/?baseline=${(n += 1)}` }), search)
      console.log(
        `search flood: held p99 ${result.baseline.toFixed(1)} → ${result.flooded.toFixed(1)} ms, samples ${result.samples.join('/')}`,
        result.statuses,
      )
      expect(result.flooded).toBeLessThanOrEqual(3 * result.baseline)

      // The same search in the same store revision costs nothing and is never refused; a new one waits its turn.
      const again = await get(server.url, agent, '/blog/search/brows', { 'x-forwarded-for': '10.77.2.1' })
      expect(again.status).toBe(200)
      expect(again.body).toBe(made.body)
      const fresh = await get(server.url, agent, '/blog/search/something-new', { 'x-forwarded-for': '10.77.2.2' })
      expect(fresh.status).toBe(429)
      expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0)
      agent.destroy()
    } finally {
      server.stop()
    }
  })
})
