import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { BROWSER_HEADERS, ROOT, SETTINGS } from './config.ts'
import { freePort, onCleanup, sleep, stopChild, trackChild } from './processes.ts'

/** One response of our server, replayed by the bare server. */
export interface Fixture {
  path: string
  status: number
  headers: Array<[string, string]>
  /** base64 */
  body: string
}

export interface LoadFigures {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  /** CPU time (user + system) the server process spent per answered request, in µs; NaN where /proc is missing. */
  cpuMicrosPerRequest: number
}

export interface ThroughputRow {
  label: string
  path: string
  bytes: number
  /** Content-Encoding our server chose for a browser's Accept-Encoding ('identity' when none). */
  encoding: string
  ours: LoadFigures
  bare: LoadFigures
  /**
   * The median of the pairs' ours/bare (sliceRatios). A stall of the machine, or of the load generator sharing it,
   * lands on one slice and moves that pair's ratio by up to half either way; the median leaves it out.
   */
  ratio: number
  /** Ours/bare over every slice pooled: all requests over all seconds. */
  pooledRatio: number
  /** ours/bare of each pair of slices: the spread shows how much the machine's other work moved the figures. */
  sliceRatios: number[]
}

export interface RateFigures {
  offered: number
  /** Per round; the figures below are the medians over the rounds (achieved: the mean). */
  seconds: number
  /** Each round's p99, in the order they ran. */
  p99Rounds: number[]
  achieved: number
  p50: number
  p99: number
  max: number
  errors: number
}

export interface ThroughputSummary {
  rows: ThroughputRow[]
  /** autocannon with overallRate (per connection: a budget per second, sent back-to-back). */
  rate: RateFigures
  /** Our own open-loop client: one request every 1/rate s, latency counted from the moment it was due. */
  paced: RateFigures
  /** The same two against the bare server: what the load generator and the machine allow at best. */
  bareRate: RateFigures
  barePaced: RateFigures
  connections: number
  seconds: number
}

/** Headers Node writes itself on every response (or that depend on the connection): not part of the fixture. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

export async function measureThroughput(
  ourUrl: string,
  ourPid: number | undefined,
  targets: Array<{ label: string; path: string }>,
): Promise<ThroughputSummary> {
  const fixtures = await Promise.all(targets.map((target) => fetchFixture(ourUrl, target.path)))
  const bare = await startBareServer(fixtures)
  try {
    const rows: ThroughputRow[] = []
    for (const [index, target] of targets.entries()) {
      const { ours, bare: theirs, sliceRatios } = await loadPair(`${ourUrl}${target.path}`, ourPid, `${bare.url}${target.path}`, bare.pid)
      const row = {
        label: target.label,
        path: target.path,
        bytes: Buffer.from(fixtures[index]!.body, 'base64').length,
        encoding: fixtures[index]!.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity',
        ours,
        bare: theirs,
        ratio: quantile(
          [...sliceRatios].sort((a, b) => a - b),
          0.5,
        ),
        pooledRatio: ours.requestsPerSecond / theirs.requestsPerSecond,
        sliceRatios,
      }
      rows.push(row)
      console.log(
        `[bench] load ${target.path}: ours ${Math.round(ours.requestsPerSecond)} req/s (${Math.round(ours.cpuMicrosPerRequest)} µs CPU/req), bare ${Math.round(theirs.requestsPerSecond)} req/s (${Math.round(theirs.cpuMicrosPerRequest)} µs CPU/req), ratio ${row.ratio.toFixed(2)} (median of ${sliceRatios.length} pairs; pooled ${row.pooledRatio.toFixed(2)})`,
      )
    }
    const apiUrl = `${ourUrl}${targets[0]!.path}`
    const bareApiUrl = `${bare.url}${targets[0]!.path}`
    // A 2-core virtual machine stalls now and then for 10-20 ms (an idle Node process sees it as event-loop delay),
    // and at 1 % of requests one stall moves the p99: each load runs in rounds, alternating ours and bare, and
    // the figures are the medians over the rounds.
    const [rate, bareRate] = await inRounds(
      () => offeredRate(apiUrl),
      () => offeredRate(bareApiUrl),
    )
    console.log(`[bench] ${SETTINGS.offeredRate} req/s offered (autocannon): p99 ${rate.p99Rounds.join(', ')} ms (bare ${bareRate.p99Rounds.join(', ')} ms)`)
    const [paced, barePaced] = await inRounds(
      () => pacedLoad(apiUrl, SETTINGS.offeredRate, SETTINGS.rateSeconds),
      () => pacedLoad(bareApiUrl, SETTINGS.offeredRate, SETTINGS.rateSeconds),
    )
    const round = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ')
    console.log(`[bench] ${SETTINGS.offeredRate} req/s offered (paced): p99 ${round(paced.p99Rounds)} ms (bare ${round(barePaced.p99Rounds)} ms)`)
    return { rows, rate, paced, bareRate, barePaced, connections: SETTINGS.connections, seconds: SETTINGS.loadSeconds }
  } finally {
    await bare.stop()
  }
}

/**
 * Ours and bare are measured in alternating slices (ours, bare, ours, bare, …) rather than one after the other,
 * so that load from other work on the machine falls on both alike. Each slice is a fresh autocannon job.
 * Latencies are every response's own time (ms, sub-millisecond), pooled over the slices.
 */
