import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PasswordSchema } from '#shared/schema/auth.ts'
import { createBlogReader } from '../content/blog-reader.ts'
import { passwordHasher } from '../security/password-hasher.ts'
import { OWNER_ONLY } from '../security/session.ts'
import { LAST_OWNER } from '../store/users.ts'
import { ADMIN, Client, type TestServer, firstSignIn, postBody, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let owner: Client

// Sign-ins are limited per address (server/security/sign-in-guard.ts): each one here comes from its own.
let address = 0
const fresh = () => ({ 'x-forwarded-for': `10.13.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' })
  owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN, fresh())
})
afterAll(() => server.destroy())
afterEach(() => vi.restoreAllMocks())

let count = 0
/** A username no other test uses. */
const unique = (name: string) => `${name}-${++count}`

async function addAccount(fields: { username: string; displayName?: string; role?: string; artistId?: string }) {
  const answer = await owner.post('/api/admin/accounts', { displayName: fields.username, ...fields })
  expect(answer.status, answer.text).toBe(201)
  return answer.json as { account: { id: string; username: string; displayName: string; role: string }; temporaryPassword: string }
}

function signIn(client: Client, username: string, password: string) {
  return client.post('/api/admin/login', { username, password }, fresh())
}

async function signedIn(username: string, password: string): Promise<Client> {
  const client = new Client(server.url)
  const answer = await signIn(client, username, password)
  expect(answer.status, answer.text).toBe(200)
  return client
}

/** An editor signed in, with a password of its own (the temporary one replaced at the first sign-in). */
async function anEditor(displayName = 'Ana López') {
  const { account, temporaryPassword } = await addAccount({ username: unique('editor'), displayName, role: 'editor' })
  const client = new Client(server.url)
  const password = await firstSignIn(client, account.username, temporaryPassword, fresh())
  return { account, password, client }
}

describe('staff accounts', () => {
  it('lists the accounts to the owner without password hashes; the first admin is an active owner', async () => {
    const answer = await owner.get('/api/admin/accounts')
    expect(answer.status).toBe(200)
    expect(answer.json[0]).toEqual({
      id: expect.any(String),
      username: 'admin',
      displayName: 'admin',
      role: 'owner',
      disabled: false,
      artistId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      mustChangePassword: false,
      invitedUntil: null,
    })
    expect(answer.text).not.toMatch(/passwordHash|sessionVersion|tokenHash|\$2[aby]\$/)
  })

  it('adds an account with a one-time password that signs in, and tells the console its role and that the password must be changed', async () => {
    const { account, temporaryPassword } = await addAccount({ username: unique('ana'), displayName: 'Ana López', role: 'editor' })
    expect(account).toMatchObject({ displayName: 'Ana López', role: 'editor', disabled: false, artistId: null })
    expect(PasswordSchema.safeParse(temporaryPassword).success).toBe(true)
    expect((await owner.get('/api/admin/accounts')).text).not.toContain(temporaryPassword)

    const client = new Client(server.url)
    const login = await signIn(client, account.username.toUpperCase(), temporaryPassword)
    const user = { id: account.id, username: account.username, displayName: 'Ana López', role: 'editor', mustChangePassword: true }
    expect(login.json).toEqual({ ok: true, user })
    expect((await client.get('/api/admin/check-auth')).json).toEqual({ authenticated: true, user })
  })

  it('makes an editor unless told otherwise, and keeps the artist it is linked to', async () => {
    const { account } = await addAccount({ username: unique('artist'), artistId: 'camila-ortiz' })
    expect(account).toMatchObject({ role: 'editor', artistId: 'camila-ortiz' })
    // Only an artist of the team (Settings › Team) can be linked.
    const unknown = await owner.post('/api/admin/accounts', { username: unique('artist'), displayName: 'Nadie', role: 'editor', artistId: 'nobody' })
    expect(unknown.status).toBe(400)
    expect(Object.keys(unknown.json.fields)).toEqual(['artistId'])
  })

  it('refuses a username already used, whatever its case, with 409 on the field', async () => {
    const { account } = await addAccount({ username: unique('Bella') })
    for (const username of [account.username.toLowerCase(), 'ADMIN']) {
      const answer = await owner.post('/api/admin/accounts', { username, displayName: 'Someone' })
      expect(answer.status).toBe(409)
      expect(answer.json.fields).toEqual({ username: 'This username is already used' })
    }
  })

  it('refuses a username that only looks like one already used (Cyrillic, Greek or full-width letters) with 409, adding nobody', async () => {
    const before = (await owner.get('/api/admin/accounts')).json
    // Cyrillic а, Greek α, full-width ａｄｍｉｎ, Cyrillic о and і in a mixed-case one.
    for (const username of ['\u0430dmin', '\u03b1dmin', '\uff41\uff44\uff4d\uff49\uff4e', 'AdM\u0456n']) {
      const answer = await owner.post('/api/admin/accounts', { username, displayName: 'Someone' })
      expect(answer.status, username).toBe(409)
      expect(answer.json).toEqual({
        error: `"${username}" looks like the username "admin", which is already used: choose another`,
        fields: { username: 'Looks like a username already used' },
      })
    }
    expect((await owner.get('/api/admin/accounts')).json).toEqual(before)
    expect((await owner.post('/api/admin/accounts', { username: unique('admina'), displayName: 'Someone' })).status).toBe(201)
  })

  it('refuses bad input with 400 naming each field', async () => {
    const created = await owner.post('/api/admin/accounts', { username: 'has space', displayName: ' ', role: 'admin', artistId: '' })
    expect(created.status).toBe(400)
    expect(Object.keys(created.json.fields).sort()).toEqual(['artistId', 'displayName', 'role', 'username'])
    const { account } = await addAccount({ username: unique('valid') })
    const changed = await owner.patch(`/api/admin/accounts/${account.id}`, { role: 'boss', disabled: 'yes' })
    expect(changed.status).toBe(400)
    expect(Object.keys(changed.json.fields).sort()).toEqual(['disabled', 'role'])
    expect((await owner.patch('/api/admin/accounts/no-such-account', { displayName: 'X' })).status).toBe(404)
    expect((await owner.delete('/api/admin/accounts/no-such-account')).status).toBe(404)
  })
})

describe('roles', () => {
  it('answers 403 to an editor on every accounts route, and 401 without a session', async () => {
    const { account, client } = await anEditor()
    const calls = [
      () => client.get('/api/admin/accounts'),
      () => client.post('/api/admin/accounts', { username: unique('sneaky'), displayName: 'Sneaky', role: 'owner' }),
      () => client.patch(`/api/admin/accounts/${account.id}`, { role: 'owner' }),
      () => client.post(`/api/admin/accounts/${account.id}/reset-password`),
      () => client.delete(`/api/admin/accounts/${account.id}`),
    ]
    for (const call of calls) {
      const answer = await call()
      expect(answer.status).toBe(403)
      expect(answer.json).toEqual({ error: OWNER_ONLY })
    }
    expect((await new Client(server.url).get('/api/admin/accounts')).status).toBe(401)
    const stored = (await owner.get('/api/admin/accounts')).json as Array<{ id: string; role: string; username: string }>
    expect(stored.find((item) => item.id === account.id)?.role).toBe('editor')
    expect(stored.some((item) => item.username.startsWith('sneaky'))).toBe(false)
  })

  // The studio settings are the owner's too (server/routes/studio.ts, built beside this issue).
  it('answers 403 to an editor changing the studio settings', async () => {
    const { client } = await anEditor()
    const answer = await client.put('/api/admin/studio', {})
    expect(answer.status).toBe(403)
    expect(answer.json).toEqual({ error: OWNER_ONLY })
  })

  it('lets an editor work on posts, categories, gallery, media, inquiries, previews and its own password', async () => {
    const { password, client } = await anEditor()
    expect((await client.get('/api/blog/posts')).status).toBe(200)
    expect((await client.post('/api/blog/categories', { name: unique('Editor Category'), slug: unique('editor-category') })).status).toBe(201)
    expect((await client.get('/api/gallery')).status).toBe(200)
    expect((await client.get('/api/admin/images')).status).toBe(200)
    expect((await client.get('/api/admin/inquiries')).status).toBe(200)
    expect((await client.post('/api/admin/preview', { markdown: '**hello**' })).status).toBe(200)
    const changed = await client.post('/api/admin/password', { currentPassword: password, newPassword: 'my own brand new sentence' })
    expect(changed.status).toBe(200)
    expect((await client.get('/api/admin/check-auth')).status).toBe(200)
  })
})

describe('post authors', () => {
  it('records who wrote a post, keeps it on update, and shows visitors the name but not the account', async () => {
    const { account, client } = await anEditor('Camila Ruiz')
    const created = await client.post('/api/blog/posts', postBody())
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ authorId: account.id, authorName: 'Camila Ruiz' })

    // The owner edits it: the author stays who wrote it.
    const body = { ...postBody({ slug: created.json.slug, title: 'Edited by the owner' }), updatedAt: created.json.updatedAt, authorId: 'someone-else' }
    const edited = await owner.patch(`/api/blog/posts/${created.json.id}`, body)
    expect(edited.status).toBe(200)
    expect(edited.json).toMatchObject({ authorId: account.id, authorName: 'Camila Ruiz' })

    const visitor = await new Client(server.url).get(`/api/blog/posts/${created.json.slug}`)
    expect(visitor.json).toMatchObject({ title: 'Edited by the owner', authorName: 'Camila Ruiz' })
    expect(visitor.json).not.toHaveProperty('authorId')
    expect(createBlogReader(server.store).post(created.json.slug)?.author).toEqual({ name: 'Camila Ruiz', artistId: null })
  })

  it('follows the account: a new name and an artist link reach the byline; removing the account keeps the name', async () => {
    const { account, client } = await anEditor('Dana')
    const post = (await client.post('/api/blog/posts', postBody())).json as { id: string; slug: string }
    expect((await owner.patch(`/api/admin/accounts/${account.id}`, { displayName: 'Dana Gómez', artistId: 'daniela-reyes' })).status).toBe(200)
    expect((await owner.get(`/api/blog/posts/${post.slug}`)).json.authorName).toBe('Dana Gómez')
    expect(createBlogReader(server.store).post(post.slug)?.author).toEqual({ name: 'Dana Gómez', artistId: 'daniela-reyes' })

    expect((await owner.delete(`/api/admin/accounts/${account.id}`)).json).toEqual({ ok: true })
    expect((await owner.get(`/api/blog/posts/${post.slug}`)).json).toMatchObject({ authorId: null, authorName: 'Dana Gómez' })
    expect(createBlogReader(server.store).post(post.slug)?.author).toEqual({ name: 'Dana Gómez', artistId: null })
  })

  it('gives posts from before staff accounts no byline', async () => {
    const seeded = server.store.data.posts.find((post) => post.authorId === null && post.authorName === '' && post.published)!
    expect(createBlogReader(server.store).post(seeded.slug)?.author).toBeNull()
  })
})

describe('disabling, resetting and removing', () => {
  it('a disabled account cannot sign in, exactly like a wrong password, and its open sessions end at once', async () => {
    const { account, password, client } = await anEditor()
    expect((await owner.patch(`/api/admin/accounts/${account.id}`, { disabled: true })).json).toMatchObject({ disabled: true })
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
    expect((await client.get('/api/admin/inquiries')).status).toBe(401)

    const compare = vi.spyOn(passwordHasher, 'compare')
    const refused = await signIn(new Client(server.url), account.username, password)
    const wrong = await signIn(new Client(server.url), account.username, 'not the password at all')
    expect([refused.status, refused.json]).toEqual([wrong.status, wrong.json])
    expect(refused.json).toEqual({ error: 'Invalid credentials' })
    expect(compare).toHaveBeenCalledTimes(2) // the password is still checked: same time as a wrong one
    expect(refused.headers.getSetCookie()).toEqual([])

    // Enabled again: the old cookie stays ended, a new sign-in works.
    expect((await owner.patch(`/api/admin/accounts/${account.id}`, { disabled: false })).json).toMatchObject({ disabled: false })
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
    await signedIn(account.username, password)
  })

  it('resetting a password ends the sessions, and only the new one-time password signs in', async () => {
    const { account, password, client } = await anEditor()
    const reset = await owner.post(`/api/admin/accounts/${account.id}/reset-password`)
    expect(reset.status).toBe(200)
    expect(reset.json.account.id).toBe(account.id)
    expect(reset.json.temporaryPassword).not.toBe(password)
    expect(PasswordSchema.safeParse(reset.json.temporaryPassword).success).toBe(true)
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
    expect((await signIn(new Client(server.url), account.username, password)).status).toBe(401)
    await signedIn(account.username, reset.json.temporaryPassword)
    expect((await owner.post('/api/admin/accounts/no-such-account/reset-password')).status).toBe(404)
  })

  it('refuses to reset the owner’s own password (that needs the current one, in Settings)', async () => {
    const me = (await owner.get('/api/admin/check-auth')).json.user.id as string
    const answer = await owner.post(`/api/admin/accounts/${me}/reset-password`)
    expect(answer.status).toBe(400)
    expect((await owner.get('/api/admin/check-auth')).status).toBe(200)
  })

  it('removing an account ends its sessions and its sign-in', async () => {
    const { account, password, client } = await anEditor()
    expect((await owner.delete(`/api/admin/accounts/${account.id}`)).status).toBe(200)
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
    expect((await signIn(new Client(server.url), account.username, password)).status).toBe(401)
    const listed = (await owner.get('/api/admin/accounts')).json as Array<{ id: string }>
    expect(listed.some((item) => item.id === account.id)).toBe(false)
  })
})

describe('the last active owner', () => {
  // A server of its own: here the owners come and go.
  let own: TestServer
  let admin: Client
  beforeAll(async () => {
    own = await startTestServer({ TRUST_PROXY: 'loopback' })
    admin = new Client(own.url)
    await admin.post('/api/admin/login', ADMIN, fresh())
  })
  afterAll(() => own.destroy())

  it('cannot be demoted, disabled or removed, until another active owner exists', async () => {
    const me = (await admin.get('/api/admin/check-auth')).json.user.id as string
    const refusals = [
      [() => admin.patch(`/api/admin/accounts/${me}`, { role: 'editor' }), { role: 'This is the last active owner' }],
      [() => admin.patch(`/api/admin/accounts/${me}`, { disabled: true }), { disabled: 'This is the last active owner' }],
      [() => admin.delete(`/api/admin/accounts/${me}`), { account: 'This is the last active owner' }],
    ] as const
    for (const [call, fields] of refusals) {
      const answer = await call()
      expect(answer.status).toBe(409)
      expect(answer.json).toEqual({ error: LAST_OWNER, fields })
    }

    // A second owner who is disabled does not count.
    const second = await admin.post('/api/admin/accounts', { username: 'olga', displayName: 'Olga', role: 'owner' })
    expect(second.status).toBe(201)
    const olga = second.json.account.id as string
    expect((await admin.patch(`/api/admin/accounts/${olga}`, { disabled: true })).status).toBe(200)
    expect((await admin.patch(`/api/admin/accounts/${me}`, { role: 'editor' })).status).toBe(409)

    // Enabled, Olga is the other owner: the first may step down, and Olga is now the one who must remain.
    expect((await admin.patch(`/api/admin/accounts/${olga}`, { disabled: false })).status).toBe(200)
    expect((await admin.patch(`/api/admin/accounts/${me}`, { role: 'editor' })).json).toMatchObject({ role: 'editor' })
    expect((await admin.get('/api/admin/accounts')).status).toBe(403) // an editor now, on its next request

    const client = new Client(own.url)
    await firstSignIn(client, 'olga', second.json.temporaryPassword, fresh())
    expect((await client.patch(`/api/admin/accounts/${olga}`, { disabled: true })).status).toBe(409)
    expect((await client.delete(`/api/admin/accounts/${olga}`)).status).toBe(409)
    expect((await client.patch(`/api/admin/accounts/${me}`, { role: 'owner' })).json).toMatchObject({ role: 'owner' })
    // Two owners again: either may now remove the other.
    expect((await admin.delete(`/api/admin/accounts/${olga}`)).status).toBe(200)
    expect((await client.get('/api/admin/check-auth')).status).toBe(401)
  })

  it('does not count an owner invited who has not joined: the one who signs in still cannot step down, and nothing changes', async () => {
    const alone = await startTestServer({ TRUST_PROXY: 'loopback' })
    try {
      const owner = new Client(alone.url)
      await owner.post('/api/admin/login', ADMIN, fresh())
      const me = (await owner.get('/api/admin/check-auth')).json.user.id as string
      const invited = await owner.post('/api/admin/invites', { username: 'pending-owner', displayName: 'Paula', role: 'owner' })
      expect(invited.status, invited.text).toBe(201)
      const before = (await owner.get('/api/admin/accounts')).json
      const refusals = [
        [() => owner.patch(`/api/admin/accounts/${me}`, { role: 'editor' }), { role: 'This is the last active owner' }],
        [() => owner.patch(`/api/admin/accounts/${me}`, { disabled: true }), { disabled: 'This is the last active owner' }],
        [() => owner.delete(`/api/admin/accounts/${me}`), { account: 'This is the last active owner' }],
      ] as const
      for (const [call, fields] of refusals) {
        const answer = await call()
        expect(answer.status).toBe(409)
        expect(answer.json).toEqual({ error: LAST_OWNER, fields })
      }
      expect((await owner.get('/api/admin/accounts')).json).toEqual(before)
    } finally {
      await alone.destroy()
    }
  })
})
