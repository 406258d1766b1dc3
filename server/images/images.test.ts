import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIZES, pictureHtml } from '#shared/content/responsive-image.ts'
import { variantUrl } from '#shared/schema/upload-address.ts'
import type { MediaImage } from '#shared/schema/image.ts'
import { createMediaReader } from '../content/media-reader.ts'
import { withResponsiveImages } from '../content/post-images.ts'
import { imageForm, phoneJpeg, transparentPng } from '../testing/test-images.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, type TestServer, postBody, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

async function upload(bytes: Buffer, name: string, type = 'image/jpeg'): Promise<string> {
  const answer = await admin.post('/api/upload/image', imageForm(bytes, name, type))
  expect(answer.status, answer.text).toBe(201)
  return answer.json.imageUrl as string
}

async function libraryEntry(url: string): Promise<MediaImage> {
  const answer = await admin.get('/api/admin/images')
  expect(answer.status).toBe(200)
  const entry = (answer.json as MediaImage[]).find((image) => image.url === url)
  if (!entry) throw new Error(`${url} is not in the media library`)
  return entry
}

async function served(url: string): Promise<Buffer> {
  const answer = await fetch(server.url + url)
  expect(answer.status, url).toBe(200)
  return Buffer.from(await answer.arrayBuffer())
}

