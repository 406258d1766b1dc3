import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PASSWORD_CHANGE_REQUIRED } from '#shared/schema/auth.ts'
import { INVITE_EXPIRED, INVITE_NOT_VALID } from '../store/users.ts'
import { MailInbox } from '../testing/mail-inbox.ts'
import { ADMIN, Client, type TestServer, firstSignIn, postBody, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let owner: Client

// Sign-ins are limited per address (server/security/sign-in-guard.ts): each one here comes from its own.
let address = 0
const fresh = () => ({ 'x-forwarded-for': `10.17.${Math.floor(++address / 250)}.${address % 250}` })

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://belleza.example' })
  owner = new Client(server.url)
  await owner.post('/api/admin/login', ADMIN, fresh())
})
afterAll(() => server.destroy())
afterEach(() => vi.useRealTimers())

let count = 0
const unique = (name: string) => `${name}-${++count}`

interface InviteAnswer {
  account: { id: string; username: string; displayName: string; invitedUntil: string | null; mustChangePassword: boolean }
  link: string | null
  expiresAt: string
  emailedTo: string | null
  emailProblem: string | null
}

async function invite(fields: Record<string, unknown> = {}): Promise<InviteAnswer> {
  const answer = await owner.post('/api/admin/invites', { username: unique('camila'), displayName: 'Camila Ortiz', role: 'editor', ...fields })
  expect(answer.status, answer.text).toBe(201)
  return answer.json as InviteAnswer
}

/** The token of a link: it rides in the fragment, never in the address the server sees. */
const tokenOf = (link: string) => new URL(link).hash.slice(1)

const accept = (client: Client, token: string, password = 'brows at dawn 2026', displayName = 'Camila Ortiz') =>
  client.post('/api/admin/invites/accept', { token, displayName, password }, fresh())

describe('inviting with a one-time link', () => {
  it('shows the link once; it opens the invitation and lets the person choose a password and a name, signed in at once', async () => {
    const invited = await invite()
    expect(invited.link).toMatch(/^https:\/\/belleza\.example\/admin\/invite#[\w-]{43}$/)
    expect(invited.emailedTo).toBeNull()
    expect(Date.parse(invited.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000)
    expect(invited.account.invitedUntil).toBe(invited.expiresAt)
    const token = tokenOf(invited.link!)

    const person = new Client(server.url)
    const opened = await person.post('/api/admin/invites/open', { token })
    expect(opened.json).toEqual({ username: invited.account.username, displayName: 'Camila Ortiz', expiresAt: invited.expiresAt })

    const joined = await accept(person, token, 'brows at dawn 2026', 'Camila O.')
    expect(joined.status, joined.text).toBe(200)
    expect(joined.json.user).toMatchObject({ username: invited.account.username, displayName: 'Camila O.', mustChangePassword: false })
    expect((await person.get('/api/admin/inquiries')).status).toBe(200)

    const listed = (await owner.get('/api/admin/accounts')).json as InviteAnswer['account'][]
    expect(listed.find((account) => account.id === invited.account.id)).toMatchObject({ displayName: 'Camila O.', invitedUntil: null })
    const again = new Client(server.url)
    expect((await again.post('/api/admin/login', { username: invited.account.username, password: 'brows at dawn 2026' }, fresh())).status).toBe(200)
  })

  it('works once: the same link, used again, is refused with 404 and changes nothing', async () => {
    const invited = await invite()
    const token = tokenOf(invited.link!)
    expect((await accept(new Client(server.url), token)).status).toBe(200)

    const stranger = new Client(server.url)
    const reopened = await stranger.post('/api/admin/invites/open', { token })
    expect(reopened.status).toBe(404)
    expect(reopened.json.error).toBe(INVITE_NOT_VALID)
    const reused = await accept(stranger, token, 'someone else entirely')
    expect(reused.status).toBe(404)
    expect((await stranger.get('/api/admin/check-auth')).status).toBe(401)
    const signIn = await stranger.post('/api/admin/login', { username: invited.account.username, password: 'someone else entirely' }, fresh())
    expect(signIn.status).toBe(401)
  })

  it('expires after 7 days (410); a new link from the owner works and the old one stops', async () => {
    const invited = await invite()
    const first = tokenOf(invited.link!)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(invited.expiresAt) + 60_000 })
    const late = new Client(server.url)
    const opened = await late.post('/api/admin/invites/open', { token: first })
    expect(opened.status).toBe(410)
    expect(opened.json.error).toBe(INVITE_EXPIRED)
    expect((await accept(late, first)).status).toBe(410)
    vi.useRealTimers()

    const renewed = await owner.post(`/api/admin/accounts/${invited.account.id}/invite`, {})
    expect(renewed.status, renewed.text).toBe(200)
    const second = tokenOf((renewed.json as InviteAnswer).link!)
    expect(second).not.toBe(first)
    expect((await late.post('/api/admin/invites/open', { token: first })).status).toBe(404)
    expect((await accept(late, second)).status).toBe(200)
    // Joined: a new invitation is refused, the owner resets the password instead.
    expect((await owner.post(`/api/admin/accounts/${invited.account.id}/invite`, {})).status).toBe(409)
  })

  it('keeps only a hash of the link in the data folder', async () => {
    const invited = await invite()
    const token = tokenOf(invited.link!)
    const stored = JSON.stringify(server.store.data.users.find((user) => user.id === invited.account.id))
    expect(stored).toContain('tokenHash')
    expect(stored).not.toContain(token)
    const files = await Promise.all(['db.json'].map((file) => readFile(join(server.dataDir, file), 'utf8').catch(() => '')))
    expect(files.join('')).not.toContain(token)
  })

  it('refuses a link that is not one, and a weak password, with 400', async () => {
    expect((await new Client(server.url).post('/api/admin/invites/open', { token: 'short' })).status).toBe(400)
    const invited = await invite()
    const weak = await accept(new Client(server.url), tokenOf(invited.link!), 'password123')
    expect(weak.status).toBe(400)
    expect(weak.json.fields.password).toMatch(/too common/)
  })

  it('is the owner’s: an editor gets 403 on inviting, renewing and the invitation options', async () => {
    const added = await owner.post('/api/admin/accounts', { username: unique('editor'), displayName: 'Bea', role: 'editor' })
    const editor = new Client(server.url)
    await firstSignIn(editor, added.json.account.username, added.json.temporaryPassword, fresh())
    expect((await editor.post('/api/admin/invites', { username: unique('x'), displayName: 'X' })).status).toBe(403)
    expect((await editor.post(`/api/admin/accounts/${added.json.account.id}/invite`, {})).status).toBe(403)
    expect((await editor.get('/api/admin/invite-options')).status).toBe(403)
    expect((await owner.get('/api/admin/invite-options')).json).toEqual({ byEmail: false, days: 7 })
  })
})

