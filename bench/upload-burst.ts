import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { BROWSER_HEADERS, ROOT, SETTINGS } from './config.ts'
import { startProductionServer } from './server.ts'
import { login } from './store-growth.ts'

/** A held public page while 20 HEIC photos are uploaded at once (20 phones syncing to the studio's site). */
export interface UploadBurstSummary {
  path: string
  uploads: number
  /** The photo each upload sends: a 2016×1512 HEIC (the test suite's fixture). */
  photoBytes: number
  /** Each upload's status: 201 for every one, or the limits are refusing real photos. */
  statuses: Record<string, number>
  burstSeconds: number
  baseline: { requests: number; p50: number; p99: number }
  during: { requests: number; p50: number; p99: number }
  /** during.p99 / baseline.p99: the target is ≤ 5. */
  ratio: number
}

const PHOTO = join(ROOT, 'server', 'images', 'fixtures', 'photo-2016x1512.heic')
const UPLOADS = 20
/** Connections asking for the page: as many as the throughput rows' a tenth of the time (the uploads take a core). */
const CONNECTIONS = 4

/**
 * The home page's p99 on a fresh production server for `SETTINGS.loadSeconds`, then while 20 HEIC uploads are sent
 * at once (from this process: half a megabyte each), until the last is answered.
 */
export async function measureUploadBurst(): Promise<UploadBurstSummary> {
  const photo = await readFile(PHOTO)
  const server = await startProductionServer({ label: 'upload burst' })
  try {
    const cookie = await login(server.url)
    const url = `${server.url}/`
    for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer()
    await load(url, SETTINGS.warmupSeconds)
    const baseline = await load(url, SETTINGS.loadSeconds)

    const latencies: number[] = []
    const job = autocannon({ url, connections: CONNECTIONS, duration: 600, headers: BROWSER_HEADERS })
    job.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
    })
    const started = performance.now()
    const statuses = await Promise.all(
      Array.from({ length: UPLOADS }, async (_, index) => {
        // Each a file of its own (a 'free' box after the photo): the same file again would be reused, not decoded.
        const free = Buffer.alloc(12)
        free.writeUInt32BE(12, 0)
        free.write('free', 4, 'latin1')
        free.writeUInt32BE(index, 8)
        const body = new FormData()
        body.append('image', new Blob([Buffer.concat([photo, free])]), `IMG_${index}.HEIC`)
        const answer = await fetch(`${server.url}/api/upload/image`, { method: 'POST', body, headers: { cookie, origin: server.url } })
        await answer.arrayBuffer()
        return answer.status
      }),
    )
    const burstSeconds = (performance.now() - started) / 1000
    job.stop()
    await job
    const during = figures(latencies)
    const counts: Record<string, number> = {}
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
    return { path: '/', uploads: UPLOADS, photoBytes: photo.length, statuses: counts, burstSeconds, baseline, during, ratio: during.p99 / baseline.p99 }
  } finally {
    await server.stop()
  }
}

async function load(url: string, seconds: number) {
  const latencies: number[] = []
  const job = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS })
  job.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
  })
  await job
  return figures(latencies)
}

function figures(latencies: number[]): { requests: number; p50: number; p99: number } {
  const sorted = latencies.sort((a, b) => a - b)
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
  return { requests: sorted.length, p50: at(0.5), p99: at(0.99) }
}
