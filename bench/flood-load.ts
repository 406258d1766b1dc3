// Floods of addresses that are no held page, and a held page's latency meanwhile: used by `npm run bench`
// (bench/floods.ts) and by tests/e2e/render-floods.spec.ts, so both measure the same way.
import { Agent, request as httpRequest } from 'node:http'

/** The acceptance's pace: what our 2-core machines sustain for one held page. */
export const FLOOD = { connections: 8, perSecond: 200 }

export interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  ms: number
}

export type FloodRequest = () => { path: string; headers?: Record<string, string> }

/** One GET over `agent`, as a browser asks (Brotli unless `headers` say otherwise), with the time to its last byte. */
export function get(base: string, agent: Agent, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = httpRequest(new URL(path, base), { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * `FLOOD.perSecond` requests a second over `FLOOD.connections` kept-alive connections, each on its own schedule (a
 * connection whose answer is late sends its next at once, then keeps the schedule), until `until` resolves. Returns
 * how many answers of each status came.
 */
export async function flood(base: string, next: FloodRequest, until: Promise<void>): Promise<Map<number, number>> {
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
      const { path, headers } = next()
      const reply = await get(base, agent, path, headers)
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1)
      due = Math.max(due + gap, performance.now() - gap)
    }
  }
  await Promise.all(Array.from({ length: FLOOD.connections }, (_, index) => connection(index)))
  agent.destroy()
  return statuses
}

/** A held page asked for again and again on one connection until `until` resolves: each answer's time and status. */
async function probe(base: string, path: string, until: Promise<void>): Promise<{ times: number[]; failed: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  let failed = 0
  let stopped = false
  void until.then(() => (stopped = true))
  while (!stopped) {
    const reply = await get(base, agent, path)
    if (reply.status !== 200) failed += 1
    times.push(reply.ms)
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  agent.destroy()
  return { times, failed }
}

export function percentile(times: number[], fraction: number): number {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN
}

export interface FloodFigures {
  /** The held page's p99 while held answers flood the server, and while the flood under test does. */
  baselineP99: number
  floodedP99: number
  ratio: number
  /** The held page's answers counted in each. */
  samples: [number, number]
  /** The held page's answers that were not 200 (none expected). */
  heldFailures: number
  /** Answers of the flood under test, by status. */
  statuses: Map<number, number>
  /** The flood under test's answered requests per second. */
  floodRate: number
}

/**
 * The held page's p99 during floods of held answers (`baseline`: the same cost to the server as a request for a
 * held page sent through Express) and during the flood under test, in `rounds` pairs of `sliceMs` slices taken in
 * turn, so that the machine's other work falls on both alike, after one uncounted second of the baseline.
 */
export async function measureFlood(options: {
  base: string
  held: string
  baseline: FloodRequest
  flood: FloodRequest
  sliceMs: number
  rounds: number
}): Promise<FloodFigures> {
  const { base, held, sliceMs, rounds } = options
  const slice = () => new Promise<void>((resolve) => setTimeout(resolve, sliceMs))
  const warm = new Promise<void>((resolve) => setTimeout(resolve, 1_000))
  await Promise.all([probe(base, held, warm), flood(base, options.baseline, warm)])
  const baseline: number[] = []
  const flooded: number[] = []
  let heldFailures = 0
  let answered = 0
  const statuses = new Map<number, number>()
  for (let round = 0; round < rounds; round++) {
    for (const underTest of [false, true]) {
      const until = slice()
      const [probed, counts] = await Promise.all([probe(base, held, until), flood(base, underTest ? options.flood : options.baseline, until)])
      heldFailures += probed.failed
      ;(underTest ? flooded : baseline).push(...probed.times)
      if (!underTest) continue
      for (const [status, count] of counts) {
        statuses.set(status, (statuses.get(status) ?? 0) + count)
        answered += count
      }
    }
  }
  const baselineP99 = percentile(baseline, 0.99)
  const floodedP99 = percentile(flooded, 0.99)
  return {
    baselineP99,
    floodedP99,
    ratio: floodedP99 / baselineP99,
    samples: [baseline.length, flooded.length],
    heldFailures,
    statuses,
    floodRate: answered / ((rounds * sliceMs) / 1000),
  }
}

/** Distinct addresses that are no page: plain, Spanish, under the blog, deeper. */
export function distinctMissing(): FloodRequest {
  let n = 0
  return () => {
    n += 1
    return { path: [`/missing-${n}`, `/es/missing-${n}`, `/blog/missing-${n}`, `/no/such/${n}`][n % 4]! }
  }
}

/** Distinct searches, each from a new address (X-Forwarded-For: the server must trust the loopback proxy). */
export function distinctSearches(): FloodRequest {
  let n = 0
  return () => {
    n += 1
    return { path: `/blog/search/brows-${n}`, headers: { 'x-forwarded-for': `10.77.${(n >> 8) % 250}.${n % 250}` } }
  }
}

/** Distinct searches of the API, each from a new address (X-Forwarded-For: the server must trust the loopback proxy). */
export function distinctApiSearches(): FloodRequest {
  let n = 0
  return () => {
    n += 1
    return { path: `/api/blog/search?q=brows-${n}`, headers: { 'x-forwarded-for': `10.78.${(n >> 8) % 250}.${n % 250}` } }
  }
}

/** The baseline: the held home page through Express (a query string it has never seen), as costly as a 404 held. */
export function heldThroughExpress(): FloodRequest {
  let n = 0
  return () => ({ path: `/?baseline=${(n += 1)}` })
}
