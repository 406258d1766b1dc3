import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MailInbox } from '../testing/mail-inbox.ts'
import { Client, type TestServer, firstSignIn, startTestServer } from '../testing/test-server.ts'
import { InquirySchema } from '#shared/schema/inquiry.ts'
import { CONTACT_LIMITS } from './inquiries.ts'
import { VERSION_REQUIRED } from './required-version.ts'

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
    expect(list[0]).toMatchObject({ id: second.json.id, firstName: 'Second', status: 'new', createdAt: expect.any(String) })
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

  it('lists every inquiry still waiting for an answer, however old: one below the newest 200 is in the waiting list', async () => {
    const own = await startTestServer()
    try {
      const staff = new Client(own.url)
      await staff.login()
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString()
      const stored = (index: number, status: 'new' | 'replied') =>
        InquirySchema.parse({
          ...inquiry({ firstName: `Seed-${index}` }),
          id: `seed-${index}`,
          status,
          createdAt: at(index),
          updatedAt: at(index),
          history: [],
          notification: null,
        })
      await own.store.update((tx) => {
        for (const inquiry of [stored(0, 'new'), ...Array.from({ length: 205 }, (_, i) => stored(i + 1, 'replied'))]) tx.put('inquiries', inquiry)
      })

      const newest = (await staff.get('/api/admin/inquiries')).json
      expect(newest).toHaveLength(200)
      expect(newest.some((item: { id: string }) => item.id === 'seed-0')).toBe(false)
      const waiting = await staff.get('/api/admin/inquiries/waiting')
      expect(waiting.status).toBe(200)
      expect(waiting.json.map((item: { id: string }) => item.id)).toEqual(['seed-0'])
      expect((await new Client(own.url).get('/api/admin/inquiries/waiting')).status).toBe(401)
    } finally {
      await own.destroy()
    }
  })

  it('sets a status, names who set it in the history, and moves the version on', async () => {
    const { id } = (await new Client(server.url).post('/api/contact', inquiry(), visitorFrom('10.0.0.6'))).json
    const listed = (await admin.get('/api/admin/inquiries')).json.find((item: { id: string }) => item.id === id)
    expect(listed).toMatchObject({ status: 'new', history: [], updatedAt: listed.createdAt })
    const booked = await admin.patch(`/api/admin/inquiries/${id}`, { status: 'booked', updatedAt: listed.updatedAt })
    expect(booked.status).toBe(200)
    expect(booked.json).toMatchObject({ id, status: 'booked', history: [{ kind: 'status', status: 'booked', by: { name: 'admin' }, at: expect.any(String) }] })
    expect(booked.json.updatedAt > listed.updatedAt).toBe(true)
    // The same status again changes nothing: no history line, the same version.
    const again = await admin.patch(`/api/admin/inquiries/${id}`, { status: 'booked', updatedAt: booked.json.updatedAt })
    expect(again.json).toMatchObject({ history: [expect.anything()], updatedAt: booked.json.updatedAt })
  })

  it('refuses a status that does not say which version it was set on (428), and changes nothing', async () => {
    const { id } = (await new Client(server.url).post('/api/contact', inquiry(), visitorFrom('10.0.0.16'))).json
    const blind = await admin.patch(`/api/admin/inquiries/${id}`, { status: 'closed' })
    expect(blind.status).toBe(428)
    expect(blind.json).toEqual({ error: VERSION_REQUIRED, fields: { updatedAt: 'Required' } })
    expect((await admin.get('/api/admin/inquiries')).json.find((item: { id: string }) => item.id === id)).toMatchObject({ status: 'new', history: [] })
  })

  it('keeps a private note with who wrote it and when', async () => {
    const { id } = (await new Client(server.url).post('/api/contact', inquiry(), visitorFrom('10.0.0.7'))).json
    const noted = await admin.post(`/api/admin/inquiries/${id}/notes`, { text: '  Called her back; prefers Saturdays.  ' })
    expect(noted.status).toBe(201)
    expect(noted.json.history).toEqual([
      { kind: 'note', text: 'Called her back; prefers Saturdays.', by: { id: expect.any(String), name: 'admin' }, at: expect.any(String) },
    ])
    expect(noted.json.status).toBe('new')
    const listed = (await admin.get('/api/admin/inquiries')).json.find((item: { id: string }) => item.id === id)
    expect(listed.history).toEqual(noted.json.history)
  })

  it('answers 409 naming the newer version and who made it when a status or note was set on an old view, and changes nothing', async () => {
    const { id } = (await new Client(server.url).post('/api/contact', inquiry(), visitorFrom('10.0.0.8'))).json
    const seen = (await admin.get('/api/admin/inquiries')).json.find((item: { id: string }) => item.id === id)
    const first = await admin.patch(`/api/admin/inquiries/${id}`, { status: 'replied', updatedAt: seen.updatedAt })
    expect(first.status).toBe(200)
    const stale = await admin.patch(`/api/admin/inquiries/${id}`, { status: 'closed', updatedAt: seen.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json.fields).toEqual({ updatedAt: first.json.updatedAt, savedBy: 'admin' })
    const staleNote = await admin.post(`/api/admin/inquiries/${id}/notes`, { text: 'Written on an old view', updatedAt: seen.updatedAt })
    expect(staleNote.status).toBe(409)
    const after = (await admin.get('/api/admin/inquiries')).json.find((item: { id: string }) => item.id === id)
    expect(after).toMatchObject({ status: 'replied', updatedAt: first.json.updatedAt, history: [expect.objectContaining({ kind: 'status' })] })
  })

  it.each([
    ['an unknown status', 'PATCH', '', { status: 'done' }, 'status'],
    ['a status with a malformed version', 'PATCH', '', { status: 'closed', updatedAt: 'yesterday' }, 'updatedAt'],
    ['an empty note', 'POST', '/notes', { text: '   ' }, 'text'],
    ['an overlong note', 'POST', '/notes', { text: 'x'.repeat(2001) }, 'text'],
    ['a reply without a subject', 'POST', '/reply', { subject: '', text: 'Hello' }, 'subject'],
    ['an empty reply', 'POST', '/reply', { subject: 'Hi', text: '' }, 'text'],
  ])('refuses %s with 400 naming the field', async (_label, method, suffix, body, field) => {
    const { id } = (await admin.get('/api/admin/inquiries')).json[0]
    const answer = await admin.request(method, `/api/admin/inquiries/${id}${suffix}`, body)
    expect(answer.status).toBe(400)
    expect(answer.json.fields[field]).toBeTruthy()
  })

  it('answers 404 for a status or note of an inquiry that does not exist, and 401 to a visitor', async () => {
    expect((await admin.patch('/api/admin/inquiries/missing', { status: 'closed', updatedAt: new Date().toISOString() })).status).toBe(404)
    expect((await admin.post('/api/admin/inquiries/missing/notes', { text: 'Hi' })).status).toBe(404)
    const visitor = new Client(server.url)
    expect((await visitor.patch('/api/admin/inquiries/missing', { status: 'closed' })).status).toBe(401)
    expect((await visitor.get('/api/admin/inquiries/export?from=2026-01-01T00:00:00.000Z&to=2026-02-01T00:00:00.000Z')).status).toBe(401)
  })

  it('says replies are not emailed without a mail server, and refuses to send one with 400', async () => {
    expect((await admin.get('/api/admin/inquiries/reply-email')).json).toEqual({ sends: false, from: null })
    const { id } = (await admin.get('/api/admin/inquiries')).json[0]
    const answer = await admin.post(`/api/admin/inquiries/${id}/reply`, { subject: 'Hi', text: 'Hello' })
    expect(answer.status).toBe(400)
    expect(answer.json.error).toMatch(/SMTP_URL/)
  })
})