/** Every file a page may point at for this upload: the upload itself and each derivative. */
function allVariantUrls(url: string, entry: { widths: number[]; fallback: 'jpg' | 'png' }): string[] {
  const id = url.replace(/^\/uploads\//, '').replace(/\.[a-z]+$/, '')
  return [url, ...entry.widths.flatMap((width) => (['avif', 'webp', entry.fallback] as const).map((format) => variantUrl(id, width, format)))]
}

/** The text a metadata block would leave in a file: the EXIF marker, the camera, XMP. */
function expectNoMetadata(bytes: Buffer, label: string) {
  const text = bytes.toString('latin1')
  for (const marker of ['Exif', 'iPhone', 'StudioTestCamera', 'http://ns.adobe.com/xap']) {
    expect(text.includes(marker), `${label} still holds "${marker}"`).toBe(false)
  }
}

describe('the image pipeline', () => {
  let url: string
  let original: Buffer

  beforeAll(async () => {
    // Taken with the phone turned: stored 1800×1200 (rose on top), shown 1200×1800 (rose on the right).
    original = await phoneJpeg({ width: 1800, height: 1200, orientation: 6 })
    const metadata = await sharp(original).metadata()
    // The EXIF block points at a GPS block (tag 0x8825, little-endian) and names the camera.
    expect(metadata.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    expect(metadata.exif?.toString('latin1')).toContain('iPhone 15 Pro')
    expect(metadata.orientation).toBe(6)
    url = await upload(original, 'IMG_2040.JPG')
    await server.images.whenIdle()
  })

  it('strips every metadata block (camera, GPS, orientation) from the upload and from each derivative', async () => {
    const entry = await libraryEntry(url)
    const widths = [400, 800, 1200]
    const urls = allVariantUrls(url, { widths, fallback: 'jpg' })
    expect(urls).toHaveLength(10)
    for (const variant of urls) {
      const bytes = await served(variant)
      expectNoMetadata(bytes, variant)
      const metadata = await sharp(bytes).metadata()
      expect(metadata.exif, variant).toBeUndefined()
      expect(metadata.xmp, variant).toBeUndefined()
      expect(metadata.orientation ?? 1, variant).toBe(1)
    }
    expect(entry.ready).toBe(true)
  })

  it('applies the orientation: the upload is shown upright at its true size', async () => {
    const bytes = await served(url)
    const { width, height } = await sharp(bytes).metadata()
    expect([width, height]).toEqual([1200, 1800])
    const entry = await libraryEntry(url)
    expect([entry.width, entry.height]).toEqual([1200, 1800])
    // The stored top (rose) is now the right-hand side.
    const { data } = await sharp(bytes).resize(2, 1, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true })
    const [leftRed, , , rightRed] = data
    expect(rightRed! - leftRed!).toBeGreaterThan(80)
  })

  it('makes AVIF, WebP and JPEG at each standard width below the original, never upscaled, and the centred share crop', async () => {
    const id = url.replace(/^\/uploads\//, '').replace(/\.jpg$/, '')
    const files = (await readdir(join(server.dataDir, 'uploads', 'v'))).filter((file) => file.startsWith(id)).sort()
    const sizes = [400, 800, 1200].flatMap((width) => ['avif', 'jpg', 'webp'].map((format) => `${id}-${width}.${format}`))
    expect(files).toEqual([...sizes, `${id}-og-50-50.jpg`].sort())
    for (const width of [400, 800, 1200]) {
      for (const [format, expected] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const metadata = await sharp(await served(variantUrl(id, width, format))).metadata()
        expect(metadata.format).toBe(expected)
        expect(metadata.width).toBe(width)
        expect(metadata.height).toBe(width * 1.5)
      }
    }
  })

  it('keeps a blurred placeholder of a few hundred bytes and the dominant colour', async () => {
    const entry = await libraryEntry(url)
    expect(entry.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(entry.placeholder.length).toBeLessThan(700)
    const record = server.store.data.images.find((image) => `/uploads/${image.name}` === url)!
    expect(record.color).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('keeps transparency: a PNG with alpha gets PNG fallbacks, and no placeholder behind it', async () => {
    const pngUrl = await upload(await transparentPng(600), 'logo.png', 'image/png')
    expect(pngUrl).toMatch(/\.png$/)
    await server.images.whenIdle()
    const record = server.store.data.images.find((image) => `/uploads/${image.name}` === pngUrl)!
    expect(record).toMatchObject({ hasAlpha: true, fallback: 'png', variants: [400, 600] })
    const id = record.id
    const fallback = await sharp(await served(variantUrl(id, 400, 'png'))).metadata()
    expect(fallback).toMatchObject({ format: 'png', hasAlpha: true, width: 400 })
    const html = pictureHtml(createMediaReader(server.store).image(pngUrl)!, { sizes: SIZES.article, alt: 'Logo' })
    expect(html).not.toContain('style=')
  })

  it('takes several photos sent at once, one at a time, and makes every derivative of each', async () => {
    const photos = await Promise.all(Array.from({ length: 5 }, () => phoneJpeg({ width: 1300, height: 1000, quality: 85 })))
    const urls = await Promise.all(photos.map((photo, index) => upload(photo, `photo-${index}.jpg`)))
    expect(new Set(urls).size).toBe(5)
    await server.images.whenIdle()
    for (const each of urls) {
      expect(await libraryEntry(each)).toMatchObject({ width: 1300, height: 1000, ready: true })
      const record = server.store.data.images.find((image) => `/uploads/${image.name}` === each)!
      expect(record.variants).toEqual([400, 800, 1200, 1300])
    }
  })
})

describe('images inside a post', () => {
  it('become <picture>s with AVIF and WebP sources, true size, lazy loading and the alt text written in the post', async () => {
    const url = await upload(await phoneJpeg({ width: 1000, height: 800 }), 'inline.jpg')
    await server.images.whenIdle()
    const media = createMediaReader(server.store)
    const html = withResponsiveImages(
      `<p>Before:</p><p><img src="${url}" alt="Brows &amp; lashes"></p><p><img src="https://example.com/a.jpg" alt="Elsewhere"></p>`,
      media,
      { firstIsLcp: false },
    )
    expect(html).toContain('<picture><source type="image/avif" srcset="')
    expect(html).toMatch(/<source type="image\/webp" srcset="[^"]*-1000\.webp 1000w"/)
    expect(html).toMatch(
      /<img src="\/uploads\/v\/[\w-]+-800\.jpg" srcset="[^"]+" sizes="[^"]+" width="1000" height="800" alt="Brows &amp; lashes" loading="lazy"/,
    )
    // An image from elsewhere stays as it was, lazy.
    expect(html).toContain('<img loading="lazy" src="https://example.com/a.jpg" alt="Elsewhere">')
  })

  it('load the first image at once when the post has no featured image (it is the largest thing on screen)', async () => {
    const url = await upload(await phoneJpeg({ width: 900, height: 600 }), 'first.jpg')
    const html = withResponsiveImages(`<p><img src="${url}" alt="A"></p><p><img src="${url}" alt="B"></p>`, createMediaReader(server.store), {
      firstIsLcp: true,
    })
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1)
    expect(html.indexOf('loading="eager"')).toBeLessThan(html.indexOf('loading="lazy"'))
  })
})

describe('the media library', () => {
  it('lists each upload with its size, dimensions, alt text and where it is used', async () => {
    const url = await upload(await phoneJpeg({ width: 640, height: 480 }), 'studio-chair.jpg')
    const post = await admin.post('/api/blog/posts', postBody({ title: 'Our chair', featuredImage: url }))
    expect(post.status).toBe(201)
    const entry = await libraryEntry(url)
    expect(entry).toMatchObject({ width: 640, height: 480, alt: '', originalName: 'studio-chair.jpg' })
    expect(entry.bytes).toBe((await served(url)).length)
    expect(entry.usedBy).toEqual([{ type: 'post', id: post.json.id, title: 'Our chair' }])
  })

  it('saves alt text, and refuses alt text over 300 characters', async () => {
    const url = await upload(await phoneJpeg({ width: 500, height: 500 }), 'alt.jpg')
    const name = url.split('/').pop()
    const saved = await admin.patch(`/api/admin/images/${name}`, { alt: '  Healed microblading, soft arches  ' })
    expect(saved.status).toBe(200)
    expect(saved.json.alt).toBe('Healed microblading, soft arches')
    expect((await libraryEntry(url)).alt).toBe('Healed microblading, soft arches')
    const tooLong = await admin.patch(`/api/admin/images/${name}`, { alt: 'x'.repeat(301) })
    expect(tooLong.status).toBe(400)
    expect(tooLong.json.fields.alt).toBeTruthy()
  })

  it('refuses to delete an image a post uses (409, naming the post), inside the text too', async () => {
    const url = await upload(await phoneJpeg({ width: 500, height: 400 }), 'inline-use.jpg')
    await admin.post('/api/blog/posts', postBody({ title: 'Lip healing diary', markdown: `Day 3:\n\n![Lips](${url})` }))
    const refused = await admin.delete(`/api/admin/images/${url.split('/').pop()}`)
    expect(refused.status).toBe(409)
    expect(refused.json.error).toContain('Lip healing diary')
    expect((await fetch(server.url + url)).status).toBe(200)
  })

  it('refuses to delete an image only an earlier version of a post uses (restoring it would point at a missing file)', async () => {
    const url = await upload(await phoneJpeg({ width: 500, height: 400 }), 'older-cover.jpg')
    const created = await admin.post('/api/blog/posts', postBody({ title: 'Brow healing week by week', featuredImage: url }))
    expect(created.status).toBe(201)
    const changed = await admin.patch(`/api/blog/posts/${created.json.id}`, { featuredImage: '', updatedAt: created.json.updatedAt })
    expect(changed.status, changed.text).toBe(200)
    expect((await libraryEntry(url)).usedBy).toEqual([])
    const refused = await admin.delete(`/api/admin/images/${url.split('/').pop()}`)
    expect(refused.status).toBe(409)
    expect(refused.json.error).toContain('an earlier version of the post “Brow healing week by week”')
    expect((await fetch(server.url + url)).status).toBe(200)
  })

  it('refuses to delete an image a post in Trash, a page text or an earlier version of a page names', async () => {
    const url = await upload(await phoneJpeg({ width: 400, height: 400 }), 'everywhere.jpg')
    const name = url.split('/').pop()
    const post = await admin.post('/api/blog/posts', postBody({ title: 'Retired lip guide', featuredImage: url }))
    expect((await admin.delete(`/api/blog/posts/${post.json.id}`)).status).toBe(200)
    const trashed = await admin.delete(`/api/admin/images/${name}`)
    expect(trashed.status).toBe(409)
    expect(trashed.json.error).toContain('the post “Retired lip guide” in Trash')
    expect((await admin.delete(`/api/blog/trash/${post.json.id}`)).status).toBe(200)

    const page = (await admin.get('/api/admin/pages/home')).json
    const hero = { ...page.en.hero, text: `Our chair: ${url}` }
    const saved = await admin.put('/api/admin/pages/home', { en: { ...page.en, hero }, es: page.es, updatedAt: page.updatedAt })
    expect(saved.status, saved.text).toBe(200)
    const onPage = await admin.delete(`/api/admin/images/${name}`)
    expect(onPage.status).toBe(409)
    expect(onPage.json.error).toContain('the Home page')
    expect((await libraryEntry(url)).usedBy).toEqual([{ type: 'page', id: 'home', title: 'Home' }])

    const back = await admin.put('/api/admin/pages/home', { en: page.en, es: page.es, updatedAt: saved.json.updatedAt })
    expect(back.status, back.text).toBe(200)
    const inVersion = await admin.delete(`/api/admin/images/${name}`)
    expect(inVersion.status).toBe(409)
    expect(inVersion.json.error).toContain('an earlier version of the Home page')
  })

  it('deletes an unused image with every derivative', async () => {
    const url = await upload(await phoneJpeg({ width: 900, height: 600 }), 'unused.jpg')
    await server.images.whenIdle()
    const deleted = await admin.delete(`/api/admin/images/${url.split('/').pop()}`)
    expect(deleted.status).toBe(200)
    for (const variant of allVariantUrls(url, { widths: [400, 800, 900], fallback: 'jpg' })) {
      expect((await fetch(server.url + variant)).status, variant).toBe(404)
    }
    expect((await admin.get('/api/admin/images')).json.some((image: MediaImage) => image.url === url)).toBe(false)
    expect((await admin.delete(`/api/admin/images/${url.split('/').pop()}`)).status).toBe(404)
  })

  it('is for staff only', async () => {
    const visitor = new Client(server.url)
    expect((await visitor.get('/api/admin/images')).status).toBe(401)
    expect((await visitor.patch('/api/admin/images/x.jpg', { alt: 'x' })).status).toBe(401)
    expect((await visitor.delete('/api/admin/images/x.jpg')).status).toBe(401)
  })
})

describe('uploads from before the pipeline', () => {
  const makeDir = tempDirs('studio-migrate-')

  it('are processed on the next start: same address, metadata gone, sizes made, listed in the library', async () => {
    const dataDir = await makeDir()
    await mkdir(join(dataDir, 'uploads'), { recursive: true })
    const name = '0b7c6a52-3c1e-4c55-9d6f-1a2b3c4d5e6f.jpg'
    await writeFile(join(dataDir, 'uploads', name), await phoneJpeg({ width: 1000, height: 750, orientation: 6 }))
    await writeFile(join(dataDir, 'uploads', 'notes.txt'), 'not an image')
    const legacy = await startTestServer({}, dataDir)
    try {
      await legacy.images.whenIdle()
      const bytes = Buffer.from(await (await fetch(`${legacy.url}/uploads/${name}`)).arrayBuffer())
      expectNoMetadata(bytes, name)
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 750, height: 1000 })
      const record = legacy.store.data.images.find((image) => image.name === name)
      expect(record).toMatchObject({ id: '0b7c6a52-3c1e-4c55-9d6f-1a2b3c4d5e6f', width: 750, height: 1000, variants: [400, 750] })
      // Not an image: left alone, and the server runs.
      expect(await readFile(join(dataDir, 'uploads', 'notes.txt'), 'utf8')).toBe('not an image')
      expect(legacy.store.data.images.some((image) => image.name === 'notes.txt')).toBe(false)
    } finally {
      await legacy.close()
    }
  })
})

describe('stopping while a photo’s sizes are being planned', () => {
  const makeDir = tempDirs('studio-stop-images-')

  it('drops the sizes not yet made without an unhandled rejection (which would end the process with code 1), and makes them on the next start', async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    const dataDir = await makeDir()
    try {
      const stopping = await startTestServer({}, dataDir)
      const record = await stopping.images.ingest(await phoneJpeg({ width: 1200, height: 900 }), 'stop.jpg')
      // The first background job (it reads the upload, then queues one job per size) is under way: stop now.
      await stopping.images.close()
      await stopping.close()
      await new Promise((resolve) => setTimeout(resolve, 50)) // a rejection is reported as unhandled a tick later
      expect(unhandled).toEqual([])

      const next = await startTestServer({}, dataDir)
      try {
        await next.images.whenIdle()
        expect(next.store.data.images.find((image) => image.id === record.id)?.variants).toEqual([400, 800, 1200])
      } finally {
        await next.close()
      }
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
