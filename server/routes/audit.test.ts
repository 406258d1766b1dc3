import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#shared/schema/audit.ts'
import type { GalleryItem } from '#shared/schema/gallery.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { OWNER_ONLY } from '../security/session.ts'
import { openStore } from '../store/store.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { imageForm, phoneJpeg } from '../testing/test-images.ts'
import { ADMIN, Client, type TestServer, firstSignIn, postBody, startTestServer } from '../testing/test-server.ts'

let server: TestServer
let owner: Client
let ownerActor: { id: string; name: string }

// Every request comes from its own address (TRUST_PROXY=loopback believes X-Forwarded-For from the test itself), so
// each entry's address is known, and the sign-in guard's per-address limits never interfere.
let requests = 0
function from(): { address: string; headers: Record<string, string> } {
  requests += 1
  const address = `10.17.${Math.floor(requests / 250)}.${requests % 250}`
  return { address, headers: { 'x-forwarded-for': address } }
}

/** Every password any test types or is given: none may reach the trail or the store's files in clear. */
const passwordsUsed = [ADMIN.password]

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' })
  owner = new Client(server.url)
  const login = await owner.post('/api/admin/login', ADMIN, from().headers)
  expect(login.status, login.text).toBe(200)
  ownerActor = { id: login.json.user.id, name: 'admin' }
})
afterAll(() => server.destroy())