describe('a temporary password', () => {
  async function withTemporaryPassword() {
    const added = await owner.post('/api/admin/accounts', { username: unique('temp'), displayName: 'Diana Ruiz', role: 'editor' })
    expect(added.status).toBe(201)
    expect(added.json.account.mustChangePassword).toBe(true)
    return added.json as { account: { id: string; username: string }; temporaryPassword: string }
  }

  it('signs in, but every other console call is refused with 403 and a code until a password of one’s own is chosen; the session goes on', async () => {
    const { account, temporaryPassword } = await withTemporaryPassword()
    const editor = new Client(server.url)
    const signedIn = await editor.post('/api/admin/login', { username: account.username, password: temporaryPassword }, fresh())
    expect(signedIn.json.user.mustChangePassword).toBe(true)
    expect((await editor.get('/api/admin/check-auth')).json.user.mustChangePassword).toBe(true)

    for (const [method, path, body] of [
      ['GET', '/api/admin/inquiries'],
      ['POST', '/api/blog/posts', postBody()],
      ['PATCH', '/api/admin/account', { displayName: 'Di' }],
      ['POST', '/api/admin/password', { currentPassword: temporaryPassword, newPassword: 'a password of my own' }],
    ] as const) {
      const refused = await editor.request(method, path, body)
      expect(refused.status, `${method} ${path}`).toBe(403)
      expect(refused.json.code, `${method} ${path}`).toBe(PASSWORD_CHANGE_REQUIRED)
    }
    // Read as a visitor meanwhile: no drafts.
    const draft = await owner.post('/api/blog/posts', postBody({ published: false, title: 'Hidden draft' }))
    const listed = (await editor.get('/api/blog/posts?published=false')).json as { id: string }[]
    expect(listed.some((post) => post.id === draft.json.id)).toBe(false)

    const same = await editor.post('/api/admin/password/choose', { newPassword: temporaryPassword })
    expect(same.status).toBe(400)
    const chosen = await editor.post('/api/admin/password/choose', { newPassword: 'a password of my own' })
    expect(chosen.status, chosen.text).toBe(200)
    expect(chosen.json.user.mustChangePassword).toBe(false)
    expect((await editor.get('/api/admin/inquiries')).status).toBe(200)
    // Once is enough: afterwards a change needs the current password.
    expect((await editor.post('/api/admin/password/choose', { newPassword: 'yet another password' })).status).toBe(403)
  })

  it('comes back after the owner resets the password', async () => {
    const { account, temporaryPassword } = await withTemporaryPassword()
    await firstSignIn(new Client(server.url), account.username, temporaryPassword, fresh())
    const reset = await owner.post(`/api/admin/accounts/${account.id}/reset-password`)
    expect(reset.json.account.mustChangePassword).toBe(true)
    const editor = new Client(server.url)
    await editor.post('/api/admin/login', { username: account.username, password: reset.json.temporaryPassword }, fresh())
    expect((await editor.get('/api/admin/inquiries')).json.code).toBe(PASSWORD_CHANGE_REQUIRED)
  })
})

