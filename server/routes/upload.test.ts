import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'
import { detectImageType } from './upload.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function form(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  const body = new FormData()
  body.append('image', new Blob([bytes], { type }), name)
  return body
}

describe('image upload', () => {
  it('stores a PNG under a random name and serves it with a long cache and nosniff', async () => {
    const answer = await admin.post('/api/upload/image', form(new Uint8Array(PNG), 'brows.png', 'image/png'))
    expect(answer.status).toBe(201)
    expect(answer.json.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/)
    const served = await fetch(server.url + answer.json.imageUrl)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-type')).toBe('image/png')
    const onDisk = await readFile(join(server.dataDir, 'uploads', answer.json.imageUrl.split('/').pop()))
    expect(onDisk.equals(PNG)).toBe(true)
  })

  it('names the file by its bytes, not by the name or type the client claims', async () => {
    const answer = await admin.post('/api/upload/image', form(new Uint8Array(PNG), 'photo.jpg', 'image/jpeg'))
    expect(answer.json.imageUrl).toMatch(/\.png$/)
  })

  it('rejects a 6 MB upload with 413', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(PNG)
    const answer = await admin.post('/api/upload/image', form(big, 'big.png', 'image/png'))
    expect(answer.status).toBe(413)
    expect(answer.json.error).toMatch(/5 MB/)
  })

  it.each([
    ['an HTML page declared as a PNG', '<html><script>alert(1)</script></html>', 'image/png'],
    ['an SVG image (it can carry scripts)', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['a PDF', '%PDF-1.7 ...', 'application/pdf'],
  ])('rejects %s with 415', async (_label, content, type) => {
    const answer = await admin.post('/api/upload/image', form(new Uint8Array(Buffer.from(content)), 'x.png', type))
    expect(answer.status).toBe(415)
  })

  it('answers 400 when no file is attached', async () => {
    const body = new FormData()
    body.append('other', 'value')
    const answer = await admin.post('/api/upload/image', body)
    expect(answer.status).toBe(400)
    expect(answer.json.fields.image).toBeTruthy()
  })
})

describe('detectImageType', () => {
  it.each([
    ['png', PNG],
    ['jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['webp', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['avif', Buffer.from('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00', 'latin1')],
    ['bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
    ['ico', Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(16)])],
  ])('recognises %s by its magic number', (type, bytes) => {
    expect(detectImageType(bytes)).toBe(type)
  })

  it('recognises nothing in text', () => {
    expect(detectImageType(Buffer.from('hello world'))).toBeUndefined()
  })
})
