import { readFileSync, writeFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { MODERN_FORMATS, variantWidths } from '../shared/content/responsive-image.ts'
import { variantUrl } from '../shared/schema/upload-address.ts'
import { postPath } from '../shared/content/routes.ts'
import type { Language } from '../shared/schema/common.ts'
import { imageForm, texturedPhotoJpeg } from '../server/testing/test-images.ts'
import { benchPost } from './posts.ts'
import { median, memoryOf, sleep } from './processes.ts'
import type { ServerHandle } from './server.ts'
import { login } from './store-growth.ts'

/**
 * Real content: phone photos go through the upload API of the main bench server.
 * 1. Upload-to-ready: one 4 MB 4032×3024 phone JPEG, timed to its 201 and to `ready` (every derivative made).
 * 2. Memory: the server's RSS, sampled every 100 ms, before, during and after 10 such uploads in a row.
 * 3. Photo posts: three published posts, each with a featured image and two inline images (9 more uploads), for
 *    the Lighthouse and bytes measurements and for /blog.
 * Every upload is a different photo (grain, JPEG quality and height vary a little), so no two share bytes.
 */

/** How each generated photo was made and what it weighs. */
export interface PhotoSpec {
  width: number
  height: number
  orientation: number
  grain: number
  quality: number
  bytes: number
}

export interface UploadToReady {
  photo: PhotoSpec
  /** From the start of the request to the 201 answer. */
  answerMs: number
  /** From the start of the request to `ready` in the media library (polled every 100 ms). */
  readyMs: number
  /** The served upload (metadata stripped, oriented, re-encoded). */
  served: { width: number; height: number; bytes: number }
  /** Every derivative file, as written in the server's uploads folder. */
  derivatives: Array<{ width: number; format: string; bytes: number }>
}

export interface MemoryDuringUploads {
  uploads: number
  /** RSS of the server process before any photo was uploaded in this run. */
  beforeAnyPhotoBytes: number
  /** The kernel's high-water mark over the single upload of part 1 (undefined where it cannot be reset). */
  singlePeakBytes: number | undefined
  /** Median RSS over 1 s of idle just before the 10 uploads. */
  baselineBytes: number
  /** The largest 100 ms sample, from the first upload until all were ready. */
  peakSampledBytes: number
  /** The kernel's high-water mark (VmHWM) over the same span, reset just before (undefined where it cannot be reset). */
  highWaterBytes: number | undefined
  /** RSS when the last image became ready. */
  atReadyBytes: number
  /** RSS after `idleSeconds` of idle once all were ready. */
  idleBytes: number
  idleSeconds: number
  /** Each upload's time to its 201 answer (they run one after the other). */
  answerMs: number[]
  /** From the first request to the last image `ready`. */
  allReadyMs: number
  samples: number
  /** Once the 9 uploads of the photo posts were ready too: RSS, and the high-water mark since the 10 uploads began. */
  afterPostsBytes?: number
  afterPostsHighWaterBytes?: number
  /** The server's C allocator settings, which it inherits from the bench's environment. */
  allocator: string
}

export interface PhotoPosts {
  /** Paths of the three posts, in the order they were made. */
  paths: string[]
  /** The one measured by Lighthouse and bytes (the newest: first on /blog). */
  photoPostPath: string
  /** A text page whose hero shows an uploaded photo (the microblading page), measured beside the drawn ones. */
  heroPhotoPath: string
  uploads: number
  /** From the first upload to the last image ready. */
  uploadSeconds: number
  /** `<picture>` elements with AVIF sources in the photo post's HTML, as served. */
  picturesOnPage: number
}

export interface PhotosSummary {
  /** Every photo uploaded in this run. */
  photos: PhotoSpec[]
  single?: UploadToReady
  memory?: MemoryDuringUploads
  posts: PhotoPosts
}

/**
 * The i-th test photo: 4032 px wide, 3024 px high less 8 px per six photos, grain 9–11, JPEG quality 91–92.
 * `upright`: EXIF orientation 6, as a phone held upright writes it (the server turns the photo to 3024×4032).
 */
function specOf(index: number, upright: boolean): Omit<PhotoSpec, 'bytes'> {
  return {
    width: 4032,
    height: 3024 - 8 * Math.floor(index / 6),
    orientation: upright ? 6 : 1,
    grain: 9 + (index % 3),
    quality: 92 - (Math.floor(index / 3) % 2),
  }
}

/**
 * The run's photos, in the order they are uploaded. With `measure`: the single upload (landscape), then the ten
 * (every other one upright). Then per photo post: the featured image (landscape) and two inline ones (one upright).
 */
async function makePhotos(measure: boolean): Promise<Array<{ spec: PhotoSpec; bytes: Buffer }>> {
  const upright: boolean[] = [
    ...(measure ? [false, ...Array.from({ length: 10 }, (_, i) => i % 2 === 1)] : []),
    ...Array.from({ length: 3 }, () => [false, false, true]).flat(),
    // The microblading page's hero photo.
    false,
  ]
  const photos: Array<{ spec: PhotoSpec; bytes: Buffer }> = []
  for (const [i, turned] of upright.entries()) {
    const spec = specOf(i, turned)
    const bytes = await texturedPhotoJpeg({ ...spec, seed: i + 1 })
    photos.push({ spec: { ...spec, bytes: bytes.length }, bytes })
  }
  const sizes = photos.map((photo) => photo.spec.bytes)
  console.log(`[bench] photos: made ${photos.length} phone JPEGs, ${mb(Math.min(...sizes))}–${mb(Math.max(...sizes))} MB each`)
  return photos
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2)

/** How the server's native memory (libvips, sharp) is allocated, read from its own environment (/proc/<pid>/environ). */
function allocatorOf(pid: number): string {
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, 'latin1')
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
  if (env.LD_PRELOAD) return `LD_PRELOAD=${env.LD_PRELOAD}`
  return env.MALLOC_ARENA_MAX
    ? `glibc malloc, MALLOC_ARENA_MAX=${env.MALLOC_ARENA_MAX}`
    : 'glibc malloc, default arenas (MALLOC_ARENA_MAX unset: up to 8 per core)'
}

