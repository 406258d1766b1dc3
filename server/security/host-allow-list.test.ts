import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { type TestServer, startTestServer } from '../testing/test-server.ts'
import { hostAllowList } from './host-allow-list.ts'

/** A GET with the Host header given (fetch will not send another host's name to this address). */
function getWithHost(url: string, path: string, host: string): Promise<{ status: number; type: string | undefined; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, headers: { host }, agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, type: response.headers['content-type'], body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

describe('the host names the server answers to (against DNS rebinding)', () => {
  const allowed = hostAllowList('https://belleza-studio.example', ['studio.lan'])

  it("takes PUBLIC_URL's name and ALLOWED_HOSTS', with any port, in any case, with a final dot", () => {
    for (const host of ['belleza-studio.example', 'Belleza-Studio.Example:443', 'belleza-studio.example.', 'studio.lan:3000']) {
      expect(allowed(host), host).toBe(true)
    }
  })

  it('takes the names nobody outside can point here: IP addresses, localhost, a name without a dot, a .local name', () => {
    for (const host of [
      '127.0.0.1:3000',
      '192.168.1.20',
      '[::1]:3000',
      '[fe80::1]',
      'localhost',
      'localhost:5173',
      'app.localhost',
      'studio-pc:3000',
      'studio-pc.local',
    ]) {
      expect(allowed(host), host).toBe(true)
    }
    expect(allowed(undefined)).toBe(true) // HTTP/1.0: no name at all
  })

  it('refuses every other name', () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'belleza-studio.example.evil.example',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '',
      ':3000',
    ]) {
      expect(allowed(host), host).toBe(false)
    }
  })

  it('reads ALLOWED_HOSTS as names separated by commas, and refuses an address in it', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', ALLOWED_HOSTS: ' Studio.lan, front-desk.home.arpa ,' }).ALLOWED_HOSTS).toEqual([
      'studio.lan',
      'front-desk.home.arpa',
    ])
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).ALLOWED_HOSTS).toEqual([])
    expect(() => loadConfig({ DATA_DIR: '/tmp/x', ALLOWED_HOSTS: 'https://studio.lan/' })).toThrow(/ALLOWED_HOSTS must be host names/)
  })
})

describe('a request for another host name', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://belleza-studio.example', ALLOWED_HOSTS: 'studio.lan' })
  })
  afterAll(() => server.destroy())

  it('answers 421, JSON under /api and plain text elsewhere, for a page held in memory too', async () => {
    const port = new URL(server.url).port
    expect((await getWithHost(server.url, '/', `127.0.0.1:${port}`)).status).toBe(200) // now held in memory
    for (const path of ['/', '/?ref=x', '/faq']) {
      const refused = await getWithHost(server.url, path, `evil.example:${port}`)
      expect(refused.status, path).toBe(421)
      expect(refused.type, path).toMatch(/^text\/plain/)
      expect(refused.body, path).toMatch(/does not answer for this host name/)
    }
    const api = await getWithHost(server.url, '/api/health', 'evil.example')
    expect(api.status).toBe(421)
    expect(JSON.parse(api.body)).toEqual({ error: 'This server does not answer for this host name. Its owner can add the name to ALLOWED_HOSTS.' })
  })

  it('answers as usual for its own names, its addresses and localhost', async () => {
    const port = new URL(server.url).port
    for (const host of ['belleza-studio.example', 'studio.lan', `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `192.168.1.20:${port}`]) {
      expect((await getWithHost(server.url, '/api/health', host)).status, host).toBe(200)
    }
  })
})
