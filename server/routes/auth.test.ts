import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from '../security/device-cookie.ts'
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '../security/session.ts'
import { ADMIN, Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' })
})
afterAll(() => server.destroy())

const from = (ip: string) => ({ 'x-forwarded-for': ip })

describe('signing in', () => {
  it('answers 400 "Please fill in all fields" when a field is empty or missing', async () => {
    const client = new Client(server.url)
    for (const body of [{ username: '', password: 'x' }, { username: 'admin' }, {}]) {
      const answer = await client.post('/api/admin/login', body, from('10.1.0.1'))
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe('Please fill in all fields')
    }
  })

  it('answers 401 "Invalid credentials" to a wrong password or unknown user, and sets no cookie', async () => {
    const client = new Client(server.url)
    const wrong = await client.post('/api/admin/login', { username: 'admin', password: 'nope' }, from('10.1.0.2'))
    expect(wrong.status).toBe(401)
    expect(wrong.json).toEqual({ error: 'Invalid credentials' })
    const unknown = await client.post('/api/admin/login', { username: 'nobody', password: 'nope' }, from('10.1.0.2'))
    expect(unknown.json).toEqual({ error: 'Invalid credentials' })
    expect(client.cookie).toBe('')
  })

  it('signs in with a signed HttpOnly SameSite=Lax cookie, not Secure over plain http', async () => {
    const client = new Client(server.url)
    const answer = await client.post('/api/admin/login', ADMIN, from('10.1.0.3'))
    expect(answer.status).toBe(200)
    const user = { id: expect.any(String), username: 'admin', displayName: 'admin', role: 'owner', mustChangePassword: false }
    expect(answer.json).toEqual({ ok: true, user })
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('studio_session='))!
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=lax/i)
    expect(cookie).not.toMatch(/;\s*secure/i)
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('studio_session.sig='))).toBe(true)
    const status = await client.get('/api/admin/check-auth')
    expect(status.json).toEqual({ authenticated: true, user })
  })

  it('marks the cookie Secure when a trusted TLS proxy says the request was HTTPS', async () => {
    const client = new Client(server.url)
    const answer = await client.post('/api/admin/login', ADMIN, { ...from('10.1.0.4'), 'x-forwarded-proto': 'https' })
    expect(answer.headers.getSetCookie().find((line) => line.startsWith('studio_session='))).toMatch(/;\s*secure/i)
  })

  it('answers 401 to check-auth without a session or with a forged cookie', async () => {
    const client = new Client(server.url)
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
    client.cookie = `studio_session=${Buffer.from(JSON.stringify({ uid: 'x', v: 0 })).toString('base64')}`
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
  })

  it('answers 429 with Retry-After after 5 failures as one user from one address, even with the right password', async () => {
    const client = new Client(server.url)
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/admin/login', { username: ADMIN.username, password: `guess ${i}` }, from('10.1.0.5'))).status).toBe(401)
    }
    const blocked = await client.post('/api/admin/login', ADMIN, from('10.1.0.5'))
    expect(blocked.status).toBe(429)
    expect(blocked.json.error).toMatch(/Too many failed sign-in attempts/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800)
  })

  it('answers 429 after 20 failures from one address over many usernames', async () => {
    const client = new Client(server.url)
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/api/admin/login', { username: `guess${i}`, password: 'x' }, from('10.1.0.6'))).status).toBe(401)
    }
    expect((await client.post('/api/admin/login', { username: 'guess99', password: 'x' }, from('10.1.0.6'))).status).toBe(429)
  })

  it('never locks the owner out: failures as them from other addresses leave their own address working', async () => {
    const stranger = new Client(server.url)
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 6; i++) await stranger.post('/api/admin/login', { username: ADMIN.username, password: 'x' }, from(`10.2.${round}.9`))
    }
    expect((await stranger.post('/api/admin/login', ADMIN, from('10.2.0.9'))).status).toBe(429)
    const owner = new Client(server.url)
    expect((await owner.post('/api/admin/login', ADMIN, from('10.2.99.1'))).status).toBe(200)
  })

  it('checks one guess at a time: a burst of simultaneous guesses, the right one among them, never signs in', async () => {
    const burst = Array.from({ length: 30 }, (_, i) => ({ username: ADMIN.username, password: i === 29 ? ADMIN.password : `wrong ${i}` }))
    const answers = await Promise.all(burst.map((body) => new Client(server.url).post('/api/admin/login', body, from('10.4.0.1'))))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toEqual([])
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25)
  })

  it('lets two people sign in at the same moment from one address: the second check waits its turn', async () => {
    const [laptop, desktop] = await Promise.all([
      new Client(server.url).post('/api/admin/login', ADMIN, from('10.4.1.1')),
      new Client(server.url).post('/api/admin/login', ADMIN, from('10.4.1.1')),
    ])
    expect([laptop.status, desktop.status]).toEqual([200, 200])
  })

  it('keeps answering other requests while a burst of sign-ins is checked (bcrypt runs off the main thread)', async () => {
    // 12 guesses from 12 addresses at 12 accounts: every one is checked (none is in flight twice).
    const burst = Promise.all(
      Array.from({ length: 12 }, (_, i) => new Client(server.url).post('/api/admin/login', { username: `nobody${i}`, password: 'x' }, from(`10.5.0.${i}`))),
    )
    const delays: number[] = []
    for (let i = 0; i < 10; i++) {
      const started = performance.now()
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      delays.push(performance.now() - started)
    }
    const answers = await burst
    expect(answers.every((answer) => answer.status === 401 || answer.status === 503)).toBe(true)
    // Each check costs ~250 ms of a core: on the main thread, a dozen of them stalled /api/health for seconds.
    expect(Math.max(...delays)).toBeLessThan(1000)
  })

  it('limits guesses of the current password in a password change like sign-ins', async () => {
    const laptop = new Client(server.url)
    expect((await laptop.post('/api/admin/login', ADMIN, from('10.6.0.1'))).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await laptop.post('/api/admin/password', { currentPassword: `guess ${i}`, newPassword: 'a new long password' }, from('10.6.0.1'))).status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('new passwords', () => {
  it.each([
    ['over 72 bytes (bcrypt would ignore the rest)', 'é'.repeat(37), /72 bytes/],
    ['one character repeated', 'aaaaaaaaaa', /too easy/],
    ['one of the most common', 'Password123', /too common/],
    ['too short', 'short', /at least 10/],
  ])('refuses a password %s', async (_label, newPassword, message) => {
    const laptop = new Client(server.url)
    await laptop.post('/api/admin/login', ADMIN, from('10.7.0.1'))
    const answer = await laptop.post('/api/admin/password', { currentPassword: ADMIN.password, newPassword }, from('10.7.0.1'))
    expect(answer.status).toBe(400)
    expect(answer.json.fields.newPassword).toMatch(message)
  })
})

/** The session cookie pair for `data`, signed like cookie-session does (keygrip: HMAC-SHA1, base64url). */
function signedSession(data: object, secret: string): string {
  const value = Buffer.from(JSON.stringify(data)).toString('base64')
  const signature = createHmac('sha1', secret).update(`${SESSION_COOKIE}=${value}`).digest('base64url')
  return `${SESSION_COOKIE}=${value}; ${SESSION_COOKIE}.sig=${signature}`
}

describe('signing out and sessions', () => {
  it('ends a session after its lifetime on the server, even when the browser keeps sending the cookie', async () => {
    const client = new Client(server.url)
    await client.post('/api/admin/login', ADMIN, from('10.8.0.1'))
    const session = JSON.parse(Buffer.from(client.cookie.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1]!, 'base64').toString())
    expect(typeof session.iat).toBe('number')
    const secret = (await readFile(join(server.dataDir, 'session-secret'), 'utf8')).trim()
    const fresh = new Client(server.url)
    fresh.cookie = signedSession(session, secret)
    expect((await fresh.get('/api/admin/check-auth')).status).toBe(200)
    const old = new Client(server.url)
    old.cookie = signedSession({ ...session, iat: Date.now() - SESSION_LIFETIME_MS - 1000 }, secret)
    expect((await old.get('/api/admin/check-auth')).status).toBe(401)
    const undated = new Client(server.url)
    undated.cookie = signedSession({ uid: session.uid, v: session.v }, secret)
    expect((await undated.get('/api/admin/check-auth')).status).toBe(401)
  })

  it('logout answers {ok: true} and the old cookie no longer works even if replayed', async () => {
    const client = new Client(server.url)
    await client.post('/api/admin/login', ADMIN, from('10.3.0.1'))
    const stolen = client.cookie
    const answer = await client.post('/api/admin/logout')
    expect(answer.json).toEqual({ ok: true })
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
    const replay = new Client(server.url)
    replay.cookie = stolen
    expect((await replay.get('/api/admin/check-auth')).status).toBe(401)
    expect((await replay.get('/api/admin/inquiries')).status).toBe(401)
  })

  it('a password change ends other sessions, keeps this one, and the new password works', async () => {
    const laptop = new Client(server.url)
    const phone = new Client(server.url)
    await laptop.post('/api/admin/login', ADMIN, from('10.3.0.2'))
    await phone.post('/api/admin/login', ADMIN, from('10.3.0.3'))
    const wrong = await laptop.post('/api/admin/password', { currentPassword: 'wrong', newPassword: 'another long password' })
    expect(wrong.status).toBe(400)
    const short = await laptop.post('/api/admin/password', { currentPassword: ADMIN.password, newPassword: 'short' })
    expect(short.status).toBe(400)
    const changed = await laptop.post('/api/admin/password', { currentPassword: ADMIN.password, newPassword: 'another long password' })
    expect(changed.status).toBe(200)
    expect((await laptop.get('/api/admin/check-auth')).status).toBe(200)
    expect((await phone.get('/api/admin/check-auth')).status).toBe(401)
    const fresh = new Client(server.url)
    expect((await fresh.post('/api/admin/login', { ...ADMIN, password: 'another long password' }, from('10.3.0.4'))).status).toBe(200)
    await laptop.post('/api/admin/password', { currentPassword: 'another long password', newPassword: ADMIN.password })
  })
})

describe('admin calls without a session', () => {
  it.each([
    ['GET', '/api/admin/inquiries'],
    ['PATCH', '/api/admin/inquiries/any'],
    ['POST', '/api/admin/password'],
    ['POST', '/api/admin/preview'],
    ['POST', '/api/blog/posts'],
    ['PATCH', '/api/blog/posts/any'],
    ['DELETE', '/api/blog/posts/any'],
    ['POST', '/api/blog/categories'],
    ['PATCH', '/api/blog/categories/any'],
    ['DELETE', '/api/blog/categories/any'],
    ['POST', '/api/upload/image'],
  ])('%s %s answers 401 {error}', async (method, path) => {
    const answer = await new Client(server.url).request(method, path, ['POST', 'PATCH'].includes(method) ? {} : undefined)
    expect(answer.status).toBe(401)
    expect(answer.json.error).toBeTruthy()
  })
})

/** A device cookie as the server signs one (HMAC-SHA256, keyed from the session secret), for any claim. */
function deviceCookie(claim: { u: string; d: string; iat: number }, secret: string, tamper = false): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url')
  const key = createHmac('sha256', secret).update('studio device cookie').digest()
  const signature = createHmac('sha256', key).update(payload).digest('base64url')
  return `${DEVICE_COOKIE}=${payload}.${tamper ? signature.replace(/^./, (first) => (first === 'A' ? 'B' : 'A')) : signature}`
}