describe('one’s own display name', () => {
  it('is changed by each person and becomes the top bar’s name, the byline, the trail’s and the collision’s “saved by”', async () => {
    const added = await owner.post('/api/admin/accounts', { username: unique('eva'), displayName: 'eva', role: 'editor' })
    const editor = new Client(server.url)
    await firstSignIn(editor, added.json.account.username, added.json.temporaryPassword, fresh())
    const post = await editor.post('/api/blog/posts', postBody())
    const renamed = await editor.patch('/api/admin/account', { displayName: 'Eva Morales' })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.json.displayName).toBe('Eva Morales')
    expect((await editor.get('/api/admin/check-auth')).json.user.displayName).toBe('Eva Morales')
    expect((await editor.get(`/api/blog/posts/${post.json.slug}`)).json.authorName).toBe('Eva Morales')

    const saved = await editor.patch(`/api/blog/posts/${post.json.id}`, { ...postBody({ slug: post.json.slug }), updatedAt: post.json.updatedAt })
    expect(saved.status, saved.text).toBe(200)
    const stale = await owner.patch(`/api/blog/posts/${post.json.id}`, { ...postBody({ slug: post.json.slug }), updatedAt: post.json.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json.fields.savedBy).toBe('Eva Morales')
    const trail = (await owner.get('/api/admin/audit')).json as { actor: { name: string } | null; action: string }[]
    expect(trail.some((entry) => entry.actor?.name === 'Eva Morales' && entry.action === 'changed')).toBe(true)

    expect((await editor.patch('/api/admin/account', { displayName: '  ' })).status).toBe(400)
  })
})

describe('inviting by email', () => {
  it('emails the link when SMTP is set, and shows it only when sending failed', async () => {
    const inbox = await MailInbox.start()
    const mailing = await startTestServer({ TRUST_PROXY: 'loopback', SMTP_URL: inbox.url, NOTIFY_EMAIL: 'owner@belleza.example' })
    try {
      const studioOwner = new Client(mailing.url)
      await studioOwner.post('/api/admin/login', ADMIN, fresh())
      expect((await studioOwner.get('/api/admin/invite-options')).json.byEmail).toBe(true)
      const sent = await studioOwner.post('/api/admin/invites', { username: 'lucia', displayName: 'Lucía', email: 'lucia@example.com' })
      expect(sent.status, sent.text).toBe(201)
      expect(sent.json).toMatchObject({ link: null, emailedTo: 'lucia@example.com', emailProblem: null })
      expect(inbox.messages).toHaveLength(1)
      expect(inbox.messages[0]!.to).toEqual(['lucia@example.com'])
      const link = inbox.messages[0]!.text.match(/https?:\/\/\S+\/admin\/invite#[\w-]{43}/)?.[0]
      expect(link).toBeDefined()
      expect((await accept(new Client(mailing.url), tokenOf(link!), 'brows at dawn 2026', 'Lucía')).status).toBe(200)

      inbox.refuse = { code: 550, message: 'No such mailbox' }
      const failed = await studioOwner.post('/api/admin/invites', { username: 'marta', displayName: 'Marta', email: 'marta@example.com' })
      expect(failed.json.emailedTo).toBeNull()
      expect(failed.json.emailProblem).toMatch(/No such mailbox/)
      expect(failed.json.link).toMatch(/\/admin\/invite#/)
    } finally {
      await mailing.destroy()
      await inbox.close()
    }
  })
})
