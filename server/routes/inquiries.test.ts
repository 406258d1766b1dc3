import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'
import { CONTACT_LIMITS } from './inquiries.ts'

let server: TestServer
let admin: Client

// Each visitor gets its own address through X-Forwarded-For, so the per-address limit is tested on purpose only.
const visitorFrom = (ip: string) => ({ 'x-forwarded-for': ip })
let sent = 0
/** A valid message; each from its own email address unless told (the per-email limit is tested on purpose only). */
const inquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'García',
  email: `ana${++sent}@example.com`,
  phone: '(404) 555-0199',
  service: 'lip-pigmentation',
  message: '¿Tienen citas el sábado?',
  ...overrides,
})

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' })
  admin = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

describe('contact inquiries', () => {
  it('stores a valid inquiry and answers 201 {ok, id}; the admin sees it newest first', async () => {
    const visitor = new Client(server.url)
    const first = await visitor.post('/api/contact', inquiry({ firstName: 'First' }), visitorFrom('10.0.0.1'))
    const second = await visitor.post('/api/contact', inquiry({ firstName: 'Second', service: '', phone: '' }), visitorFrom('10.0.0.1'))
    expect(first.status).toBe(201)
    expect(first.json).toEqual({ ok: true, id: expect.any(String) })
    const list = (await admin.get('/api/admin/inquiries')).json
    expect(list[0]).toMatchObject({ id: second.json.id, firstName: 'Second', handled: false, createdAt: expect.any(String) })
    expect(list[1]).toMatchObject({ id: first.json.id, email: expect.stringMatching(/@example\.com$/), service: 'lip-pigmentation' })
  })

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName'],
    ['a missing last name', { lastName: undefined }, 'lastName'],
    ['a malformed email', { email: 'ana@' }, 'email'],
    ['an unknown service', { service: 'tattoo' }, 'service'],
    ['an overlong message', { message: 'x'.repeat(5001) }, 'message'],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone'],
  ])('rejects %s with 400 naming the field', async (_label, overrides, field) => {
    const answer = await new Client(server.url).post('/api/contact', inquiry(overrides), visitorFrom('10.0.0.2'))
    expect(answer.status).toBe(400)
    expect(answer.json.fields[field]).toBeTruthy()
  })

  it('makes a bot that fills the hidden field vanish silently', async () => {
    const answer = await new Client(server.url).post('/api/contact', inquiry({ firstName: 'Bot', website: 'http://spam.example' }), visitorFrom('10.0.0.3'))
    expect(answer.status).toBe(201)
    expect(answer.json.ok).toBe(true)
    const list = (await admin.get('/api/admin/inquiries')).json
    expect(list.some((item: { firstName: string }) => item.firstName === 'Bot')).toBe(false)
  })

  it('answers 429 with Retry-After after five messages from one address', async () => {
    const visitor = new Client(server.url)
    for (let i = 0; i < 5; i++) {
      expect((await visitor.post('/api/contact', inquiry(), visitorFrom('10.0.0.4'))).status).toBe(201)
    }
    const blocked = await visitor.post('/api/contact', inquiry(), visitorFrom('10.0.0.4'))
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await visitor.post('/api/contact', inquiry(), visitorFrom('10.0.0.5'))).status).toBe(201)
  })

  it('answers 429 to a fourth message for one email address within the hour, from any address', async () => {
    const email = 'same-sender@example.com'
    for (let i = 0; i < 3; i++) {
      expect((await new Client(server.url).post('/api/contact', inquiry({ email }), visitorFrom(`10.0.3.${i}`))).status).toBe(201)
    }
    const blocked = await new Client(server.url).post('/api/contact', inquiry({ email: 'Same-Sender@example.com' }), visitorFrom('10.0.3.9'))
    expect(blocked.status).toBe(429)
    expect(blocked.json.error).toMatch(/call us/)
  })

  it('pages the admin list, newest first, with ?limit and ?before', async () => {
    const names = ['Page-A', 'Page-B', 'Page-C']
    for (const [index, firstName] of names.entries()) {
      await new Client(server.url).post('/api/contact', inquiry({ firstName }), visitorFrom(`10.0.4.${index}`))
    }
    const first = (await admin.get('/api/admin/inquiries?limit=2')).json
    expect(first.map((item: { firstName: string }) => item.firstName)).toEqual(['Page-C', 'Page-B'])
    const next = (await admin.get(`/api/admin/inquiries?limit=2&before=${encodeURIComponent(first[1].createdAt)}`)).json
    expect(next[0].firstName).toBe('Page-A')
    expect((await admin.get('/api/admin/inquiries?limit=501')).status).toBe(400)
  })

  it('marks an inquiry handled and back', async () => {
    const { id } = (await new Client(server.url).post('/api/contact', inquiry(), visitorFrom('10.0.0.6'))).json
    const handled = await admin.patch(`/api/admin/inquiries/${id}`, { handled: true })
    expect(handled.json).toMatchObject({ id, handled: true, handledAt: expect.any(String) })
    const reopened = await admin.patch(`/api/admin/inquiries/${id}`, { handled: false })
    expect(reopened.json).toMatchObject({ handled: false, handledAt: null })
    expect((await admin.patch('/api/admin/inquiries/missing', { handled: true })).status).toBe(404)
    expect((await admin.patch(`/api/admin/inquiries/${id}`, { handled: 'yes' })).status).toBe(400)
  })
})

describe('a flood of messages from many addresses', () => {
  it('is capped overall with a clear 429 (call us), and nothing past the cap is stored', async () => {
    const flood = await startTestServer({ TRUST_PROXY: 'loopback' })
    try {
      const statuses: number[] = []
      for (let i = 0; i < CONTACT_LIMITS.overall.attempts + 5; i++) {
        const answer = await new Client(flood.url).post('/api/contact', inquiry({ firstName: `Flood${i}` }), visitorFrom(`10.9.${i >> 8}.${i & 255}`))
        statuses.push(answer.status)
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_LIMITS.overall.attempts)
      expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429])
      expect(flood.store.data.inquiries).toHaveLength(CONTACT_LIMITS.overall.attempts)
    } finally {
      await flood.destroy()
    }
  })
})

describe('the contact form without JavaScript', () => {
  const formPost = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
      body: new URLSearchParams(fields).toString(),
    })

  it('stores a form post to the Spanish contact page and sends the visitor back to its "sent" notice', async () => {
    const email = 'form-post@example.com'
    const answer = await formPost('/es/contact', { ...inquiry({ email }), website: '' }, visitorFrom('10.0.2.1'))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/es/contact#contact-form-sent')
    const list = (await admin.get('/api/admin/inquiries')).json
    expect(list).toContainEqual(expect.objectContaining({ email, service: 'lip-pigmentation' }))
  })

  it('sends a refused post back to the "not sent" notice and stores nothing', async () => {
    const email = 'refused-form-post@example.com'
    const answer = await formPost('/', inquiry({ email, phone: 'call me maybe' }), visitorFrom('10.0.2.2'))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/#contact-form-not-sent')
    expect((await admin.get('/api/admin/inquiries')).json.some((item: { email: string }) => item.email === email)).toBe(false)
  })

  it('refuses a form posted from another site', async () => {
    const email = 'cross-site@example.com'
    const answer = await formPost('/contact', inquiry({ email }), { ...visitorFrom('10.0.2.3'), origin: 'https://spam.example' })
    expect(answer.status).toBe(403)
    expect((await admin.get('/api/admin/inquiries')).json.some((item: { email: string }) => item.email === email)).toBe(false)
  })
})
