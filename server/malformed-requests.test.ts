import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from './logging/logger.ts'
import { Client, type TestServer, startTestServer } from './testing/test-server.ts'

/**
 * A visitor's (or a staff member's) malformed request is their mistake, not the server's: a 4xx with the
 * API's JSON error under /api and a plain page elsewhere, logged as an ordinary request line, never as an error with a
 * stack.
 */

interface LogLine {
  level: number
  msg: string
  path?: string
  status?: number
}

let server: TestServer
let staff: Client
let log = ''

const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine)

/** The request lines of `path` once there are `count` of them (each is written when its socket is done). */
async function requestLines(path: string, count: number): Promise<LogLine[]> {
  const deadline = Date.now() + 5000
  for (;;) {
    const found = lines().filter((line) => line.msg === 'request' && line.path === path)
    if (found.length >= count) return found
    if (Date.now() > deadline) throw new Error(`${found.length} of ${count} request lines for ${path} in:\n${log}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** Nothing logged as an error (50) or worse, and no stack anywhere. */
function expectNoErrorLogged() {
  expect(lines().filter((line) => line.level >= 50)).toEqual([])
  expect(log).not.toContain('"stack"')
}

beforeAll(async () => {
  server = await startTestServer({}, undefined, { logger: await createLogger({ level: 'info', output: { write: (line: string) => void (log += line) } }) })
  staff = new Client(server.url)
  await staff.login()
})
afterAll(() => server.destroy())

describe('malformed requests', () => {
  it('answer 400 JSON to a malformed % escape in a post, gallery item or category address, for visitors and staff alike', async () => {
    const visitor = new Client(server.url)
    const requests: [string, string][] = [
      ['GET', '/api/blog/posts/%ff'],
      ['PATCH', '/api/blog/posts/%ff'],
      ['DELETE', '/api/blog/posts/%ff'],
      ['DELETE', '/api/gallery/%ff'],
      ['PATCH', '/api/gallery/%E0%A4%A'],
      ['PATCH', '/api/blog/categories/%ff'],
      ['DELETE', '/api/blog/categories/%C0'],
    ]
    for (const [method, path] of requests) {
      for (const client of [visitor, staff]) {
        const answer = await client.request(method, path, method === 'PATCH' ? {} : undefined)
        expect(answer.status, `${method} ${path}`).toBe(400)
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
        expect(answer.json).toEqual({ error: 'This address is not valid: it has a malformed % escape' })
      }
    }
    for (const [, path] of requests) for (const line of await requestLines(path, 2)) expect(line).toMatchObject({ level: 30, status: 400 })
    expectNoErrorLogged()
  })

  it('answer a plain 400 to a malformed % escape in an upload’s address', async () => {
    const answer = await new Client(server.url).get('/uploads/%ff')
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(answer.text).toBe('Bad Request')
    await requestLines('/uploads/%ff', 1)
    expectNoErrorLogged()
  })

  // Vike refuses to render these (its dev middleware should have answered them); with a build of the site they reached
  // its renderer and answered 500. Without a build every site path is the placeholder's 404 anyway.
  it('answer a plain 404 to the Vite dev server’s own paths, with and without a session', async () => {
    const paths = ['/@vite/client', '/__vite_ping', '/@fs/etc/passwd', '/%40fs/etc/passwd', '/@vite/client?import']
    for (const path of paths) {
      for (const client of [new Client(server.url), staff]) {
        const answer = await client.get(path)
        expect(answer.status, path).toBe(404)
        expect(answer.headers.get('content-type'), path).toMatch(/^text\/(plain|html)/)
        expect(answer.text, path).not.toMatch(/vike|stack|at \w+ \(/i)
      }
    }
    for (const path of paths) await requestLines(path, 2)
    expectNoErrorLogged()
  })

  it('answer 400 JSON to a malformed upload form from staff: a huge file name, a form cut short, no boundary, no form at all', async () => {
    const boundary = 'studio-test-boundary'
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const partHead = (fileName: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`)
    const end = Buffer.from(`\r\n--${boundary}--\r\n`)
    const multipart = `multipart/form-data; boundary=${boundary}`
    const forms: [string, Buffer, string][] = [
      ['a huge file name', Buffer.concat([partHead(`${'a'.repeat(200_000)}.png`), png, end]), multipart],
      ['a form cut short', Buffer.concat([partHead('brows.png'), png]), multipart],
      ['no boundary', Buffer.concat([partHead('brows.png'), png, end]), 'multipart/form-data'],
      ['no form at all', Buffer.from('brows'), multipart],
    ]
    const upload = (body: Buffer, type: string) =>
      fetch(`${server.url}/api/upload/image`, { method: 'POST', body: new Uint8Array(body), headers: { 'content-type': type, cookie: staff.cookie } })
    for (const [what, body, type] of forms) {
      const answer = await upload(body, type)
      expect(answer.status, what).toBe(400)
      expect(answer.headers.get('content-type'), what).toMatch(/^application\/json/)
      const { error } = (await answer.json()) as { error: string }
      expect(error, what).toMatch(/^The upload is not a valid multipart form \(.+\): send the image in the form field "image"$/)
    }
    for (const line of await requestLines('/api/upload/image', forms.length)) expect(line).toMatchObject({ level: 30, status: 400 })
    expectNoErrorLogged()
    // A good upload still goes through.
    expect((await upload(Buffer.concat([partHead('brows.png'), png, end]), multipart)).status).toBe(201)
  })
})

describe('content trees', () => {
  /** `{"hero": …}`: a text `levels` groups deep, as JSON text (too deep for JSON.stringify here). */
  const nested = (levels: number) => `{"hero":${'{"deeper":'.repeat(levels)}"deep"${'}'.repeat(levels)}}`
  const json = { 'content-type': 'application/json' }

  it('answer 400 naming the field to page texts nested 5,000 deep (saved or previewed), and save nothing', async () => {
    const before = await staff.get('/api/admin/pages/home')
    expect(before.status, before.text).toBe(200)
    const { en, es, updatedAt } = before.json as { en: unknown; es: unknown; updatedAt: string }
    const [sentEn, sentEs, version] = [JSON.stringify(en), JSON.stringify(es), JSON.stringify(updatedAt)]
    const saves: [string, string, string, string][] = [
      ['PUT', '/api/admin/pages/home', `{"en":${nested(5000)},"es":${sentEs},"updatedAt":${version}}`, 'en.hero'],
      ['PUT', '/api/admin/pages/home', `{"en":${sentEn},"es":{"list":[${nested(5000)}]},"updatedAt":${version}}`, 'es.list'],
      ['POST', '/api/admin/pages/home/preview', `{"language":"en","en":${nested(5000)},"es":${sentEs}}`, 'en.hero'],
    ]
    for (const [method, path, body, field] of saves) {
      const answer = await staff.request(method, path, body, json)
      expect(answer.status, answer.text).toBe(400)
      expect(answer.json.fields, path).toEqual({ [field]: 'Texts may be nested at most 10 groups or lists deep' })
    }
    expect((await staff.get('/api/admin/pages/home')).json).toEqual(before.json)
    expectNoErrorLogged()
  })
})
