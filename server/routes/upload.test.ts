import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { detectImageType } from '../images/image-type.ts'
import { HEIC_FIXTURE, bombPng, imageForm, phoneJpeg } from '../testing/test-images.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

describe('image upload', () => {
  it('stores a PNG under a random name and serves it with a long cache and nosniff', async () => {
    const answer = await admin.post('/api/upload/image', imageForm(PNG, 'brows.png', 'image/png'))
    expect(answer.status).toBe(201)
    expect(answer.json.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/)
    const served = await fetch(server.url + answer.json.imageUrl)
    expect(served.status).toBe(200)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 })
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-type')).toBe('image/png')
    const onDisk = await readFile(join(server.dataDir, 'uploads', answer.json.imageUrl.split('/').pop()))
    expect(onDisk.equals(bytes)).toBe(true)
  })

  it('serves /uploads as images only: a page, a script or any other file put in the folder answers 404, with nosniff', async () => {
    const uploads = join(server.dataDir, 'uploads')
    await mkdir(join(uploads, 'v'), { recursive: true })
    for (const name of ['page.html', 'script.js', 'drawing.svg', 'notes.txt', 'v/page.html', 'no-extension']) {
      await writeFile(join(uploads, name), '<script>fetch("/api/admin/accounts")</script>')
    }
    for (const name of ['page.html', 'script.js', 'drawing.svg', 'notes.txt', 'v/page.html', 'no-extension', 'v/']) {
      const served = await fetch(`${server.url}/uploads/${name}`)
      expect(served.status, name).toBe(404)
      expect(served.headers.get('content-type') ?? '', name).not.toMatch(/html|javascript|svg/)
      expect(served.headers.get('x-content-type-options'), name).toBe('nosniff')
    }
    await writeFile(join(uploads, 'v', 'a1b2c3-400.webp'), await sharp(PNG).webp().toBuffer())
    const variant = await fetch(`${server.url}/uploads/v/a1b2c3-400.webp`)
    expect(variant.status).toBe(200)
    expect(variant.headers.get('content-type')).toBe('image/webp')
  })

  it('names the file by its bytes, not by the name or type the client claims', async () => {
    const answer = await admin.post('/api/upload/image', imageForm(PNG, 'photo.jpg', 'image/jpeg'))
    expect(answer.json.imageUrl).toMatch(/\.png$/)
  })

  it("answers a second upload while the first photo's sizes are still being made: it waits for one encode, not for all twelve", async () => {
    const first = await admin.post('/api/upload/image', imageForm(await phoneJpeg({ width: 4000, height: 3000 }), 'big.jpg', 'image/jpeg'))
    expect(first.status).toBe(201)
    const firstName = first.json.imageUrl.split('/').pop()
    // Sent at once: the first photo's 4 sizes × 3 formats are queued as twelve jobs and this upload goes between two.
    const second = await admin.post('/api/upload/image', imageForm(bombPng(2, 3), 'small.png', 'image/png'))
    expect(second.status).toBe(201)
    const media = (await admin.get('/api/admin/images')).json as Array<{ name: string; ready: boolean }>
    expect(media.find((image) => image.name === firstName)?.ready).toBe(false)
    await server.images.whenIdle()
    const done = (await admin.get('/api/admin/images')).json as Array<{ name: string; ready: boolean }>
    expect(done.find((image) => image.name === firstName)?.ready).toBe(true)
  })

  it('accepts a HEIC photo from a phone and serves it as a JPEG of the same size', async () => {
    const answer = await admin.post('/api/upload/image', imageForm(await readFile(HEIC_FIXTURE), 'IMG_0001.HEIC', ''))
    expect(answer.status).toBe(201)
    expect(answer.json.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/)
    const served = Buffer.from(await (await fetch(server.url + answer.json.imageUrl)).arrayBuffer())
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 })
  })

  it('rejects a 6 MB upload with 413', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(PNG)
    const answer = await admin.post('/api/upload/image', imageForm(big, 'big.png', 'image/png'))
    expect(answer.status).toBe(413)
    expect(answer.json.error).toMatch(/5 MB/)
  })

  it('refuses a decompression bomb (a 400-megapixel PNG in a few kilobytes) with 413 before decoding it', async () => {
    const bomb = bombPng(20_000, 20_000)
    expect(bomb.length).toBeLessThan(200_000)
    const answer = await admin.post('/api/upload/image', imageForm(bomb, 'bomb.png', 'image/png'))
    expect(answer.status).toBe(413)
    expect(answer.json.error).toMatch(/20000×20000 pixels.*64 megapixels/)
  })

  it('refuses a damaged photo (cut off halfway) with 422 and a clear reason, and keeps serving', async () => {
    const photo = await phoneJpeg({ width: 800, height: 600 })
    const cut = photo.subarray(0, Math.floor(photo.length / 2))
    const answer = await admin.post('/api/upload/image', imageForm(cut, 'cut.jpg', 'image/jpeg'))
    expect(answer.status).toBe(422)
    expect(answer.json.error).toMatch(/could not be read/)
    expect((await admin.get('/api/health')).status).toBe(200)
  })

  it('refuses bytes that only start like a JPEG with 422', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo at all'.repeat(20))])
    const answer = await admin.post('/api/upload/image', imageForm(fake, 'fake.jpg', 'image/jpeg'))
    expect(answer.status).toBe(422)
  })

  it.each([
    ['an HTML page declared as a PNG', '<html><script>alert(1)</script></html>', 'image/png'],
    ['an SVG image (it can carry scripts)', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['a PDF', '%PDF-1.7 ...', 'application/pdf'],
  ])('rejects %s with 415', async (_label, content, type) => {
    const answer = await admin.post('/api/upload/image', imageForm(Buffer.from(content), 'x.png', type))
    expect(answer.status).toBe(415)
  })

  it('rejects a BMP with 415 and says which formats to use instead', async () => {
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])
    const answer = await admin.post('/api/upload/image', imageForm(bmp, 'scan.bmp', 'image/bmp'))
    expect(answer.status).toBe(415)
    expect(answer.json.error).toMatch(/JPEG or PNG/)
  })

  it('answers 400 when no file is attached', async () => {
    const body = new FormData()
    body.append('other', 'value')
    const answer = await admin.post('/api/upload/image', body)
    expect(answer.status).toBe(400)
    expect(answer.json.fields.image).toBeTruthy()
  })

  it('answers 401 to a visitor', async () => {
    const answer = await new Client(server.url).post('/api/upload/image', imageForm(PNG, 'a.png', 'image/png'))
    expect(answer.status).toBe(401)
  })
})

describe('detectImageType', () => {
  it.each([
    ['png', PNG],
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['avif', Buffer.from('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00mif1miaf', 'latin1')],
    ['heic', Buffer.from('\x00\x00\x00\x1cftypheic\x00\x00\x00\x00mif1heic', 'latin1')],
    ['heic', Buffer.from('\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00mif1heic', 'latin1')],
    ['bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
    ['ico', Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(16)])],
  ])('recognises %s by its magic number', (type, bytes) => {
    expect(detectImageType(bytes)).toBe(type)
  })

  it('recognises nothing in text', () => {
    expect(detectImageType(Buffer.from('hello world'))).toBeUndefined()
  })
})