async function loadPair(
  oursUrl: string,
  oursPid: number | undefined,
  bareUrl: string,
  barePid: number | undefined,
): Promise<{ ours: LoadFigures; bare: LoadFigures; sliceRatios: number[] }> {
  await autocannon({ url: oursUrl, connections: SETTINGS.connections, duration: SETTINGS.warmupSeconds, headers: BROWSER_HEADERS })
  await autocannon({ url: bareUrl, connections: SETTINGS.connections, duration: SETTINGS.warmupSeconds, headers: BROWSER_HEADERS })
  const ours = new Tally(oursPid)
  const bare = new Tally(barePid)
  const sliceRatios: number[] = []
  const sliceSeconds = SETTINGS.loadSeconds / SETTINGS.throughputPairs
  for (let slice = 0; slice < SETTINGS.throughputPairs; slice++) {
    const a = await ours.run(oursUrl, sliceSeconds)
    const b = await bare.run(bareUrl, sliceSeconds)
    sliceRatios.push(a / b)
  }
  return { ours: ours.figures(), bare: bare.figures(), sliceRatios }
}

class Tally {
  constructor(readonly pid: number | undefined) {}
  latencies: number[] = []
  cpuSeconds = 0
  ok = 0
  seconds = 0
  non2xx = 0
  errors = 0

  /** One autocannon slice; returns its own 2xx requests per second. */
  async run(url: string, seconds: number): Promise<number> {
    const job = autocannon({ url, connections: SETTINGS.connections, duration: seconds, headers: BROWSER_HEADERS })
    const latencies: number[] = []
    job.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
    })
    const cpuBefore = cpuSecondsOf(this.pid)
    const result = await job
    this.cpuSeconds += cpuSecondsOf(this.pid) - cpuBefore
    for (const latency of latencies) this.latencies.push(latency)
    this.ok += result['2xx']
    this.seconds += result.duration
    this.non2xx += result.non2xx
    this.errors += result.errors + result.timeouts
    return result['2xx'] / result.duration
  }

  figures(): LoadFigures {
    const sorted = this.latencies.sort((a, b) => a - b)
    return {
      requestsPerSecond: this.ok / this.seconds,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      non2xx: this.non2xx,
      errors: this.errors,
      cpuMicrosPerRequest: (this.cpuSeconds / (this.ok + this.non2xx)) * 1e6,
    }
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime), counted after the ") " that ends the command name.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

/** `SETTINGS.rateRounds` rounds of ours then bare; each side's figures are its medians over the rounds. */
async function inRounds(ours: () => Promise<RateFigures>, bare: () => Promise<RateFigures>): Promise<[RateFigures, RateFigures]> {
  const oursRounds: RateFigures[] = []
  const bareRounds: RateFigures[] = []
  for (let index = 0; index < SETTINGS.rateRounds; index++) {
    oursRounds.push(await ours())
    bareRounds.push(await bare())
  }
  return [medianOf(oursRounds), medianOf(bareRounds)]
}