/** Resets the kernel's peak-RSS mark of our own child (clear_refs 5); false where that is not allowed. */
function resetHighWater(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

/** Samples a process's RSS every 100 ms until stopped. */
function sampleRss(pid: number): { stop(): number[] } {
  const samples: number[] = [memoryOf(pid).rss]
  const timer = setInterval(() => samples.push(memoryOf(pid).rss), 100)
  return {
    stop() {
      clearInterval(timer)
      samples.push(memoryOf(pid).rss)
      return samples
    },
  }
}

interface MediaImage {
  url: string
  width: number
  height: number
  bytes: number
  ready: boolean
}

class Uploader {
  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
  ) {}

  async images(): Promise<MediaImage[]> {
    const response = await fetch(`${this.baseUrl}/api/admin/images`, { headers: { cookie: this.cookie } })
    if (!response.ok) throw new Error(`GET /api/admin/images answered ${response.status}`)
    return (await response.json()) as MediaImage[]
  }

  /** Uploads one photo; answers its address and the time to the 201. */
  async upload(bytes: Buffer, name: string): Promise<{ url: string; ms: number }> {
    const t0 = performance.now()
    const response = await fetch(`${this.baseUrl}/api/upload/image`, {
      method: 'POST',
      headers: { cookie: this.cookie },
      body: imageForm(bytes, name, 'image/jpeg'),
    })
    const text = await response.text()
    const ms = performance.now() - t0
    if (response.status !== 201) throw new Error(`POST /api/upload/image answered ${response.status}: ${text.slice(0, 300)}`)
    return { url: (JSON.parse(text) as { imageUrl: string }).imageUrl, ms }
  }

  /** Polls the media library every 100 ms until every image (or the given ones) is ready; answers when it saw that. */
  async waitReady(urls?: string[], timeoutMs = 300_000): Promise<number> {
    const deadline = performance.now() + timeoutMs
    for (;;) {
      const images = await this.images()
      const wanted = urls ? images.filter((image) => urls.includes(image.url)) : images
      if (urls && wanted.length !== urls.length) throw new Error(`The media library lacks ${urls.length - wanted.length} of the uploads`)
      if (wanted.every((image) => image.ready)) return performance.now()
      if (performance.now() > deadline) throw new Error(`Images still not ready after ${timeoutMs / 1000} s`)
      await sleep(100)
    }
  }
}