describe('a reply emailed from the console through a real SMTP server', () => {
  let inbox: MailInbox
  let mailServer: TestServer
  let owner: Client

  beforeAll(async () => {
    inbox = await MailInbox.start()
    mailServer = await startTestServer({ TRUST_PROXY: 'loopback', SMTP_URL: inbox.url, NOTIFY_EMAIL: 'owner@belleza.example' })
    owner = new Client(mailServer.url)
    await owner.login()
  })
  afterAll(async () => {
    await mailServer.destroy()
    await inbox.close()
  })

  /** A new inquiry (its own email and address), as the console lists it, once the studio's email about it is out. */
  async function received(ip: string) {
    const body = inquiry({ firstName: 'Lucía', lastName: 'Muñoz', language: 'es' })
    const { id } = (await new Client(mailServer.url).post('/api/contact', body, visitorFrom(ip))).json
    await vi.waitFor(() => expect(inbox.messages.some((mail) => mail.headers['reply-to']?.includes(body.email))).toBe(true), { timeout: 20_000 })
    return (await owner.get('/api/admin/inquiries')).json.find((item: { id: string }) => item.id === id)
  }

  it('sends it to the visitor from the studio, answers to the studio, keeps it in the history and marks the inquiry replied', async () => {
    expect((await owner.get('/api/admin/inquiries/reply-email')).json).toEqual({ sends: true, from: 'Belleza Brow & Lip Studio <owner@belleza.example>' })
    const listed = await received('10.2.0.1')
    const before = inbox.messages.length
    const answer = await owner.post(`/api/admin/inquiries/${listed.id}/reply`, {
      subject: 'Su consulta – Belleza Brow & Lip Studio',
      text: 'Hola, Lucía:\n\nTenemos citas el sábado.',
      updatedAt: listed.updatedAt,
    })
    expect(answer.status, answer.text).toBe(201)
    expect(answer.json).toMatchObject({
      status: 'replied',
      history: [
        {
          kind: 'reply',
          to: listed.email,
          subject: 'Su consulta – Belleza Brow & Lip Studio',
          text: 'Hola, Lucía:\n\nTenemos citas el sábado.',
          by: { name: 'admin' },
        },
      ],
    })
    const mail = inbox.messages[before]!
    expect(mail.to).toEqual([listed.email])
    expect(mail.headers.subject).toBe('Su consulta – Belleza Brow & Lip Studio')
    expect(mail.headers['reply-to']).toContain('owner@belleza.example')
    expect(mail.text).toContain('Tenemos citas el sábado.')
  })

  it('answers 502 with the reason of the mail server when it refuses the reply when it refuses the reply, and records nothing', async () => {
    const listed = await received('10.2.0.2')
    inbox.refuse = { code: 550, message: 'Mailbox unavailable' }
    try {
      const answer = await owner.post(`/api/admin/inquiries/${listed.id}/reply`, { subject: 'Hi', text: 'Hello', updatedAt: listed.updatedAt })
      expect(answer.status).toBe(502)
      expect(answer.json.error).toMatch(/^The reply was not sent: .*Mailbox unavailable/)
      expect(answer.json.error).not.toContain(inbox.password)
    } finally {
      inbox.refuse = undefined
    }
    const after = (await owner.get('/api/admin/inquiries')).json.find((item: { id: string }) => item.id === listed.id)
    expect(after).toMatchObject({ status: 'new', history: [], updatedAt: listed.updatedAt })
  })

  it('sends nothing and answers 409 when the inquiry changed since the reply was written', async () => {
    const listed = await received('10.2.0.3')
    await owner.post(`/api/admin/inquiries/${listed.id}/notes`, { text: 'Answered by phone' })
    const before = inbox.messages.length
    const answer = await owner.post(`/api/admin/inquiries/${listed.id}/reply`, { subject: 'Hi', text: 'Hello', updatedAt: listed.updatedAt })
    expect(answer.status).toBe(409)
    expect(inbox.messages.length).toBe(before)
  })
})

