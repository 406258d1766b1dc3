import { request } from 'node:http'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { ADMIN, Client, type TestServer, startTestServer } from '../testing/test-server.ts'
import { type LogOutput, createLogger } from './logger.ts'
import { loggedNetwork, loggedPath } from './request-log.ts'

/** The public post list: held in memory after its first read, the repeats sent before Express (decision 004). */
const HELD_IN_MEMORY = '/api/blog/posts?published=true'

interface LogLine {
  level: number
  msg: string
  method?: string
  path?: string
  status?: number | null
  ms?: number
  bytes?: number
  ip?: string
  err?: { type: string; message: string; stack: string }
}

/** Everything a logger writes, as text and as parsed JSON lines. */
function captureLog() {
  let text = ''
  const output: LogOutput = { write: (line: string) => void (text += line) }
  return {
    output,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
  }
}

/** Waits for a line matching `match` (a request's line is written when its socket is done with it: just after the client has the answer). */
async function lineFor(log: ReturnType<typeof captureLog>, match: (line: LogLine) => boolean): Promise<LogLine> {
  const deadline = Date.now() + 5000
  for (;;) {
    const found = log.lines().find(match)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no such log line in:\n${log.text()}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.destroy()))
})

/**
 * Makes a route throw something no handler expects: reading the categories fails until `restore`. The data itself is
 * frozen (decision 044), so the store's view of it is what is swapped: a snapshot whose categories cannot be read.
 */
function makeCategoriesUnreadable(server: TestServer): () => void {
  const store = server.store
  const own = Object.getOwnPropertyDescriptor(store, 'data')!
  const data = store.data
  const broken = Object.create(data, {
    categories: {
      get() {
        throw new Error('the categories cannot be read')
      },
    },
  })
  Object.defineProperty(store, 'data', { configurable: true, get: () => broken })
  return () => Object.defineProperty(store, 'data', own)
}

async function serverLoggingTo(log: ReturnType<typeof captureLog>, env: Record<string, string> = {}, level: 'info' | 'error' | 'silent' = 'info') {
  const server = await startTestServer(env, undefined, { logger: await createLogger({ level, output: log.output }) })
  servers.push(server)
  return server
}

