import { afterEach, describe, expect, it } from 'vitest'
import { PASSWORD_CHANGE_REQUIRED } from '#shared/schema/auth.ts'
import { ADMIN, Client, type TestServer, startTestServer } from '../testing/test-server.ts'

let server: TestServer | undefined
afterEach(() => server?.destroy())

describe('the first admin account', () => {
  it('with a password the server made up opens nothing but "Choose your password" until the owner has chosen one', async () => {
    server = await startTestServer({ ADMIN_PASSWORD: '' })
    const printed = server.firstAdmin?.generatedPassword
    expect(printed).toMatch(/^[\w-]{16}$/)
    const owner = new Client(server.url)
    const signedIn = await owner.post('/api/admin/login', { username: ADMIN.username, password: printed })
    expect(signedIn.status, signedIn.text).toBe(200)
    expect(signedIn.json.user).toMatchObject({ role: 'owner', mustChangePassword: true })
    const refused = await owner.get('/api/admin/inquiries')
    expect(refused.status).toBe(403)
    expect(refused.json.code).toBe(PASSWORD_CHANGE_REQUIRED)

    const chosen = await owner.post('/api/admin/password/choose', { newPassword: 'a password of my own choosing' })
    expect(chosen.status, chosen.text).toBe(200)
    expect((await owner.get('/api/admin/inquiries')).status).toBe(200)
  })

  it('with ADMIN_PASSWORD keeps that password: it was the operator’s choice', async () => {
    server = await startTestServer()
    expect(server.firstAdmin?.generatedPassword).toBeUndefined()
    const owner = new Client(server.url)
    const signedIn = await owner.post('/api/admin/login', ADMIN)
    expect(signedIn.json.user).toMatchObject({ mustChangePassword: false })
    expect((await owner.get('/api/admin/inquiries')).status).toBe(200)
  })
})
