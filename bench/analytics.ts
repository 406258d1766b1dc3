import autocannon from 'autocannon'
import { BROWSER_HEADERS, SETTINGS } from './config.ts'
import { startProductionServer } from './server.ts'

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
  ratio: number
  /** on/off of each pair of slices: the spread shows how much the machine's other work moved the figures. */
  sliceRatios: number[]
}

/**
 * Decision 029: a held page served with visitor counting on against the same build with ANALYTICS=off, in
 * alternating slices (on, off, on, off, …) so that other work on the machine falls on both alike. Every request is
 * a browser's that counts; from one address and agent it is one visitor, whose views past 300 a day are hashed and
 * looked up but not added, which is the whole per-view cost but the row's increment.
 */
export async function measureAnalyticsLoad(path = '/'): Promise<AnalyticsLoadRow> {
  const on = await startProductionServer({ label: 'analytics on' })
  const off = await startProductionServer({ label: 'analytics off', env: { ANALYTICS: 'off' } })
  try {
    const run = async (url: string, seconds: number) => {
      const result = await autocannon({ url: url + path, connections: SETTINGS.connections, duration: seconds, headers: VISITOR_HEADERS })
      return { ok: result['2xx'], seconds: result.duration }
    }
    for (const server of [on, off]) await run(server.url, SETTINGS.warmupSeconds)
    const totals = { on: { ok: 0, seconds: 0 }, off: { ok: 0, seconds: 0 } }
    const sliceRatios: number[] = []
    const sliceSeconds = SETTINGS.loadSeconds / SETTINGS.loadSlices
    for (let slice = 0; slice < SETTINGS.loadSlices; slice++) {
      const a = await run(on.url, sliceSeconds)
      const b = await run(off.url, sliceSeconds)
      for (const [total, part] of [
        [totals.on, a],
        [totals.off, b],
      ] as const) {
        total.ok += part.ok
        total.seconds += part.seconds
      }
      sliceRatios.push(a.ok / a.seconds / (b.ok / b.seconds))
    }
    const onRate = totals.on.ok / totals.on.seconds
    const offRate = totals.off.ok / totals.off.seconds
    return { path, on: onRate, off: offRate, ratio: onRate / offRate, sliceRatios }
  } finally {
    await on.stop()
    await off.stop()
  }
}