/**
 * Runs the photos part on the main bench server. `measure` false: only the photo posts are made (other parts
 * measure the site with them; the timings and memory are skipped).
 */
export async function measurePhotos(server: ServerHandle, { measure }: { measure: boolean }): Promise<PhotosSummary> {
  const pid = server.child.pid
  if (pid === undefined) throw new Error('The server process has no pid')
  const photos = await makePhotos(measure)
  const cookie = await login(server.url)
  const uploader = new Uploader(server.url, cookie)
  await uploader.waitReady() // whatever the store held on start (older uploads are processed in the background)
  let next = 0
  const take = () => {
    const photo = photos[next]!
    const name = `IMG_${4100 + next}.JPG`
    next += 1
    return { ...photo, name }
  }
  const summary: Omit<PhotosSummary, 'posts'> = { photos: [] }

  if (measure) {
    const beforeAnyPhotoBytes = memoryOf(pid).rss
    const singleReset = resetHighWater(pid)

    // 1. One photo, from the request to every derivative made.
    const photo = take()
    const t0 = performance.now()
    const { url, ms: answerMs } = await uploader.upload(photo.bytes, photo.name)
    const readyMs = (await uploader.waitReady([url])) - t0
    const singlePeakBytes = singleReset ? memoryOf(pid).hwm : undefined
    const served = (await uploader.images()).find((image) => image.url === url)!
    const id = url.replace(/^\/uploads\//, '').replace(/\.\w+$/, '')
    const derivatives: UploadToReady['derivatives'] = []
    for (const width of variantWidths(served.width)) {
      for (const format of [...MODERN_FORMATS, 'jpg'] as const) {
        const file = join(server.dataDir, variantUrl(id, width, format).replace(/^\//, ''))
        const size = await stat(file).then(
          (info) => info.size,
          () => undefined,
        )
        if (size !== undefined) derivatives.push({ width, format, bytes: size })
      }
    }
    summary.single = { photo: photo.spec, answerMs, readyMs, served: { width: served.width, height: served.height, bytes: served.bytes }, derivatives }
    summary.photos.push(photo.spec)
    console.log(`[bench] photos: one ${mb(photo.spec.bytes)} MB photo answered in ${(answerMs / 1000).toFixed(2)} s, ready in ${(readyMs / 1000).toFixed(2)} s`)

    // 2. Ten in a row, the server's RSS sampled throughout.
    await sleep(2000)
    const idleBefore = sampleRss(pid)
    await sleep(1000)
    const baselineBytes = median(idleBefore.stop())
    const highWaterReset = resetHighWater(pid)
    const sampler = sampleRss(pid)
    const started = performance.now()
    const answers: number[] = []
    const urls: string[] = []
    for (let i = 0; i < 10; i++) {
      const photo = take()
      const result = await uploader.upload(photo.bytes, photo.name)
      answers.push(result.ms)
      urls.push(result.url)
      summary.photos.push(photo.spec)
    }
    const allReadyMs = (await uploader.waitReady(urls)) - started
    const during = sampler.stop()
    const highWater = highWaterReset ? memoryOf(pid).hwm : undefined
    const atReadyBytes = during[during.length - 1]!
    const idleSeconds = 5
    await sleep(idleSeconds * 1000)
    const idleBytes = memoryOf(pid).rss
    summary.memory = {
      uploads: 10,
      beforeAnyPhotoBytes,
      singlePeakBytes,
      baselineBytes,
      peakSampledBytes: Math.max(...during),
      highWaterBytes: highWater,
      atReadyBytes,
      idleBytes,
      idleSeconds,
      answerMs: answers,
      allReadyMs,
      samples: during.length,
      allocator: allocatorOf(pid),
    }
    console.log(
      `[bench] photos: 10 uploads in a row, all ready in ${(allReadyMs / 1000).toFixed(1)} s; RSS baseline ${mb(baselineBytes)} MB, peak ${mb(Math.max(...during, highWater ?? 0))} MB, after ${idleSeconds} s idle ${mb(idleBytes)} MB`,
    )
  }

  // 3. Three photo posts: a featured image and two inline images each.
  const categories = ((await (await fetch(`${server.url}/api/blog/categories`)).json()) as Array<{ name: string }>).map((category) => category.name)
  const uploadStarted = performance.now()
  const postImages: string[][] = []
  for (let post = 0; post < 3; post++) {
    const urls: string[] = []
    for (let image = 0; image < 3; image++) {
      const photo = take()
      urls.push((await uploader.upload(photo.bytes, photo.name)).url)
      summary.photos.push(photo.spec)
    }
    postImages.push(urls)
  }
  await uploader.waitReady(postImages.flat())
  const uploadSeconds = (performance.now() - uploadStarted) / 1000
  const paths: string[] = []
  for (const [index, [featured, first, second]] of postImages.entries()) {
    const base = benchPost(index, categories, 'photo-diary')
    const blocks = base.markdown!.split('\n\n')
    // After the first section's opening paragraph, and after the list.
    blocks.splice(2, 0, `![Brows on the day of the session, photo ${index * 3 + 2}](${first})`)
    blocks.splice(8, 0, `![The same brows four weeks later, healed, photo ${index * 3 + 3}](${second})`)
    const title = `Healed results, a photo diary: ${['microblading', 'ombre brows', 'lip blushing'][index]}`
    const body = {
      ...base,
      title,
      markdown: blocks.join('\n\n'),
      language: 'en',
      published: true,
      featuredImage: featured,
      featuredImageAlt: `Freshly finished ${['microblading', 'ombre brows', 'lip blushing'][index]} in the studio`,
      metaTitle: title.slice(0, 60),
    }
    const response = await fetch(`${server.url}/api/blog/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (response.status !== 201) throw new Error(`POST /api/blog/posts answered ${response.status}: ${text.slice(0, 500)}`)
    paths.push(postPath(JSON.parse(text) as { slug: string; language: Language }))
  }
  // The queue is idle again (every image was ready before the posts were made), and stays so for the rest of the run.
  await uploader.waitReady()
  if (summary.memory) {
    const { rss, hwm } = memoryOf(pid)
    summary.memory.afterPostsBytes = rss
    if (summary.memory.highWaterBytes !== undefined) summary.memory.afterPostsHighWaterBytes = hwm
  }
  const photoPostPath = paths[paths.length - 1]!
  const html = await (await fetch(new URL(photoPostPath, server.url))).text()
  const picturesOnPage = (html.match(/type="image\/avif"/g) ?? []).length
  const heroPhotoPath = await giveHeroPhoto(server.url, cookie, uploader, take())
  const posts: PhotoPosts = { paths, photoPostPath, heroPhotoPath, uploads: 9, uploadSeconds, picturesOnPage }
  console.log(
    `[bench] photos: ${paths.length} photo posts (${paths.join(', ')}); 9 uploads ready in ${uploadSeconds.toFixed(1)} s; ${photoPostPath} has ${picturesOnPage} <picture>s with AVIF`,
  )
  return { ...summary, posts }
}

/** Puts a phone photo in the microblading page's hero, as an owner would in Pages; answers the page's address. */
async function giveHeroPhoto(baseUrl: string, cookie: string, uploader: Uploader, photo: { bytes: Buffer; name: string }): Promise<string> {
  const { url } = await uploader.upload(photo.bytes, photo.name)
  await uploader.waitReady([url])
  const headers = { 'content-type': 'application/json', cookie }
  const page = (await (await fetch(`${baseUrl}/api/admin/pages/microblading`, { headers })).json()) as { en: unknown; es: unknown; updatedAt: string }
  const heroPhoto = { image: url, focusX: 50, focusY: 45, alt: { en: 'Healed microblading, soft hair strokes', es: 'Microblading cicatrizado, trazos suaves' } }
  const response = await fetch(`${baseUrl}/api/admin/pages/microblading`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ en: page.en, es: page.es, updatedAt: page.updatedAt, heroPhoto }),
  })
  if (!response.ok) throw new Error(`PUT /api/admin/pages/microblading answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
  return '/microblading-atlanta-ga'
}
