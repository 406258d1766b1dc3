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
  /** Requests per CPU second, on/off: the speed when the server has the CPU (throughput on a shared machine is noise). */
  ratio: number
  /** Throughput on/off of each pair of slices: the spread shows how much the machine's other work moved the figures. */
  sliceRatios: number[]
}

/**
 * Decision 029: a held page served with visitor counting on against the same build with ANALYTICS=off, in
 * alternating slices (on, off, on, off, …) so that other work on the machine falls on both alike. Every request is
 * a browser's that counts; from one address and agent it is one visitor, whose views past 300 a day are hashed and
 * looked up but not added, which is the whole per-view cost but the row's increment. On a busy 2-core machine the
 * throughput of a slice moves by a factor of 2 or more with the other work; the CPU time each server spent per
 * request does not, so the ratio is taken from it.
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
    const sliceSeconds = SETTINGS.loadSeconds / SETTINGS.loadSlices
    for (let slice = 0; slice < SETTINGS.loadSlices; slice++) {
      const a = await run(on, sliceSeconds)
      const b = await run(off, sliceSeconds)
      for (const [total, part] of [
        [totals.on, a],
        [totals.off, b],
      ] as const) {
        total.ok += part.ok
        total.seconds += part.seconds
        total.cpu += part.cpu
      }
      sliceRatios.push(a.ok / a.seconds / (b.ok / b.seconds))
    }
    const cpuOn = (totals.on.cpu / totals.on.ok) * 1e6
    const cpuOff = (totals.off.cpu / totals.off.ok) * 1e6
    return {
      path,
      on: totals.on.ok / totals.on.seconds,
      off: totals.off.ok / totals.off.seconds,
      cpuOn,
      cpuOff,
      ratio: cpuOff / cpuOn,
      sliceRatios,
    }
  } finally {
    await on.stop()
    await off.stop()
  }
}
