import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' })
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
    expect(answer.json).toEqual({ ok: true, user: { username: 'admin' } })
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('studio_session='))!
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=lax/i)
    expect(cookie).not.toMatch(/;\s*secure/i)
    expect(answer.headers.getSetCookie().some((line) => line.startsWith('studio_session.sig='))).toBe(true)
    const status = await client.get('/api/admin/check-auth')
    expect(status.json).toEqual({ authenticated: true, user: { username: 'admin' } })
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

  it('answers 429 with Retry-After after 5 failures from one address, even with the right password', async () => {
    const client = new Client(server.url)
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/admin/login', { username: `guess${i}`, password: 'x' }, from('10.1.0.5'))).status).toBe(401)
    }
    const blocked = await client.post('/api/admin/login', ADMIN, from('10.1.0.5'))
    expect(blocked.status).toBe(429)
    expect(blocked.json.error).toMatch(/Too many failed sign-in attempts/)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800)
  })

  it('answers 429 after 5 failures on one username spread over many addresses', async () => {
    const user = new Client(server.url)
    const target = 'daniela'
    for (let i = 0; i < 5; i++) {
      await user.post('/api/admin/login', { username: target, password: 'x' }, from(`10.2.0.${i}`))
    }
    const blocked = await user.post('/api/admin/login', { username: target, password: 'x' }, from('10.2.0.99'))
    expect(blocked.status).toBe(429)
  })
})

describe('signing out and sessions', () => {
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
