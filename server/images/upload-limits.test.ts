import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ASPECT_RATIO, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, UPLOADS_AT_ONCE, UPLOADS_WAITING } from '#shared/schema/upload.ts'
import { quantile, sampleLatency } from '../testing/latency.ts'
import { startServerProcess } from '../testing/server-process.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { HEIC_FIXTURE, bombPng, imageForm } from '../testing/test-images.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'
import { HeicDecoder } from './heic.ts'
import { detectImageType } from './image-type.ts'

/** A 2016×1512 HEIC photo (made with libheif's heif-enc): about half a second of decoding on our machines. */
const PHONE_HEIC = join(import.meta.dirname, 'fixtures', 'photo-2016x1512.heic')
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

describe('the shape of an upload', () => {
  it('refuses a 1×63,999,999 strip (under the pixel limit) from its header, with 400 naming the shape, and keeps serving uploads', async () => {
    const strip = bombPng(1, 63_999_999)
    expect(strip.length).toBeLessThan(200_000)
    const refused = await admin.post('/api/upload/image', imageForm(strip, 'strip.png', 'image/png'))
    expect(refused.status).toBe(400)
    expect(refused.json.error).toMatch(/1×63999999 pixels/)
    expect(refused.json.error).toContain(`1:${MAX_ASPECT_RATIO}`)
    expect(refused.json.error).toContain(`${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels`)
    // The one-at-a-time image queue is free at once: a photo sent next is answered.
    expect((await admin.post('/api/upload/image', imageForm(PNG, 'next.png', 'image/png'))).status).toBe(201)
  })

  it.each([
    ['a panorama wider than 1:20', 4200, 200, /1:20/],
    ['a side longer than 20,000 pixels, even at a fair shape', 20_001, 2_000, /20,000 pixels/],
  ])('refuses %s with 400', async (_label, width, height, reason) => {
    const answer = await admin.post('/api/upload/image', imageForm(bombPng(width, height), 'shape.png', 'image/png'))
    expect(answer.status).toBe(400)
    expect(answer.json.error).toMatch(reason)
    expect(answer.json.fields.image).toBeTruthy()
  })

  it('takes a long banner at exactly 1:20', async () => {
    const answer = await admin.post('/api/upload/image', imageForm(bombPng(2000, 100), 'banner.png', 'image/png'))
    expect(answer.status, answer.text).toBe(201)
  })
})

describe('telling the type', () => {
  it('reads a box that claims to run for 4 GB in about the time of an honest one (it once read the whole 5 MB upload)', () => {
    const upload = (boxLength: number) => {
      const bytes = Buffer.alloc(MAX_IMAGE_BYTES - 4096, 0x61)
      bytes.writeUInt32BE(boxLength, 0)
      bytes.write('ftypmif1', 4, 'latin1')
      return bytes
    }
    const [honest, lying] = [upload(24), upload(0xffffffff)]
    const time = (bytes: Buffer) => {
      const started = performance.now()
      for (let round = 0; round < 5; round++) expect(detectImageType(bytes)).toBe('heic')
      return performance.now() - started
    }
    time(honest)
    time(lying)
    // Reading the claimed box to the end of the upload took over a second a call: 100,000 times an honest box.
    expect(time(lying)).toBeLessThan(50 * time(honest) + 5)
  })
})

describe('uploads at once', () => {
  it(`processes ${UPLOADS_AT_ONCE} at a time, lets ${UPLOADS_WAITING} wait their turn, and answers 429 with Retry-After past that`, async () => {
    // Forms whose bodies never finish: each holds its place (receiving, or waiting for its turn) until cut off.
    const held = Array.from({ length: UPLOADS_AT_ONCE + UPLOADS_WAITING }, () => unfinishedUpload(server.url, admin.cookie))
    try {
      await Promise.all(held.map((upload) => upload.sent))
      // Every held form has reached the server before the next one is sent.
      await expect.poll(() => server.images.uploadsInProgress, { timeout: 10_000 }).toBe(UPLOADS_AT_ONCE + UPLOADS_WAITING)
      const refused = await admin.post('/api/upload/image', imageForm(PNG, 'one-more.png', 'image/png'))
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.json.error).toMatch(/uploads/i)
    } finally {
      for (const upload of held) upload.cancel()
    }
    // The places are given back when the forms are cut off.
    await expect.poll(() => server.images.uploadsInProgress, { timeout: 10_000 }).toBe(0)
    expect((await admin.post('/api/upload/image', imageForm(bombPng(3, 2), 'after.png', 'image/png'))).status).toBe(201)
  })
})