async function trail(query = ''): Promise<AuditEntry[]> {
  const answer = await owner.get(`/api/admin/audit${query}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.json as AuditEntry[]
}

/** The entries about one record, newest first, as [action, address, details]. */
async function historyOf(id: string): Promise<[string, string, string | undefined][]> {
  return (await trail('?limit=500')).filter((entry) => entry.target?.id === id).map((entry) => [entry.action, entry.address, entry.details])
}

async function ok<T = any>(answer: Promise<{ status: number; text: string; json: any }>, status = 200): Promise<T> {
  const { status: got, text, json } = await answer
  expect(got, text).toBe(status)
  return json as T
}

async function anEditor(username: string, displayName: string) {
  const created = await ok(owner.post('/api/admin/accounts', { username, displayName, role: 'editor' }, from().headers), 201)
  passwordsUsed.push(created.temporaryPassword)
  const editor = new Client(server.url)
  // The first sign-in chooses a password of one's own (recorded as a password change).
  const password = await firstSignIn(editor, username, created.temporaryPassword, from().headers)
  passwordsUsed.push(password)
  return { editor, account: created.account as { id: string; displayName: string }, password }
}

describe('the audit trail', () => {
  it('records a post created, changed (naming the parts), published, unpublished, trashed, restored and deleted for good: who, what, from where', async () => {
    const [a, b, c, d, e, f, g] = [from(), from(), from(), from(), from(), from(), from()]
    const post = await ok(owner.post('/api/blog/posts', postBody({ title: 'Healing week by week', published: false }), a.headers), 201)
    const changed = await ok(
      owner.patch(`/api/blog/posts/${post.id}`, { title: 'Healing, week by week', excerpt: 'What to expect.', updatedAt: post.updatedAt }, b.headers),
    )
    const published = await ok(owner.patch(`/api/blog/posts/${post.id}`, { published: true, updatedAt: changed.updatedAt }, c.headers))
    await ok(owner.patch(`/api/blog/posts/${post.id}`, { published: false, updatedAt: published.updatedAt }, d.headers))
    await ok(owner.delete(`/api/blog/posts/${post.id}`, e.headers))
    await ok(owner.post(`/api/blog/posts/${post.id}/restore`, undefined, f.headers))
    await ok(owner.delete(`/api/blog/posts/${post.id}`, e.headers))
    await ok(owner.delete(`/api/blog/trash/${post.id}`, g.headers))

    expect(await historyOf(post.id)).toEqual([
      ['deleted', g.address, 'for good, from Trash'],
      ['trashed', e.address, undefined],
      ['restored', f.address, undefined],
      ['trashed', e.address, undefined],
      ['unpublished', d.address, undefined],
      ['published', c.address, undefined],
      ['changed', b.address, 'title, excerpt'],
      ['created', a.address, 'draft'],
    ])
    const [deleted] = await trail('?limit=1&type=post')
    expect(deleted).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: ownerActor,
      action: 'deleted',
      target: { type: 'post', id: post.id, label: 'Healing, week by week' },
      address: g.address,
      details: 'for good, from Trash',
    })
  })

  it('records a category created, renamed and deleted, with its old name', async () => {
    const [a, b, c] = [from(), from(), from()]
    const category = await ok(owner.post('/api/blog/categories', { name: 'Lash Lift', slug: 'lash-lift', description: '' }, a.headers), 201)
    await ok(
      owner.patch(`/api/blog/categories/${category.id}`, { name: 'Lash Lifts', slug: 'lash-lifts', description: '', updatedAt: category.updatedAt }, b.headers),
    )
    await ok(owner.delete(`/api/blog/categories/${category.id}`, c.headers))
    expect(await historyOf(category.id)).toEqual([
      ['deleted', c.address, undefined],
      ['changed', b.address, 'name (was “Lash Lift”), address'],
      ['created', a.address, undefined],
    ])
    expect((await trail('?type=category&limit=1'))[0]).toMatchObject({ actor: ownerActor, target: { type: 'category', label: 'Lash Lifts' } })
  })

  it('records images uploaded, described and deleted, and gallery items created, changed, published, reordered and deleted', async () => {
    // Three files of their own: the same file again would be the library's image, not an upload.
    const photo = () => phoneJpeg({ width: 300, height: 200 })
    const [up1, up2, alt] = [from(), from(), from()]
    const before = (await ok(owner.post('/api/upload/image', imageForm(await photo(), 'before.jpg', 'image/jpeg'), up1.headers), 201)).imageUrl as string
    const after = (await ok(owner.post('/api/upload/image', imageForm(await photo(), 'after.jpg', 'image/jpeg'), up2.headers), 201)).imageUrl as string
    const spare = (await ok(owner.post('/api/upload/image', imageForm(await photo(), 'spare.jpg', 'image/jpeg'), from().headers), 201)).imageUrl as string
    const spareName = spare.slice('/uploads/'.length)
    await ok(owner.patch(`/api/admin/images/${spareName}`, { alt: 'Brows, healed' }, alt.headers))
    const gone = from()
    await ok(owner.delete(`/api/admin/images/${spareName}`, gone.headers))
    expect(await historyOf(before.slice('/uploads/'.length))).toEqual([['uploaded', up1.address, undefined]])
    expect(await historyOf(spareName)).toEqual([
      ['deleted', gone.address, undefined],
      ['changed', alt.address, 'description (alt text)'],
      ['uploaded', expect.any(String), undefined],
    ])
    expect((await trail('?type=image&limit=1'))[0]!.target).toEqual({ type: 'image', id: spareName, label: 'spare.jpg' })

    const pair = {
      kind: 'before-after',
      service: 'microblading',
      beforeImage: before,
      afterImage: after,
      caption: { en: 'Soft strokes, healed', es: 'Trazos suaves, sanados' },
      alt: { en: 'Brows before and after', es: 'Cejas antes y después' },
      consent: true,
      published: false,
    }
    const [a, b, c, d] = [from(), from(), from(), from()]
    const item = await ok<GalleryItem>(owner.post('/api/gallery', pair, a.headers), 201)
    const other = await ok<GalleryItem>(
      owner.post('/api/gallery', { ...pair, caption: { en: 'Ombré, fresh', es: 'Ombré, recién hecho' } }, from().headers),
      201,
    )
    const captioned = await ok<GalleryItem>(
      owner.patch(
        `/api/gallery/${item.id}`,
        { caption: { en: 'Soft strokes, six weeks', es: 'Trazos suaves, seis semanas' }, updatedAt: item.updatedAt },
        b.headers,
      ),
    )
    await ok(owner.patch(`/api/gallery/${item.id}`, { published: true, updatedAt: captioned.updatedAt }, c.headers))
    const ids = (await ok<GalleryItem[]>(owner.get('/api/gallery'))).map((entry) => entry.id)
    const reorder = from()
    await ok(owner.put('/api/gallery/order', { ids: [...ids].reverse() }, reorder.headers))
    await ok(owner.delete(`/api/gallery/${item.id}`, d.headers))
    await ok(owner.delete(`/api/gallery/${other.id}`, from().headers))

    expect(await historyOf(item.id)).toEqual([
      ['deleted', d.address, undefined],
      ['published', c.address, undefined],
      ['changed', b.address, 'caption'],
      ['created', a.address, 'draft'],
    ])
    const reordered = (await trail('?type=gallery&limit=500')).find((entry) => entry.action === 'reordered')
    expect(reordered).toMatchObject({ actor: ownerActor, address: reorder.address, target: { type: 'gallery', id: null }, details: '2 items moved' })
  })

  it('records a settings save, naming the parts that changed', async () => {
    const { updatedAt: _, ...settings } = await ok<StudioSettings>(owner.get('/api/studio'))
    const [a, b] = [from(), from()]
    const team = settings.team.map((artist, index) => (index === 0 ? { ...artist, name: `${artist.name} Ruiz` } : artist))
    const policies = { ...settings.policies, deposit: { en: 'A $100 deposit holds your time.', es: 'Un depósito de $100 reserva su hora.' } }
    await ok(owner.put('/api/admin/studio', { ...settings, team, policies }, a.headers))
    await ok(owner.put('/api/admin/studio', { ...settings, team, policies, phone: '(404) 555-0188' }, b.headers))
    const [phone, teamAndPolicies] = await trail('?type=settings&limit=2')
    expect(phone).toMatchObject({ action: 'changed', actor: ownerActor, address: b.address, target: { type: 'settings', id: null }, details: 'studio' })
    expect(teamAndPolicies).toMatchObject({ address: a.address, details: 'team, policies' })
  })

  it('records accounts created, changed, given a role, disabled, enabled, reset and removed, and a password changed by its owner', async () => {
    const { editor, account, password } = await anEditor('bea', 'Bea Ruiz')
    const newPassword = 'a new sentence for Bea'
    passwordsUsed.push(newPassword)
    const own = from()
    await ok(editor.post('/api/admin/password', { currentPassword: password, newPassword }, own.headers))

    const [rename, role, disable, enable, reset, remove] = [from(), from(), from(), from(), from(), from()]
    await ok(owner.patch(`/api/admin/accounts/${account.id}`, { displayName: 'Beatriz Ruiz' }, rename.headers))
    await ok(owner.patch(`/api/admin/accounts/${account.id}`, { role: 'owner' }, role.headers))
    await ok(owner.patch(`/api/admin/accounts/${account.id}`, { disabled: true }, disable.headers))
    await ok(owner.patch(`/api/admin/accounts/${account.id}`, { disabled: false }, enable.headers))
    passwordsUsed.push((await ok(owner.post(`/api/admin/accounts/${account.id}/reset-password`, undefined, reset.headers))).temporaryPassword)
    await ok(owner.delete(`/api/admin/accounts/${account.id}`, remove.headers))

    const history = (await trail('?type=account&limit=500')).filter((entry) => entry.target?.id === account.id)
    expect(history.map((entry) => [entry.action, entry.actor?.name, entry.address, entry.target?.label, entry.details])).toEqual([
      ['deleted', 'admin', remove.address, 'Beatriz Ruiz', undefined],
      ['password-reset', 'admin', reset.address, 'Beatriz Ruiz', undefined],
      ['enabled', 'admin', enable.address, 'Beatriz Ruiz', undefined],
      ['disabled', 'admin', disable.address, 'Beatriz Ruiz', undefined],
      ['role-changed', 'admin', role.address, 'Beatriz Ruiz', 'editor → owner'],
      ['changed', 'admin', rename.address, 'Beatriz Ruiz', 'name (was “Bea Ruiz”)'],
      ['password-changed', 'Bea Ruiz', own.address, 'Bea Ruiz', undefined],
      ['password-changed', 'Bea Ruiz', expect.any(String), 'Bea Ruiz', undefined],
      ['created', 'admin', expect.any(String), 'Bea Ruiz', 'editor, username “bea”'],
    ])
  })

  it('records sign-ins, sign-outs and failed sign-ins with the username tried; an unknown username has no account', async () => {
    const { account, password } = await anEditor('carla', 'Carla Díaz')
    const carla = new Client(server.url)
    const [inside, out, wrong, unknown] = [from(), from(), from(), from()]
    passwordsUsed.push('not her password at all', 'guessing-hard-123')
    await ok(carla.post('/api/admin/login', { username: 'carla', password: 'not her password at all' }, wrong.headers), 401)
    await ok(carla.post('/api/admin/login', { username: '  nobody-here  ', password: 'guessing-hard-123' }, unknown.headers), 401)
    await ok(carla.post('/api/admin/login', { username: 'CARLA', password }, inside.headers))
    await ok(carla.post('/api/admin/logout', undefined, out.headers))

    const sessions = await trail('?type=session&limit=4')
    const carlaActor = { id: account.id, name: 'Carla Díaz' }
    expect(sessions.map(({ actor, action, target, address }) => ({ actor, action, target, address }))).toEqual([
      { actor: carlaActor, action: 'signed-out', target: { type: 'session', id: account.id, label: 'carla' }, address: out.address },
      { actor: carlaActor, action: 'signed-in', target: { type: 'session', id: account.id, label: 'carla' }, address: inside.address },
      { actor: null, action: 'sign-in-failed', target: { type: 'session', id: null, label: 'nobody-here' }, address: unknown.address },
      { actor: carlaActor, action: 'sign-in-failed', target: { type: 'session', id: account.id, label: 'carla' }, address: wrong.address },
    ])
  })

  it('does not record a sign-in the guard refused before checking it (429): a flood adds nothing', async () => {
    const address = from()
    const count = async () => (await trail('?type=session&limit=500')).filter((entry) => entry.address === address.address).length
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await ok(new Client(server.url).post('/api/admin/login', { username: 'admin', password: 'wrong password here' }, address.headers), 401)
    }
    await ok(new Client(server.url).post('/api/admin/login', { username: 'admin', password: 'wrong password here' }, address.headers), 429)
    expect(await count()).toBe(5)
  })

  it('is the owner’s alone: 401 without a session, 403 for an editor', async () => {
    expect((await new Client(server.url).get('/api/admin/audit')).status).toBe(401)
    const { editor } = await anEditor('dora', 'Dora Paz')
    const refused = await editor.get('/api/admin/audit')
    expect(refused.status).toBe(403)
    expect(refused.json).toEqual({ error: OWNER_ONLY })
  })

  it('answers newest first in pages (before, limit), filtered by kind and person, and refuses a bad query with 400', async () => {
    const all = await trail('?limit=500')
    const times = all.map((entry) => Date.parse(entry.at))
    expect(times).toEqual([...times].sort((x, y) => y - x))
    expect(all.length).toBeGreaterThan(40)
    expect(await trail()).toHaveLength(Math.min(100, all.length))

    const first = await trail('?limit=10')
    const second = await trail(`?limit=10&before=${encodeURIComponent(first.at(-1)!.at)}`)
    expect([...first, ...second]).toEqual(all.slice(0, 20))

    expect((await trail('?type=category&limit=500')).every((entry) => entry.target?.type === 'category')).toBe(true)
    const { account, editor } = await anEditor('elena', 'Elena Gil')
    await ok(editor.post('/api/blog/categories', { name: 'Henna Brows', slug: 'henna-brows', description: '' }, from().headers), 201)
    expect((await trail(`?actor=${account.id}`)).map((entry) => entry.action)).toEqual(['created', 'password-changed', 'signed-in'])

    for (const query of ['?limit=501', '?limit=0', '?type=inquiry', '?before=yesterday']) {
      const answer = await owner.get(`/api/admin/audit${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.json).toEqual({ error: expect.any(String), fields: expect.any(Object) })
    }
  })

  it('holds no password, no post text and no visitor’s email, neither in its answers nor anywhere in the store’s files', async () => {
    await ok(
      new Client(server.url).post('/api/contact', { firstName: 'Vera', lastName: 'Luz', email: 'vera.luz@example.com', message: 'Hello' }, from().headers),
      201,
    )
    const answer = JSON.stringify(await trail('?limit=500'))
    for (const secret of [...passwordsUsed, 'Day one: bold', 'vera.luz@example.com']) expect(answer).not.toContain(secret)

    await server.store.update(() => {}) // the writes so far are on disk
    const files = (await readFile(join(server.dataDir, 'db.json'), 'utf8')) + (await readFile(join(server.dataDir, 'db.journal'), 'utf8').catch(() => ''))
    for (const password of passwordsUsed) expect(files).not.toContain(password)
  })
})

describe('the audit trail across a restart', () => {
  const tempDir = tempDirs('studio-audit-restart-')

  it('starts without the entries that passed 90 days while the server was stopped', async () => {
    const dir = await tempDir()
    const store = await openStore(dir)
    const day = 24 * 60 * 60 * 1000
    const entry = (id: string, age: number): AuditEntry => ({
      id,
      at: new Date(Date.now() - age).toISOString(),
      actor: { id: 'ana', name: 'Ana López' },
      action: 'published',
      target: { type: 'post', id: 'p', label: 'Healing week by week' },
      address: '203.0.113.7',
    })
    await store.update((tx) => {
      tx.put('audit', entry('expired', 91 * day))
      tx.put('audit', entry('recent', 10 * day))
    })
    await store.close()

    const restarted = await startTestServer({}, dir)
    try {
      const client = new Client(restarted.url)
      await client.login()
      const ids = ((await client.get('/api/admin/audit')).json as AuditEntry[]).map((kept) => kept.id)
      expect(ids).toContain('recent')
      expect(ids).not.toContain('expired')
      expect(restarted.store.data.audit.some((kept) => kept.id === 'expired')).toBe(false)
    } finally {
      await restarted.destroy()
    }
  })
})