describe('request log lines', () => {
  it("logs a sign-in's method, path, status, time, bytes and network, and never its password, cookies or an email", async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log)
    const admin = new Client(server.url)
    const signIn = await admin.login()
    const sessionCookie = admin.cookie
    expect(sessionCookie).toMatch(/studio_session=/)
    await admin.get('/api/admin/check-auth')
    const email = 'visitor.private@example.com'
    await new Client(server.url).post('/api/contact', {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      phone: '555 0100',
      message: 'My secret question about brows',
      language: 'en',
    })
    await new Client(server.url).get(`/api/blog/posts?published=true&email=${encodeURIComponent(email)}&token=t0ps3cret`)

    const line = await lineFor(log, (candidate) => candidate.path === '/api/admin/login')
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'POST', status: 200, ip: '127.0.0.0/24' })
    expect(line.ms).toBeGreaterThan(0)
    // Head and body as written to the socket: more than the body alone, less than the body and a few headers.
    const bodyBytes = Buffer.byteLength(signIn.text)
    expect(line.bytes).toBeGreaterThan(bodyBytes)
    expect(line.bytes).toBeLessThan(bodyBytes + 3000)
    await lineFor(log, (candidate) => candidate.path === '/api/admin/check-auth' && candidate.status === 200)
    await lineFor(log, (candidate) => candidate.path === '/api/contact')
    const redacted = await lineFor(log, (candidate) => candidate.path?.includes('token=') === true)
    expect(redacted.path).toBe('/api/blog/posts?published=true&email=[redacted]&token=[redacted]')

    const everything = log.text()
    expect(everything).not.toContain(ADMIN.password)
    expect(everything).not.toContain('studio_session')
    for (const pair of sessionCookie.split('; ')) expect(everything).not.toContain(pair.slice(pair.indexOf('=') + 1))
    expect(everything).not.toContain(email)
    expect(everything).not.toContain(encodeURIComponent(email))
    expect(everything).not.toContain('t0ps3cret')
    expect(everything).not.toContain('My secret question')
  })

  it("writes request lines in the very shape of pino's own lines", async () => {
    const log = captureLog()
    const logger = await createLogger({ level: 'info', output: log.output })
    const server = await startTestServer({}, undefined, { logger })
    servers.push(server)
    await new Client(server.url).get('/api/health')
    const request = await lineFor(log, (line) => line.path === '/api/health')
    logger.info({ method: 'GET', path: '/api/health', status: 200, ms: 1.5, bytes: 1, ip: '127.0.0.0/24' }, 'request')
    const pinos = log.lines().at(-1)!
    expect(Object.keys(request)).toEqual(Object.keys(pinos))
    expect({ ...request, time: 0, ms: 0, bytes: 0 }).toEqual({ ...pinos, time: 0, ms: 0, bytes: 0 })
  })

  it('logs the reads answered from memory before Express, like the others', async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log)
    const visitor = new Client(server.url)
    for (let read = 0; read < 3; read++) expect((await visitor.get(HELD_IN_MEMORY)).status).toBe(200)
    const deadline = Date.now() + 5000
    while (log.lines().filter((line) => line.path === HELD_IN_MEMORY).length < 3) {
      if (Date.now() > deadline) throw new Error(`three lines expected:\n${log.text()}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const lines = log.lines().filter((line) => line.path === HELD_IN_MEMORY)
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(line).toMatchObject({ method: 'GET', status: 200, ip: '127.0.0.0/24', msg: 'request' })
    // The first read made the answer; the repeats, sent from memory, wrote the same bytes.
    expect(new Set(lines.map((line) => line.bytes)).size).toBe(1)
  })

  it("logs the client's network as the trusted proxy gives its address, for Express's answers and the ones from memory", async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log, { TRUST_PROXY: 'loopback' })
    const visitor = new Client(server.url)
    const forwarded = { 'x-forwarded-for': '203.0.113.7' }
    for (const path of ['/api/health', HELD_IN_MEMORY, HELD_IN_MEMORY]) await visitor.get(path, forwarded)
    await lineFor(log, (line) => line.path === '/api/health' && line.ip === '203.0.113.0/24')
    const deadline = Date.now() + 5000
    while (log.lines().filter((line) => line.path === HELD_IN_MEMORY && line.ip === '203.0.113.0/24').length < 2) {
      if (Date.now() > deadline) throw new Error(`two lines from 203.0.113.0/24 expected:\n${log.text()}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })

  it('does not believe X-Forwarded-For without a trusted proxy', async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log)
    await new Client(server.url).get('/api/health', { 'x-forwarded-for': '203.0.113.7' })
    expect((await lineFor(log, (line) => line.path === '/api/health')).ip).toBe('127.0.0.0/24')
  })

  it('logs a 500 as an error: the request line, and the error with its stack', async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log)
    const restore = makeCategoriesUnreadable(server)
    const answer = await new Client(server.url).get('/api/blog/categories')
    restore()
    expect(answer.status).toBe(500)
    expect(answer.text).not.toContain('cannot be read')

    const error = await lineFor(log, (line) => line.err !== undefined)
    expect(error).toMatchObject({ level: 50, msg: '[api] GET /api/blog/categories', err: { type: 'Error', message: 'the categories cannot be read' } })
    expect(error.err?.stack).toMatch(/^Error: the categories cannot be read\n\s+at /)
    expect(await lineFor(log, (line) => line.path === '/api/blog/categories')).toMatchObject({ level: 50, status: 500, msg: 'request' })
  })

  it('at LOG_LEVEL=error writes the 5xx lines only', async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log, {}, 'error')
    const visitor = new Client(server.url)
    expect((await visitor.get('/api/health')).status).toBe(200)
    const restore = makeCategoriesUnreadable(server)
    expect((await visitor.get('/api/blog/categories')).status).toBe(500)
    restore()
    await lineFor(log, (line) => line.path === '/api/blog/categories')
    expect(log.lines().every((line) => line.level >= 50)).toBe(true)
    expect(log.text()).not.toContain('/api/health')
  })

  it('at LOG_LEVEL=silent writes nothing at all, not even for a sign-in or a 500', async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log, {}, 'silent')
    const admin = new Client(server.url)
    await admin.login()
    await admin.get(HELD_IN_MEMORY)
    await admin.get('/api/no-such-route')
    const restore = makeCategoriesUnreadable(server)
    expect((await admin.get('/api/blog/categories')).status).toBe(500)
    restore()
    // A request's line would have been written by the time the next request is answered: one more round trip.
    await admin.get('/api/health')
    expect(log.text()).toBe('')
  })

  it("keeps no visitor's full address nor the words they searched for, Do Not Track or not, nor a secret named pw, sid, invite or smtp_url", async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log, { TRUST_PROXY: 'loopback' })
    const visitors: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '2001:db8:1234:5678::9', dnt: '1' },
      { 'x-forwarded-for': '::ffff:198.51.100.23', 'sec-gpc': '1' },
    ]
    const paths = [
      '/api/blog/search?q=private%20scar%20question',
      '/api/blog/search?lang=en&q=private+scar+question',
      '/blog?q=private+scar+question',
      '/blog/search?q=private%20scar%20question',
      '/blog/search/private%20scar%20question/page/2',
      '/es/blog/search/private%20scar%20question',
      `/api/health?pw=hunter2&sid=s1d-value&invite=inv1te-link&smtp_url=${encodeURIComponent('smtp://user:smtp-pass@mail.example')}`,
    ]
    for (const headers of visitors) for (const path of paths) await new Client(server.url).get(path, headers)
    const lines = () => log.lines().filter((line) => line.msg === 'request' && line.path !== undefined)
    const deadline = Date.now() + 5000
    while (lines().length < visitors.length * paths.length) {
      if (Date.now() > deadline) throw new Error(`${visitors.length * paths.length} lines expected:\n${log.text()}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(new Set(lines().map((line) => line.ip))).toEqual(new Set(['203.0.113.0/24', '2001:db8:1234::/48', '198.51.100.0/24']))
    expect(new Set(lines().map((line) => line.path))).toEqual(
      new Set([
        '/api/blog/search?q=[redacted]',
        '/api/blog/search?lang=en&q=[redacted]',
        '/blog?q=[redacted]',
        '/blog/search?q=[redacted]',
        '/blog/search/[redacted]/page/2',
        '/es/blog/search/[redacted]',
        '/api/health?pw=[redacted]&sid=[redacted]&invite=[redacted]&smtp_url=[redacted]',
      ]),
    )
    const everything = log.text()
    for (const kept of ['203.0.113.7', '5678', '198.51.100.23', 'private', 'scar', 'hunter2', 's1d-value', 'inv1te', 'smtp-pass'])
      expect(everything).not.toContain(kept)
  })

  it('logs a request the client gave up on before its answer as aborted', async () => {
    const log = captureLog()
    const server = await serverLoggingTo(log)
    // A sign-in whose body never comes in full: the server waits for it until the client hangs up.
    const client = request(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100', origin: server.url },
    })
    client.on('error', () => {})
    const received = new Promise((resolve) => server.server.once('request', resolve))
    client.write('{"username":')
    await received
    client.destroy()
    const line = await lineFor(log, (candidate) => candidate.path === '/api/admin/login')
    // The body parser's 400 went to a socket already closed.
    expect(line).toMatchObject({ msg: 'request aborted', method: 'POST', aborted: true })
  })
})

describe('the logged path', () => {
  it('keeps the query but replaces the values of secret-looking and free-text parameters', () => {
    expect(loggedPath('/blog?page=2&lang=es')).toBe('/blog?page=2&lang=es')
    expect(loggedPath('/x?reset_token=abc&Password=hunter2&api_key=k&email=a%40b.c&q=brows')).toBe(
      '/x?reset_token=[redacted]&Password=[redacted]&api_key=[redacted]&email=[redacted]&q=[redacted]',
    )
  })

  it('replaces the value of every secret-like name, its name read decoded, and keeps the others', () => {
    const names = [
      'pwd',
      'pw',
      'otp',
      'reset',
      'jwt',
      'cookie',
      'token',
      'secret',
      'authorization',
      'password',
      'X-Api-Key',
      'session_id',
      'sid',
      'phone',
      'credential',
      'invite',
      'smtp_url',
      'Q',
      'search',
    ]
    for (const name of names) {
      expect(loggedPath(`/faq?lang=es&${name}=s3cr3t&page=2`), name).toBe(`/faq?lang=es&${name}=[redacted]&page=2`)
    }
    expect(loggedPath('/x?%70assword=s3cr3t&new%5Fpwd=s3cr3t&%71=brows')).toBe('/x?%70assword=[redacted]&new%5Fpwd=[redacted]&%71=[redacted]')
    expect(loggedPath('/x?utm_source=instagram&page=2&flag&=x')).toBe('/x?utm_source=instagram&page=2&flag&=x')
  })

  it('keeps only the network of an address, IPv4 /24 and IPv6 /48 whatever their spelling, and null for what is no address', () => {
    const network = (address: string | null) => JSON.parse(loggedNetwork(JSON.stringify(address))) as string | null
    expect(network('203.0.113.7')).toBe('203.0.113.0/24')
    expect(network('::ffff:203.0.113.7')).toBe('203.0.113.0/24')
    expect(network('2001:0DB8:1234:5678:9abc::1')).toBe('2001:db8:1234::/48')
    expect(network('2001:db8::1')).toBe('2001:db8:0::/48')
    expect(network('fe80::1%eth0')).toBe('fe80:0:0::/48')
    expect(network('::1')).toBe('0:0:0::/48')
    for (const other of ['not-an-address', '203.0.113.7, 10.0.0.1', '"', null]) expect(network(other)).toBeNull()
  })

  it('cuts an address longer than 2048 characters', () => {
    const logged = loggedPath(`/blog?page=${'1'.repeat(10_000)}`)
    expect(logged).toHaveLength(2049)
    expect(logged.endsWith('…')).toBe(true)
  })
})

describe('LOG_LEVEL and the output', () => {
  it('is info by default, accepts any case, and names the variable when it is not a level', () => {
    const base = { DATA_DIR: '/tmp/x' }
    expect(loadConfig(base).LOG_LEVEL).toBe('info')
    expect(loadConfig({ ...base, LOG_LEVEL: ' DEBUG ' }).LOG_LEVEL).toBe('debug')
    expect(() => loadConfig({ ...base, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/)
  })

  it('writes one readable line per request when pretty', async () => {
    let text = ''
    const output = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString()
        done()
      },
    })
    const server = await startTestServer({}, undefined, { logger: await createLogger({ level: 'info', output, pretty: true }) })
    servers.push(server)
    await new Client(server.url).get('/api/health')
    const deadline = Date.now() + 5000
    while (!/GET \/api\/health 200 [\d.]+ ms \d+ B 127\.0\.0\.0\/24/.test(text)) {
      if (Date.now() > deadline) throw new Error(`no pretty line in:\n${text}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(text).not.toContain('{')
  })
})
