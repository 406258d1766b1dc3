import autocannon from 'autocannon'
import { BROWSER_HEADERS, SETTINGS } from './config.ts'
import { type ServerHandle, startProductionServer } from './server.ts'
import { cpuSecondsOf } from './throughput.ts'

/** A phone's browser as visitors' are: counted (a user agent that names no crawler, and the languages it reads). */
const VISITOR_HEADERS = {
  ...BROWSER_HEADERS,
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'accept-language': 'en-US,en;q=0.9',
}

export interface AnalyticsLoadRow {
  path: string
  /** 2xx requests per second with visitor counting on, and with ANALYTICS=off. */
  on: number
  off: number
  /** The server's CPU time (user + system) per answered request, in µs, on and off. */
  cpuOn: number
  cpuOff: number
  /**
   * Requests per CPU second, on/off: the speed when the server has the CPU (throughput on a shared machine is noise).
   * The median over the pairs of slices: one pair that another process disturbed does not move it.
   */
  ratio: number
  /** CPU speed on/off of each pair of slices, the ratio's median taken from them. */
  cpuRatios: number[]
  /** Throughput on/off of each pair of slices: the spread shows how much the machine's other work moved the figures. */
  sliceRatios: number[]
}

/**
 * A held page served with visitor counting on against the same build with ANALYTICS=off (decision 029), in pairs of
 * slices (on then off, off then on, …) so that other work on the machine falls on both alike. Every request is
 * a browser's that counts; from one address and agent it is one visitor, whose views past 300 a day are hashed and
 * looked up but not added, which is the whole per-view cost but the row's increment. On a busy 2-core machine the
 * throughput of a slice moves by a factor of 2 or more with the other work; the CPU time each server spent per
 * request moves much less, so the ratio is taken from it. Even so, two servers that both count nothing differed by 2–7 %
 * over a whole run on a busy machine (and the counting's own code is about 1.4 % of the server's CPU in a profile),
 * so the figure is the median pair.
 */
export async function measureAnalyticsLoad(path = '/'): Promise<AnalyticsLoadRow> {
  const on = await startProductionServer({ label: 'analytics on' })
  const off = await startProductionServer({ label: 'analytics off', env: { ANALYTICS: 'off' } })
  try {
    const run = async (server: ServerHandle, seconds: number) => {
      const cpuBefore = cpuSecondsOf(server.child.pid)
      const result = await autocannon({ url: server.url + path, connections: SETTINGS.connections, duration: seconds, headers: VISITOR_HEADERS })
      return { ok: result['2xx'], seconds: result.duration, cpu: cpuSecondsOf(server.child.pid) - cpuBefore }
    }
    // A longer warm-up than the other rows': the first seconds of either server are its slowest.
    for (let round = 0; round < 3; round++) for (const server of [on, off]) await run(server, SETTINGS.warmupSeconds)
    const totals = { on: { ok: 0, seconds: 0, cpu: 0 }, off: { ok: 0, seconds: 0, cpu: 0 } }
    const sliceRatios: number[] = []
    const cpuRatios: number[] = []
    // Twice the other rows' slices, each half as long: more pairs for the median.
    const slices = SETTINGS.loadSlices * 2
    const sliceSeconds = SETTINGS.loadSeconds / slices
    for (let slice = 0; slice < slices; slice++) {
      // On first, then off first: the machine's drift over a pair falls on both sides alike.
      const first = slice % 2 === 0 ? await run(on, sliceSeconds) : undefined
      const b = await run(off, sliceSeconds)
      const onPart = first ?? (await run(on, sliceSeconds))
      for (const [total, part] of [
        [totals.on, onPart],
        [totals.off, b],
      ] as const) {
        total.ok += part.ok
        total.seconds += part.seconds
        total.cpu += part.cpu
      }
      sliceRatios.push(onPart.ok / onPart.seconds / (b.ok / b.seconds))
      cpuRatios.push(b.cpu / b.ok / (onPart.cpu / onPart.ok))
    }
    return {
      path,
      on: totals.on.ok / totals.on.seconds,
      off: totals.off.ok / totals.off.seconds,
      cpuOn: (totals.on.cpu / totals.on.ok) * 1e6,
      cpuOff: (totals.off.cpu / totals.off.ok) * 1e6,
      ratio: median(cpuRatios),
      cpuRatios,
      sliceRatios,
    }
  } finally {
    await on.stop()
    await off.stop()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
