import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { I18nextProvider } from 'react-i18next'
import { createConsoleI18n } from '#shared/admin/i18n/console-i18n.ts'
import { InquiryEmailNotice } from '#shared/admin/inquiries/inquiry-email-notice.tsx'
import type { Inquiry } from '#shared/schema/inquiry.ts'
import { openStore } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { MailInbox } from '../testing/mail-inbox.ts'
import { Client, type TestServer, startTestServer } from '../testing/test-server.ts'

// CI is a busy 2-core machine: wait for what the mail server sees with a deadline, never a fixed sleep.
const POLL = { timeout: 20_000, interval: 50 }
/** Short waits between tries, so a test sees several (production waits minutes). */
const QUICK_RETRIES = { retryDelaysMs: Array.from({ length: 60 }, () => 150) }

let sent = 0
/** A valid message, each from its own email address and client address (the contact limits are not tested here). */
function inquiry(overrides: Record<string, unknown> = {}) {
  sent += 1
  return {
    body: {
      firstName: 'Jane',
      lastName: 'Doe',
      email: `jane${sent}@example.com`,
      phone: '(404) 555-0199',
      service: 'microblading',
      message: 'Hello!',
      ...overrides,
    },
    headers: { 'x-forwarded-for': `10.7.0.${sent}` },
  }
}

async function post(server: TestServer, overrides: Record<string, unknown> = {}) {
  const { body, headers } = inquiry(overrides)
  const answer = await new Client(server.url).post('/api/contact', body, headers)
  expect(answer.status).toBe(201)
  return { id: answer.json.id as string, email: body.email }
}

/** The inquiry as the admin's API lists it. */
async function listed(admin: Client, id: string): Promise<Inquiry | undefined> {
  const answer = await admin.get('/api/admin/inquiries')
  return (answer.json as Inquiry[]).find((candidate) => candidate.id === id)
}

/** The console's notice about an inquiry's email, in the English console. */
function renderNotice(notification: Inquiry['notification']): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createConsoleI18n('en')}>
      <InquiryEmailNotice notification={notification} formatWhen={(iso) => iso} />
    </I18nextProvider>,
  )
}

const smtpEnv = (inbox: MailInbox) => ({ TRUST_PROXY: 'loopback', SMTP_URL: inbox.url, NOTIFY_EMAIL: 'owner@belleza.example' })