describe('HEIC decoding', () => {
  it('stops a decode that takes longer than its time limit, refuses that photo, and decodes the next one in a fresh worker', async () => {
    const bytes = await readFile(PHONE_HEIC)
    const small = await readFile(HEIC_FIXTURE)
    const decoder = new HeicDecoder({ timeLimitMs: 1 })
    try {
      expect(await decoder.decode(bytes)).toEqual({ kind: 'too-slow' })
      expect(decoder.workersStarted).toBe(1)
      decoder.timeLimitMs = 60_000
      expect(await decoder.decode(small)).toMatchObject({ kind: 'decoded', width: 300, height: 200 })
      expect(decoder.workersStarted).toBe(2)
      // One worker for every photo while it is not stopped: the next decode reuses it.
      expect(await decoder.decode(small)).toMatchObject({ kind: 'decoded', width: 300, height: 200 })
      expect(decoder.workersStarted).toBe(2)
    } finally {
      await decoder.close()
    }
  })

  it('counts the CPU time the decode used, so a photo that a busy machine leaves waiting is not refused', async () => {
    // The thread does not run for 1.5 s in the middle of the decode, the limit is 1 s: counted by the clock, this
    // small photo would be refused as too slow. Linux only (the CPU time comes from /proc; elsewhere the clock counts).
    expect(process.platform).toBe('linux')
    const decoder = new HeicDecoder({ timeLimitMs: 1000, workerUrl: new URL('./testing/descheduled-heic-worker.mjs', import.meta.url) })
    try {
      const started = Date.now()
      expect(await decoder.decode(await readFile(HEIC_FIXTURE))).toMatchObject({ kind: 'decoded', width: 300, height: 200 })
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500)
    } finally {
      await decoder.close()
    }
  })

  it('decodes in a thread that gives way to the server’s own: the worker runs at nice 10, the main thread as it was', async () => {
    const niceOf = async (task: string) => {
      const stat = await readFile(`/proc/self/task/${task}/stat`, 'utf8').catch(() => '')
      return stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) : undefined
    }
    const before = new Set(await readdir('/proc/self/task'))
    const mainNice = await niceOf(String(process.pid))
    const decoder = new HeicDecoder()
    try {
      expect(await decoder.decode(await readFile(HEIC_FIXTURE))).toMatchObject({ kind: 'decoded' })
      const started = (await readdir('/proc/self/task')).filter((task) => !before.has(task))
      const nices = await Promise.all(started.map(niceOf))
      expect(nices).toContain(10)
      expect(await niceOf(String(process.pid))).toBe(mainNice)
    } finally {
      await decoder.close()
    }
  })

  it('refuses a HEIC strip (4200×200, past 1:20) from its header, with 400', async () => {
    const strip = await readFile(join(import.meta.dirname, 'fixtures', 'strip-4200x200.heic'))
    const answer = await admin.post('/api/upload/image', imageForm(strip, 'strip.heic', ''))
    expect(answer.status).toBe(400)
    expect(answer.json.error).toMatch(/4200×200 pixels.*1:20/)
  })
})

describe('bursts of uploads', () => {
  const makeDir = tempDirs('studio-upload-burst-')

  /**
   * The p99 of a held public answer while `count` uploads of `bytes` are sent at once, against its p99 for 3 s
   * before. The server, and the uploads, run in processes of their own: the measurements here share neither's event
   * loop (pushing 200 MB through fetch takes a process's time too).
   */
  async function publicP99During(bytes: Buffer, name: string, count: number) {
    const dir = await makeDir()
    const file = join(dir, name)
    await writeFile(file, bytes)
    const running = startServerProcess(await makeDir())
    try {
      const url = await running.listening
      const staff = new Client(url)
      await staff.login()
      // The public post list: held in memory like a page (the website is not built when this suite runs).
      const held = `${url}/api/blog/posts`
      await sampleLatency(held).stop()
      const quiet = sampleLatency(held)
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const baseline = await quiet.stop()
      const busy = sampleLatency(held)
      const statuses = await uploadsFromAnotherProcess(url, staff.cookie, file, count)
      const during = await busy.stop()
      const [before, after] = [quantile(baseline, 0.99), quantile(during, 0.99)]
      const figures = `p99 ${before.toFixed(1)} ms (${baseline.length} asked) → ${after.toFixed(1)} ms (${during.length} asked)`
      return { statuses, ratio: after / before, figures }
    } finally {
      running.child.kill('SIGTERM')
      await running.exited
    }
  }

  it('keeps a held public answer within 5× of its usual p99 while 20 HEIC photos are uploaded at once', async () => {
    const { statuses, ratio, figures } = await publicP99During(await readFile(PHONE_HEIC), 'IMG_0001.HEIC', 20)
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 201))
    expect(ratio, figures).toBeLessThanOrEqual(5)
  }, 180_000)
})

/** Sends `count` uploads of `file` at once from a Node process of its own; answers their statuses. */
async function uploadsFromAnotherProcess(baseUrl: string, cookie: string, file: string, count: number): Promise<number[]> {
  const script = `
    const [url, cookie, file, count] = process.argv.slice(1)
    const bytes = await (await import('node:fs/promises')).readFile(file)
    const statuses = await Promise.all(Array.from({ length: Number(count) }, async (_, index) => {
      // Each a file of its own (a 'free' box after the photo): the same file again would be the library's image.
      const free = Buffer.alloc(12)
      free.writeUInt32BE(12, 0)
      free.write('free', 4, 'latin1')
      free.writeUInt32BE(index, 8)
      const body = new FormData()
      body.append('image', new Blob([Buffer.concat([bytes, free])]), 'upload')
      const answer = await fetch(url + '/api/upload/image', { method: 'POST', body, headers: { cookie, origin: url } })
      await answer.arrayBuffer()
      return answer.status
    }))
    console.log(JSON.stringify(statuses))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, baseUrl, cookie, file, String(count)], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`the uploads ended with code ${code}: ${output}`)
  return JSON.parse(output) as number[]
}

/** An upload whose form is never finished: its headers and the start of its body are sent, the rest is held back. */
function unfinishedUpload(baseUrl: string, cookie: string) {
  const boundary = 'held-form-boundary'
  const url = new URL('/api/upload/image', baseUrl)
  const upload = request(url, {
    method: 'POST',
    headers: {
      cookie,
      origin: url.origin,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(1_000_000),
    },
  })
  upload.on('error', () => {}) // cut off on purpose
  const sent = new Promise<void>((resolve) =>
    upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="held.png"\r\nContent-Type: image/png\r\n\r\n`, () => resolve()),
  )
  return { sent, cancel: () => upload.destroy() }
}
