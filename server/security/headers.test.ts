import { get } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

// HSTS only over HTTPS (RFC 6797 §7.2). Behind a TLS proxy the request's HTTPS-ness is the trusted proxy's
// X-Forwarded-Proto; deploy/caddy.test.ts checks the same through a real Caddy.
const overHttps = { 'x-forwarded-proto': 'https' }
/** The public post list: its answer is held in memory and sent before Express sees the request (content/answers.ts). */
const HELD_IN_MEMORY = '/api/blog/posts?published=true'

/** A GET with node:http (fetch would add `Cache-Control: no-cache` to a conditional request, and never get a 304). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; hsts: string | undefined; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, hsts: response.headers['strict-transport-security'], etag: response.headers.etag }))
    }).on('error', reject)
  })
}

describe('HSTS behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let server: TestServer
  let visitor: Client
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' })
    visitor = new Client(server.url)
  })
  afterAll(() => server.destroy())

  it('is sent with Express answers to HTTPS requests, and not with plain HTTP ones', async () => {
    const https = await visitor.get('/api/health', overHttps)
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    const plain = await visitor.get('/api/health')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    expect(plain.headers.get('content-security-policy')).not.toBeNull()
  })

  it('follows each request for answers sent from memory, whichever request made the answer', async () => {
    // The first request makes and holds the answer over HTTPS; the later ones are sent from memory.
    const sequence = [true, true, false, true, false, false]
    for (const https of sequence) {
      const answer = await visitor.get(HELD_IN_MEMORY, https ? overHttps : {})
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-security-policy')).not.toBeNull()
      if (https) expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
      else expect(answer.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('is sent with a 304 from memory over HTTPS, and not over plain HTTP', async () => {
    const { etag } = await rawGet(server.url + HELD_IN_MEMORY, overHttps)
    const https = await rawGet(server.url + HELD_IN_MEMORY, { ...overHttps, 'if-none-match': etag! })
    expect(https.status).toBe(304)
    expect(https.hsts).toMatch(/^max-age=\d+/)
    const plain = await rawGet(server.url + HELD_IN_MEMORY, { 'if-none-match': etag! })
    expect(plain.status).toBe(304)
    expect(plain.hsts).toBeUndefined()
  })
})

describe('HSTS without a trusted proxy (TRUST_PROXY unset)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.destroy())

  it('is not sent when a client only claims HTTPS with its own X-Forwarded-Proto', async () => {
    const visitor = new Client(server.url)
    for (const path of ['/api/health', HELD_IN_MEMORY, HELD_IN_MEMORY]) {
      const answer = await visitor.get(path, overHttps)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('strict-transport-security')).toBeNull()
    }
  })
})