describe('inquiry email through a real SMTP server', () => {
  let inbox: MailInbox
  let server: TestServer
  let admin: Client

  beforeAll(async () => {
    inbox = await MailInbox.start()
    server = await startTestServer(smtpEnv(inbox), undefined, { mail: QUICK_RETRIES })
    admin = new Client(server.url)
    await admin.login()
  })
  afterAll(async () => {
    await server?.destroy()
    await inbox?.close()
  })
  afterEach(() => {
    inbox.refuse = undefined
    inbox.hold = undefined
  })

  it('emails each inquiry to NOTIFY_EMAIL, text and HTML, Reply-To the visitor, the language noted, after the visitor has the answer', async () => {
    // A slow mail server: it holds the message until the visitor's answer has come. Were the answer waiting for the
    // email, it would never come.
    let release!: () => void
    inbox.hold = new Promise((resolve) => (release = resolve))
    const { body, headers } = inquiry({
      firstName: 'María',
      lastName: 'López',
      language: 'es',
      message: 'Hola <script>alert("x")</script> & bye',
    })
    const answer = await new Client(server.url).post('/api/contact', body, headers)
    expect(answer.status).toBe(201)
    expect(inbox.events).not.toContain('data-accepted')
    release()

    await expect.poll(() => inbox.messages.length, POLL).toBe(1)
    expect(inbox.events).toEqual(['data-started', 'data-accepted'])
    const mail = inbox.messages[0]!
    expect(mail.to).toEqual(['owner@belleza.example'])
    expect(mail.headers.to).toBe('owner@belleza.example')
    expect(mail.headers['reply-to']).toBe(`María López <${body.email}>`)
    expect(mail.headers.from).toContain(`${studioSettings(server.store).name} website`)
    expect(mail.headers.from).toMatch(/<owner@belleza\.example>$/)
    expect(mail.headers.subject).toBe('New inquiry: María López — Microblading')
    expect(mail.text).toContain('Sent from the Spanish page')
    expect(mail.text).toContain('Hola <script>alert("x")</script> & bye')
    expect(mail.html).toContain('Sent from the Spanish page')
    expect(mail.html).toContain('Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye')
    expect(mail.html).not.toContain('<script>')

    await expect.poll(async () => (await listed(admin, answer.json.id))?.notification?.status, POLL).toBe('sent')
    const stored = await listed(admin, answer.json.id)
    expect(stored).toMatchObject({ language: 'es', notification: { status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) } })
  })

  it('records the page language of a form posted without JavaScript to the Spanish page', async () => {
    const { body, headers } = inquiry()
    const answer = await fetch(`${server.url}/es/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
      body: new URLSearchParams(body).toString(),
    })
    expect(answer.status).toBe(303)
    await expect.poll(() => inbox.messages.some((mail) => mail.headers['reply-to']?.includes(body.email)), POLL).toBe(true)
    const mail = inbox.messages.find((candidate) => candidate.headers['reply-to']?.includes(body.email))!
    expect(mail.text).toContain('Sent from the Spanish page')
    const list = (await admin.get('/api/admin/inquiries')).json as Inquiry[]
    expect(list.find((candidate) => candidate.email === body.email)?.language).toBe('es')
  })

  it('retries while the mail server refuses, shows it in the admin, and sends once the server accepts again', async () => {
    inbox.refuse = { code: 451, message: 'Mailbox busy, try again later' }
    const { id } = await post(server)

    // The tries go on, each failure recorded with the server's answer.
    await expect.poll(async () => (await listed(admin, id))?.notification?.attempts ?? 0, POLL).toBeGreaterThanOrEqual(2)
    const failing = (await listed(admin, id))!
    expect(failing.notification).toMatchObject({ status: 'retrying', lastError: expect.stringContaining('451'), nextAttemptAt: expect.any(String) })
    expect(failing.notification!.lastError).toContain('Mailbox busy')
    expect(failing.notification!.lastError).not.toContain(inbox.password)
    expect(inbox.events).toContain('refused')
    // What the admin's Inquiries screen shows for it, from the same answer.
    const notice = renderNotice(failing.notification)
    expect(notice).toContain('Email failed, retrying')
    expect(notice).toContain('Mailbox busy')

    inbox.refuse = undefined
    await expect.poll(async () => (await listed(admin, id))?.notification?.status, POLL).toBe('sent')
    const delivered = (await listed(admin, id))!
    expect(delivered.notification).toMatchObject({ lastError: null, nextAttemptAt: null, sentAt: expect.any(String) })
    expect(delivered.notification!.attempts).toBeGreaterThan(failing.notification!.attempts)
    expect(renderNotice(delivered.notification)).toBe('')
    expect(inbox.messages.filter((mail) => mail.headers['reply-to']?.includes(delivered.email))).toHaveLength(1)
  })
})

describe('an email that cannot be sent', () => {
  it('gives up after the last try and the admin says "Email not sent"', async () => {
    const inbox = await MailInbox.start()
    inbox.refuse = { code: 550, message: 'Relaying denied' }
    const server = await startTestServer(smtpEnv(inbox), undefined, { mail: { retryDelaysMs: [20, 20] } })
    try {
      const admin = new Client(server.url)
      await admin.login()
      const { id } = await post(server)
      await expect.poll(async () => (await listed(admin, id))?.notification?.status, POLL).toBe('failed')
      const failed = (await listed(admin, id))!
      expect(failed.notification).toMatchObject({ attempts: 3, nextAttemptAt: null, lastError: expect.stringContaining('Relaying denied') })
      const notice = renderNotice(failed.notification)
      expect(notice).toContain('Email not sent')
      expect(notice).toContain('Relaying denied')
    } finally {
      await server.destroy()
      await inbox.close()
    }
  })

  it('is tried again after a restart, when the mail server accepts again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-mail-'))
    const inbox = await MailInbox.start()
    try {
      inbox.refuse = { code: 451, message: 'Greylisted' }
      // One try, then a wait far longer than the test: only a restart sends it.
      const first = await startTestServer(smtpEnv(inbox), dataDir, { mail: { retryDelaysMs: [60 * 60_000] } })
      const { id, email } = await post(first)
      const stateIn = (server: TestServer) => server.store.data.inquiries.find((candidate) => candidate.id === id)?.notification
      await expect.poll(() => stateIn(first)?.status, POLL).toBe('retrying')
      await first.close()

      // The hour has passed while the server was stopped.
      const store = await openStore(dataDir)
      await store.update((tx) => {
        const stored = tx.data.inquiries.find((candidate) => candidate.id === id)!
        tx.put('inquiries', { ...stored, notification: { ...stored.notification!, nextAttemptAt: new Date(Date.now() - 1000).toISOString() } })
      })
      await store.close()

      inbox.refuse = undefined
      const second = await startTestServer(smtpEnv(inbox), dataDir)
      try {
        await expect.poll(() => stateIn(second)?.status, POLL).toBe('sent')
        expect(stateIn(second)?.attempts).toBe(2)
        expect(inbox.messages.filter((mail) => mail.headers['reply-to']?.includes(email))).toHaveLength(1)
      } finally {
        await second.close()
      }
    } finally {
      await inbox.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('stopping the server', () => {
  it('is not held up by a mail server that does not answer: the email stays due for the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-mail-'))
    const inbox = await MailInbox.start()
    try {
      inbox.hold = new Promise(() => {}) // takes the message and never answers
      const server = await startTestServer(smtpEnv(inbox), dataDir, { mail: { closeGraceMs: 100 } })
      const { id } = await post(server)
      await expect.poll(() => inbox.events, POLL).toContain('data-started')
      await server.close()
      const store = await openStore(dataDir)
      try {
        expect(store.data.inquiries.find((candidate) => candidate.id === id)?.notification).toMatchObject({ status: 'pending', attempts: 0 })
      } finally {
        await store.close()
      }
    } finally {
      await inbox.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('without SMTP_URL', () => {
  it('stores the inquiry with no email and nothing else changes', async () => {
    const server = await startTestServer({ TRUST_PROXY: 'loopback' })
    try {
      expect(server.mailer).toBeUndefined()
      const admin = new Client(server.url)
      await admin.login()
      const { id } = await post(server)
      expect(await listed(admin, id)).toMatchObject({ language: 'en', notification: null, status: 'new' })
    } finally {
      await server.destroy()
    }
  })
})