describe('inquiries from a db.json written before statuses', () => {
  const stored = {
    id: 'old',
    firstName: 'Ana',
    lastName: 'García',
    email: 'a@example.com',
    phone: '',
    service: '',
    message: '',
    language: 'es',
    createdAt: '2026-01-05T10:00:00.000Z',
  }

  it('reads a handled inquiry as replied, with that status in its history at the time it was handled', () => {
    expect(InquirySchema.parse({ ...stored, handled: true, handledAt: '2026-01-06T09:00:00.000Z', notification: null })).toEqual({
      ...stored,
      status: 'replied',
      updatedAt: '2026-01-06T09:00:00.000Z',
      history: [{ kind: 'status', status: 'replied', at: '2026-01-06T09:00:00.000Z', by: null }],
      notification: null,
    })
  })

  it('reads an unhandled one as new, and a record with a status as it is', () => {
    const fresh = InquirySchema.parse({ ...stored, handled: false, handledAt: null })
    expect(fresh).toMatchObject({ status: 'new', updatedAt: stored.createdAt, history: [] })
    expect(fresh).not.toHaveProperty('handled')
    expect(InquirySchema.parse(fresh)).toEqual(fresh)
  })
})

describe('the CSV export of a date range', () => {
  /** The file as saved: the raw bytes (fetch's text() would drop the byte-order mark). */
  async function exported(client: Client, query: string) {
    const response = await fetch(`${client.baseUrl}/api/admin/inquiries/export?${query}`, { headers: { cookie: client.cookie } })
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
  }

  it('holds the inquiries of the range, oldest first, as UTF-8 with a byte-order mark, quoted and safe from spreadsheet formulas', async () => {
    const csvServer = await startTestServer({ TRUST_PROXY: 'loopback' })
    try {
      const owner = new Client(csvServer.url)
      await owner.login()
      const send = (ip: string, fields: Record<string, unknown>) => new Client(csvServer.url).post('/api/contact', inquiry(fields), visitorFrom(ip))
      const early = new Date().toISOString()
      const first = await send('10.1.0.1', { firstName: 'Lucía', lastName: 'Muñoz, "La Güera"', message: 'Line one\nLine two', service: '' })
      await send('10.1.0.2', { firstName: '=HYPERLINK("http://evil.example")', lastName: '+1 Plus', message: '@SUM(A1)', phone: '' })
      await send('10.1.0.3', { firstName: '-Minus', lastName: 'Ok' })
      await owner.post(`/api/admin/inquiries/${first.json.id}/notes`, { text: 'Prefers Spanish' })
      const later = new Date(Date.now() + 60_000).toISOString()

      const file = await exported(owner, new URLSearchParams({ from: early, to: later, timeZone: 'America/New_York' }).toString())
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="?inquiries-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"?$/)
      expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).slice(1)
      const lines = text.split('\r\n')
      expect(lines[0]).toBe('Received,Status,First name,Last name,Email,Phone,Service,Page language,Message,Notes')
      // A line break in a value stays inside its quotes (RFC 4180); rows end with CRLF.
      expect(lines[1]).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},new,Lucía,"Muñoz, ""La Güera""",ana\d+@example\.com,\(404\) 555-0199,,English,"Line one\nLine two",\d{4}-\d{2}-\d{2} \d{2}:\d{2} admin: Prefers Spanish$/,
      )
      expect(lines[2]).toContain(`,new,"'=HYPERLINK(""http://evil.example"")",'+1 Plus,`)
      expect(lines[2]).toMatch(/,'@SUM\(A1\),$/)
      expect(lines[3]).toContain(",new,'-Minus,Ok,")
      expect(lines.slice(4)).toEqual([''])

      // A range before any of them: the header alone.
      const empty = await exported(owner, new URLSearchParams({ from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z' }).toString())
      expect(new TextDecoder().decode(empty.bytes).split('\r\n')).toEqual([
        'Received,Status,First name,Last name,Email,Phone,Service,Page language,Message,Notes',
        '',
      ])
    } finally {
      await csvServer.destroy()
    }
  })

  it('is open to editors as well as owners', async () => {
    const created = await admin.post('/api/admin/accounts', { username: 'csv-editor', displayName: 'Camila', role: 'editor' })
    const editor = new Client(server.url)
    await firstSignIn(editor, 'csv-editor', created.json.temporaryPassword)
    const file = await exported(editor, 'from=2026-01-01T00:00:00.000Z&to=2026-02-01T00:00:00.000Z')
    expect(file.status).toBe(200)
  })

  it.each([
    ['no range', '', 'from'],
    ['a date that is not a timestamp', 'from=yesterday&to=2026-02-01T00:00:00.000Z', 'from'],
    ['an end before the start', 'from=2026-02-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z', 'to'],
    ['an unknown time zone', 'from=2026-01-01T00:00:00.000Z&to=2026-02-01T00:00:00.000Z&timeZone=Mars/Olympus', 'timeZone'],
  ])('refuses %s with 400 naming the field', async (_label, query, field) => {
    const answer = await admin.get(`/api/admin/inquiries/export?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.json.fields[field]).toBeTruthy()
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

  it('answers a refused post with its page again (never a redirect, never kept) and stores nothing', async () => {
    const email = 'refused-form-post@example.com'
    const answer = await formPost('/', inquiry({ email, phone: 'call me maybe' }), visitorFrom('10.0.2.2'))
    // The page with the visitor's words and the phone marked (tests/e2e/contact-form-errors.spec.ts): 400 once the
    // site is built, the unbuilt site's 404 before.
    expect([400, 404]).toContain(answer.status)
    expect(answer.headers.get('location')).toBeNull()
    if (answer.status === 400) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const page = await answer.text()
      const phone = page.match(/<input[^>]*id="home-contact-phone"[^>]*>/)?.[0]
      expect(phone).toContain('aria-invalid="true"')
      expect(phone).toContain('value="call me maybe"')
      expect(page).toContain(`value="${email}"`)
    }
    expect((await admin.get('/api/admin/inquiries')).json.some((item: { email: string }) => item.email === email)).toBe(false)
  })

  it('refuses a form posted from another site', async () => {
    const email = 'cross-site@example.com'
    const answer = await formPost('/contact', inquiry({ email }), { ...visitorFrom('10.0.2.3'), origin: 'https://spam.example' })
    expect(answer.status).toBe(403)
    expect((await admin.get('/api/admin/inquiries')).json.some((item: { email: string }) => item.email === email)).toBe(false)
  })
})