function medianOf(rounds: RateFigures[]): RateFigures {
  const median = (pick: (figures: RateFigures) => number) =>
    quantile(
      rounds.map(pick).sort((a, b) => a - b),
      0.5,
    )
  return {
    offered: rounds[0]!.offered,
    seconds: rounds[0]!.seconds,
    p99Rounds: rounds.map((figures) => figures.p99),
    achieved: rounds.reduce((sum, figures) => sum + figures.achieved, 0) / rounds.length,
    p50: median((figures) => figures.p50),
    p99: median((figures) => figures.p99),
    max: median((figures) => figures.max),
    errors: rounds.reduce((sum, figures) => sum + figures.errors, 0),
  }
}

async function offeredRate(url: string): Promise<RateFigures> {
  const result = await autocannon({
    url,
    connections: SETTINGS.connections,
    duration: SETTINGS.rateSeconds,
    overallRate: SETTINGS.offeredRate,
    headers: BROWSER_HEADERS,
  })
  return {
    offered: SETTINGS.offeredRate,
    seconds: SETTINGS.rateSeconds,
    p99Rounds: [result.latency.p99],
    achieved: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/**
 * Open loop: request i is due at start + i/rate, whatever happened to the earlier ones (no coordinated omission),
 * on keep-alive connections opened as needed; its latency runs from when it was due to its last byte.
 */
export async function pacedLoad(url: string, rate: number, seconds: number): Promise<RateFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const total = Math.round(rate * seconds)
  const latencies: number[] = []
  let errors = 0
  let sent = 0
  let finished = 0
  const start = performance.now()
  // A server far slower than the offered rate would make this run for minutes: stop waiting at three times the
  // planned duration and count what is still open as errors.
  const deadlineMs = seconds * 3000 + 10_000
  await new Promise<void>((resolve) => {
    let over = false
    const giveUp = setTimeout(() => {
      over = true
      errors += total - finished
      resolve()
    }, deadlineMs)
    const done = (scheduled: number, ok: boolean) => {
      if (over) return
      latencies.push(performance.now() - scheduled)
      if (!ok) errors += 1
      finished += 1
      if (finished === total) {
        clearTimeout(giveUp)
        resolve()
      }
    }
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1)
      while (sent < due) {
        const scheduled = start + (sent * 1000) / rate
        sent += 1
        const request = http.get(url, { agent, headers: BROWSER_HEADERS }, (response) => {
          response.resume()
          response.once('end', () => done(scheduled, response.statusCode === 200))
          response.once('error', () => done(scheduled, false))
        })
        request.once('error', () => done(scheduled, false))
      }
      if (sent < total && !over) setTimeout(tick, 1)
    }
    tick()
  })
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const p99 = quantile(latencies, 0.99)
  return {
    offered: rate,
    seconds,
    p99Rounds: [p99],
    achieved: finished / elapsed,
    p50: quantile(latencies, 0.5),
    p99,
    max: latencies[latencies.length - 1]!,
    errors,
  }
}

/** Our server's exact answer for `path`: status, headers (minus the per-connection ones) and body bytes. */
export function fetchFixture(baseUrl: string, path: string): Promise<Fixture> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.once('error', reject)
        response.once('end', () => {
          const headers: Array<[string, string]> = []
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!
            if (!PER_CONNECTION.has(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1]!])
          }
          if (response.statusCode !== 200) reject(new Error(`GET ${path} answered ${response.statusCode}`))
          else resolve({ path, status: response.statusCode, headers, body: Buffer.concat(chunks).toString('base64') })
        })
      })
      .once('error', reject)
  })
}

async function startBareServer(fixtures: Fixture[]): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'belleza-bench-bare-'))
  const file = join(folder, 'fixtures.json')
  await writeFile(file, JSON.stringify(fixtures))
  const port = await freePort()
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'bare-server.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), BENCH_FIXTURES: file },
    }),
  )
  const stop = async () => {
    await stopChild(child, 3000)
    await rm(folder, { recursive: true, force: true })
  }
  const forget = onCleanup('bare server', stop)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`The bare server exited (${code})`)))
  })
  await sleep(100)
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      forget()
      await stop()
    },
  }
}