describe('known devices and usual addresses', () => {
  let guarded: TestServer
  let secret: string
  const LIMITS = { perAccountAndAddress: 2, perAddress: 20, perDevice: 3, windowMs: 60_000 }

  beforeAll(async () => {
    guarded = await startTestServer({ TRUST_PROXY: 'loopback' }, undefined, { signIn: LIMITS })
    secret = (await readFile(join(guarded.dataDir, 'session-secret'), 'utf8')).trim()
  })
  afterAll(() => guarded.destroy())

  /** Fails as the admin from `ip` until that address is locked out for them. */
  async function lockOut(ip: string): Promise<void> {
    for (let i = 0; i < LIMITS.perAccountAndAddress; i++) {
      await new Client(guarded.url).post('/api/admin/login', { username: ADMIN.username, password: `guess ${i}` }, from(ip))
    }
    expect((await new Client(guarded.url).post('/api/admin/login', ADMIN, from(ip))).status).toBe(429)
  }

  it('gives a signed, HttpOnly, long-lived device cookie on a successful sign-in, none on a failed one', async () => {
    const browser = new Client(guarded.url)
    const failed = await browser.post('/api/admin/login', { username: ADMIN.username, password: 'not it' }, from('10.20.0.1'))
    expect(failed.headers.getSetCookie().some((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toBe(false)
    const answer = await browser.post('/api/admin/login', ADMIN, from('10.20.0.1'))
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=lax/i)
    expect(cookie).toMatch(/path=\/api\/admin/i)
    expect(Number(cookie.match(/max-age=(\d+)/i)![1])).toBeGreaterThan(90 * 24 * 60 * 60)
  })

  it('signs in a browser that signed in before, from an address where guessing locked the account out', async () => {
    const laptop = new Client(guarded.url)
    expect((await laptop.post('/api/admin/login', ADMIN, from('10.21.0.1'))).status).toBe(200)
    await lockOut('10.21.0.99')
    expect((await laptop.post('/api/admin/login', ADMIN, from('10.21.0.99'))).status).toBe(200)
  })

  it('ignores a device cookie of another username, a forged one and an expired one', async () => {
    await lockOut('10.22.0.99')
    const claim = { u: ADMIN.username, d: 'a'.repeat(24), iat: Date.now() }
    const cases = {
      genuine: deviceCookie(claim, secret),
      'of another username': deviceCookie({ ...claim, u: 'maria' }, secret),
      forged: deviceCookie(claim, secret, true),
      'signed with another secret': deviceCookie(claim, 'another secret of the same length as the real one!'),
      expired: deviceCookie({ ...claim, iat: Date.now() - DEVICE_LIFETIME_MS - 1000 }, secret),
    }
    const statuses: Record<string, number> = {}
    for (const [label, cookie] of Object.entries(cases)) {
      const client = new Client(guarded.url)
      client.cookie = cookie
      statuses[label] = (await client.request('POST', '/api/admin/login', ADMIN, { ...from('10.22.0.99'), cookie })).status
    }
    expect(statuses).toEqual({ genuine: 200, 'of another username': 429, forged: 429, 'signed with another secret': 429, expired: 429 })
  })

  it('puts a device cookie out of use once it fails too often: it then signs in like a stranger', async () => {
    const phone = new Client(guarded.url)
    expect((await phone.post('/api/admin/login', ADMIN, from('10.23.0.1'))).status).toBe(200)
    await lockOut('10.23.0.99')
    for (let i = 0; i < LIMITS.perDevice; i++) {
      expect((await phone.post('/api/admin/login', { username: ADMIN.username, password: `typo ${i}` }, from('10.23.0.99'))).status).toBe(401)
    }
    expect((await phone.post('/api/admin/login', ADMIN, from('10.23.0.99'))).status).toBe(429)
  })

  it('refuses a password longer than bcrypt reads at sign-in: a 72-byte password plus extra text does not sign in', async () => {
    const longPassword = 'my studio in Gainesville opens at nine, closes at six; brows lips lash!'.padEnd(72, '#')
    expect(new TextEncoder().encode(longPassword).length).toBe(72)
    const owner = new Client(guarded.url)
    await owner.post('/api/admin/login', ADMIN, from('10.24.0.1'))
    expect((await owner.post('/api/admin/password', { currentPassword: ADMIN.password, newPassword: longPassword }, from('10.24.0.1'))).status).toBe(200)
    try {
      const longer = await new Client(guarded.url).post(
        '/api/admin/login',
        { username: ADMIN.username, password: `${longPassword} and more` },
        from('10.24.0.2'),
      )
      expect(longer.status).toBe(400)
      expect(longer.json.error).toMatch(/at most 72 bytes/)
      expect(longer.headers.getSetCookie()).toEqual([])
      expect((await new Client(guarded.url).post('/api/admin/login', { username: ADMIN.username, password: longPassword }, from('10.24.0.2'))).status).toBe(200)
    } finally {
      await owner.post('/api/admin/password', { currentPassword: longPassword, newPassword: ADMIN.password }, from('10.24.0.1'))
    }
  })

  it('checks a known device’s password first: strangers filling the password checker get 503, the owner’s browser does not', async () => {
    const browser = new Client(guarded.url)
    expect((await browser.post('/api/admin/login', ADMIN, from('10.40.0.1'))).status).toBe(200)
    // Unknown usernames are compared against a decoy hash, made once: made now, so the guesses below queue at once.
    expect((await new Client(guarded.url).post('/api/admin/login', { username: 'nobody', password: 'x' }, from('10.41.1.1'))).status).toBe(401)
    const finished: number[] = []
    // Forty guesses at forty usernames from forty addresses: no lane holds them back, the checker's queue fills.
    const strangers = Array.from({ length: 40 }, (_, i) =>
      new Client(guarded.url).post('/api/admin/login', { username: `nobody${i}`, password: 'x' }, from(`10.41.0.${i}`)).then((answer) => {
        finished.push(performance.now())
        return answer.status
      }),
    )
    // The first answers are the strangers refused as busy: the queue is full now.
    while (finished.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))
    const owner = await browser.post('/api/admin/login', ADMIN, from('10.40.0.2'))
    const ownerDone = performance.now()
    const statuses = await Promise.all(strangers)
    expect(owner.status).toBe(200)
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0)
    expect(statuses).not.toContain(200)
    // It overtook the strangers' queued checks.
    expect(finished.filter((at) => at > ownerDone).length).toBeGreaterThan(20)
  }, 180_000)

  it('lets the owner in from a known device and from the usual address while strangers on many addresses guess at once', async () => {
    const USUAL = '10.30.0.1'
    const desktopApp = new Client(guarded.url)
    expect((await desktopApp.post('/api/admin/login', ADMIN, from('10.30.0.2'))).status).toBe(200)
    expect((await new Client(guarded.url).post('/api/admin/login', ADMIN, from(USUAL))).status).toBe(200)

    // Twelve guessers at once, each guess from the next of 240 addresses, for a few seconds.
    const strangers: number[] = []
    let flooding = true
    let next = 0
    const guessers = Array.from({ length: 12 }, async () => {
      while (flooding) {
        const n = next++
        const ip = `10.31.${Math.floor(n / 240) % 2}.${n % 240}`
        const answer = await new Client(guarded.url).post('/api/admin/login', { username: ADMIN.username, password: `guess ${n}` }, from(ip))
        strangers.push(answer.status)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 500)) // the flood is under way
    const owner: Record<string, number>[] = []
    for (let round = 0; round < 2; round++) {
      // The desktop app from wherever it is today (an address never seen), and a fresh browser at the usual address.
      const [device, usual] = await Promise.all([
        desktopApp.post('/api/admin/login', ADMIN, from(`10.32.0.${round}`)),
        new Client(guarded.url).post('/api/admin/login', ADMIN, from(USUAL)),
      ])
      owner.push({ device: device.status, usual: usual.status })
    }
    flooding = false
    await Promise.all(guessers)

    expect(owner).toEqual(Array.from({ length: 2 }, () => ({ device: 200, usual: 200 })))
    expect(strangers).not.toContain(200)
    expect(strangers.filter((status) => status === 401).length).toBeGreaterThan(0)
    // Strangers keep today's limits: most of a flood is refused before any password is checked.
    expect(strangers.filter((status) => status === 429).length).toBeGreaterThan(strangers.length / 2)
  }, 60_000)
})
