import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let admin: Client

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://belleza-studio.example' })
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

describe('cross-site request protection', () => {
  it('refuses a form-encoded or plain-text body with 415', async () => {
    const form = await admin.post('/api/blog/categories', 'name=x&slug=x', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
    expect(form.json.error).toMatch(/JSON/)
    const text = await admin.post('/api/contact', '{"firstName":"a"}', { 'content-type': 'text/plain' })
    expect(text.status).toBe(415)
  })

  it('refuses a state-changing request from another origin with 403', async () => {
    const answer = await admin.post('/api/blog/categories', { name: 'Evil', slug: 'evil' }, { origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
    expect((await admin.delete('/api/blog/posts/x', { origin: 'null' })).status).toBe(403)
  })

  it('accepts the same origin, and the PUBLIC_URL origin', async () => {
    const own = await admin.post('/api/blog/categories', { name: 'Own', slug: 'own' }, { origin: server.url })
    expect(own.status).toBe(201)
    const publicSite = await admin.post('/api/blog/categories', { name: 'Public', slug: 'public' }, { origin: 'https://belleza-studio.example' })
    expect(publicSite.status).toBe(201)
  })

  it('lets reads through whatever their origin', async () => {
    expect((await admin.get('/api/blog/categories', { origin: 'https://elsewhere.example' })).status).toBe(200)
  })
})

describe('errors are JSON', () => {
  it('answers 400 JSON to malformed JSON', async () => {
    const answer = await admin.post('/api/blog/categories', '{"name": ', { 'content-type': 'application/json' })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toMatch(/application\/json/)
    expect(answer.json).toEqual({ error: 'The request body is not valid JSON' })
  })

  it('answers 413 JSON to a body over the limit', async () => {
    const answer = await admin.post('/api/blog/posts', { content: 'x'.repeat(3 * 1024 * 1024) })
    expect(answer.status).toBe(413)
    expect(answer.json.error).toMatch(/too large/)
  })

  it('answers 404 JSON to an unknown /api path, never the HTML 404 page', async () => {
    const answer = await admin.get('/api/nothing/here')
    expect(answer.status).toBe(404)
    expect(answer.json.error).toContain('/api/nothing/here')
    expect(answer.text).not.toMatch(/<html|at \w+ \(/)
  })
})

describe('security headers', () => {
  it('sends a CSP, nosniff, frame denial and a referrer policy, and no X-Powered-By', async () => {
    const answer = await admin.get('/api/blog/categories')
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'self'.*object-src 'none'.*frame-ancestors 'none'/)
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(answer.headers.get('x-powered-by')).toBeNull()
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('sends only nosniff and the resource policy with a photo file, and answers an SVG put in the uploads folder 404 (it is no upload)', async () => {
    await mkdir(join(server.dataDir, 'uploads'), { recursive: true })
    await writeFile(join(server.dataDir, 'uploads', 'a-photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
    const photo = await admin.get('/uploads/a-photo.jpg')
    expect(photo.status).toBe(200)
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff')
    expect(photo.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect(photo.headers.get(documentOnly), documentOnly).toBeNull()
    }
    await writeFile(join(server.dataDir, 'uploads', 'a-drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    // The server never writes an SVG there (a logo is a brand file, served under its own sandbox policy): no upload.
    const svg = await admin.get('/uploads/a-drawing.svg')
    expect(svg.status).toBe(404)
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
