import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { draftKey, parseDraft } from '#shared/admin/forms/autosave.ts'
import { ApiError } from '#shared/api/api-error.ts'
import { ADMIN, Client, postBody, startTestServer, type TestServer } from '../../server/testing/test-server.ts'
import { createCookieJarFetch } from './cookie-jar-fetch.ts'
import { createDesktopCore, type CoreEvent, type DesktopCore } from './desktop-core.ts'

// desktop/core in Node against the real server; the cookie jar file stands in for Electron's
// persistent session partition.

/** A 1×1 PNG. */
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))

let server: TestServer
const folders: string[] = []
const open: DesktopCore[] = []

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'loopback' })
})
afterEach(async () => {
  await Promise.all(open.splice(0).map((core) => core.close()))
})
afterAll(async () => {
  await server.destroy()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'studio-desktop-'))
  folders.push(folder)
  return folder
}

/** A core as the app starts one: its data folder, and a fetch whose cookies live in a file in it. */
async function startCore(dataDir: string): Promise<DesktopCore & { events: CoreEvent[] }> {
  const fetch = await createCookieJarFetch(join(dataDir, 'cookies.json'))
  const core = await createDesktopCore({ dataDir, fetch, healthRetry: { firstMs: 40, maxMs: 200 }, timeouts: { requestMs: 5_000 } })
  open.push(core)
  const events: CoreEvent[] = []
  core.subscribe((event) => events.push(event))
  return Object.assign(core, { events })
}

async function signedInCore(url = server.url): Promise<DesktopCore & { events: CoreEvent[]; dataDir: string }> {
  const dataDir = await dataFolder()
  const core = await startCore(dataDir)
  await core.connect(url)
  await core.api.login(ADMIN)
  return Object.assign(core, { dataDir })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 8_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** A closed port on this machine: nothing answers there. */
async function deadPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('connect', () => {
  it('checks that a studio server answers at the address, then remembers it across restarts', async () => {
    const dataDir = await dataFolder()
    const core = await startCore(dataDir)
    expect(core.settings()).toEqual({ serverUrl: null })
    expect(core.status().state).toBe('not-connected')

    const typed = server.url.replace('http://', '') + '/admin/' // what someone may paste
    await expect(core.connect(typed)).resolves.toEqual({ serverUrl: server.url })
    expect(core.status()).toMatchObject({ state: 'online', serverUrl: server.url, problem: null })
    expect(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'))).toMatchObject({ serverUrl: server.url })

    await core.close()
    const again = await startCore(dataDir)
    expect(again.settings()).toEqual({ serverUrl: server.url })
  })

  it('says clearly when nothing answers, and keeps the previous address', async () => {
    const core = await startCore(await dataFolder())
    await core.connect(server.url)
    const port = await deadPort()

    const refused = await failure(core.connect(`http://127.0.0.1:${port}`))
    expect(refused.status).toBe(0)
    expect(refused.error).toBe(`No answer from http://127.0.0.1:${port}: the connection was refused (is the server running?)`)
    expect(core.settings().serverUrl).toBe(server.url)

    const typo = await failure(core.connect('ftp://studio.example'))
    expect(typo.status).toBe(400)
    expect(typo.error).toBe('The address must start with http:// or https://')
  })

  it('refuses a plain-http address of another computer unless staff accepted it unencrypted, and asks nothing of it before', async () => {
    // The connect screen asks first (tests/e2e/desktop.spec.ts); the core holds the rule too, whoever calls it.
    const asked: string[] = []
    const core = await createDesktopCore({
      dataDir: await dataFolder(),
      fetch: async (input) => {
        asked.push(String(input instanceof Request ? input.url : input))
        return Response.json({ ok: true, service: 'belleza-studio' })
      },
    })
    open.push(core)

    const refused = await failure(core.connect('http://192.168.1.20:3000'))
    expect(refused.status).toBe(400)
    expect(refused.error).toBe('Use an https:// address, or tick “I understand” to connect without encryption.')
    expect(refused.fields).toEqual({ serverUrl: refused.error })
    expect(asked).toEqual([])
    expect(core.settings().serverUrl).toBeNull()

    await expect(core.connect('http://192.168.1.20:3000', { acceptUnencrypted: true })).resolves.toEqual({ serverUrl: 'http://192.168.1.20:3000' })
    await expect(core.connect('https://studio.example')).resolves.toEqual({ serverUrl: 'https://studio.example' })
    expect(asked).toEqual(['http://192.168.1.20:3000/api/health', 'https://studio.example/api/health'])
  })

  it('sends nothing to a plain-http address saved before the warning existed until staff accept it, and remembers the acceptance', async () => {
    const dataDir = await dataFolder()
    // settings.json as a version before the plain-http warning wrote it: the address of another computer, over plain http.
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ version: 1, serverUrl: 'http://192.168.1.20:3000', window: null }))
    const asked: string[] = []
    const fetch = async (input: RequestInfo | URL) => {
      asked.push(String(input instanceof Request ? input.url : input))
      return Response.json({ ok: true, service: 'belleza-studio' })
    }
    const start = async () => {
      const core = await createDesktopCore({ dataDir, fetch })
      open.push(core)
      return core
    }

    const upgraded = await start()
    expect(upgraded.settings()).toEqual({ serverUrl: null, unacceptedServerUrl: 'http://192.168.1.20:3000' })
    expect(upgraded.status().state).toBe('not-connected')
    expect((await failure(upgraded.api.checkAuth())).error).toBe('Choose the studio server first.')
    expect(asked).toEqual([])

    await upgraded.connect('http://192.168.1.20:3000', { acceptUnencrypted: true })
    expect(upgraded.settings()).toEqual({ serverUrl: 'http://192.168.1.20:3000' })
    await upgraded.close()
    asked.length = 0
    const accepted = await start()
    expect(accepted.settings()).toEqual({ serverUrl: 'http://192.168.1.20:3000' })
    await expect.poll(() => asked).toEqual(['http://192.168.1.20:3000/api/health'])

    // Another server forgets the acceptance: coming back to the plain-http one asks again.
    await accepted.connect('https://studio.example')
    expect(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8'))).toMatchObject({ serverUrl: 'https://studio.example', unencryptedAccepted: null })
  })

  it('says when the address answers but is not the studio server', async () => {
    const other: Server = createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    try {
      const core = await startCore(await dataFolder())
      const wrong = await failure(core.connect(otherUrl))
      expect(wrong.status).toBe(502)
      expect(wrong.error).toContain('is not the studio server')
      expect(core.settings().serverUrl).toBeNull()
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })

  it('connects to a studio server whose disk refuses writes (its health answers 503 with its name)', async () => {
    const readOnly: Server = createServer((_req, res) =>
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, service: 'belleza-studio', store: { writable: false } })),
    )
    await new Promise<void>((resolve) => readOnly.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(readOnly.address() as AddressInfo).port}`
    try {
      const core = await startCore(await dataFolder())
      await expect(core.connect(url)).resolves.toEqual({ serverUrl: url })
    } finally {
      await new Promise((resolve) => readOnly.close(resolve))
    }
  })

  it('refuses API calls before a server is chosen, without calling anything', async () => {
    const core = await startCore(await dataFolder())
    const error = await failure(core.api.listPosts())
    expect(error.error).toBe('Choose the studio server first.')
  })
})

describe('session', () => {
  it('signs in, and stays signed in across a restart of the core until logout', async () => {
    const core = await signedInCore()
    await expect(core.api.checkAuth()).resolves.toEqual({
      authenticated: true,
      user: { id: expect.any(String), username: ADMIN.username, displayName: ADMIN.username, role: 'owner', mustChangePassword: false },
    })

    // The app quits and starts again: same data folder, same cookie file.
    await core.close()
    const restarted = await startCore(core.dataDir)
    await expect(restarted.api.checkAuth()).resolves.toMatchObject({ authenticated: true })

    await expect(restarted.api.logout()).resolves.toEqual({ ok: true })
    expect((await failure(restarted.api.checkAuth())).status).toBe(401)
    await restarted.close()
    const afterLogout = await startCore(core.dataDir)
    expect((await failure(afterLogout.api.checkAuth())).status).toBe(401)
    // The cookie file holds no session any more; the device cookie stays (this app is still one that signed in).
    const kept = JSON.parse(await readFile(join(core.dataDir, 'cookies.json'), 'utf8')).cookies.map((cookie: { key: string }) => cookie.key)
    expect(kept).toEqual(['studio_device'])
  })

  it('signs in as a known device after a restart, even from an address where strangers’ guesses locked the account out', async () => {
    const own = await startTestServer({ TRUST_PROXY: 'loopback' })
    try {
      const core = await signedInCore(own.url)
      await core.api.logout()
      await core.close()
      // Strangers on the same address (the studio's own network, say) fail as the owner until it is locked out.
      for (let i = 0; i < 5; i++) await new Client(own.url).post('/api/admin/login', { username: ADMIN.username, password: `guess ${i}` })
      expect((await new Client(own.url).post('/api/admin/login', ADMIN)).status).toBe(429)

      const restarted = await startCore(core.dataDir)
      await restarted.connect(own.url)
      await expect(restarted.api.login(ADMIN)).resolves.toMatchObject({ ok: true })
    } finally {
      await own.destroy()
    }
  })

  it('gives the server’s own message for a wrong password', async () => {
    const core = await startCore(await dataFolder())
    await core.connect(server.url)
    const wrong = await failure(core.api.login({ username: ADMIN.username, password: 'not the password at all' }))
    expect(wrong.status).toBe(401)
    expect(wrong.error).toBeTruthy()
  })
})

describe('every operation through the core', () => {
  it('reads, creates, updates and deletes posts; a stale update is a 409 for the editor, not a queued save', async () => {
    const core = await signedInCore()
    const posts = await core.api.listPosts()
    expect(posts.length).toBeGreaterThan(0)
    expect((await core.api.listPosts({ published: true, limit: 2 })).length).toBeLessThanOrEqual(2)

    const created = await core.api.createPost(postBody({ published: false, markdown: '# Hello\n\nSoft **brows**.', content: undefined }))
    expect(created).toMatchObject({ published: false, content: expect.stringContaining('<strong>brows</strong>') })
    await expect(core.api.getPost(created.slug)).resolves.toMatchObject({ id: created.id, markdown: '# Hello\n\nSoft **brows**.' })

    const updated = await core.api.updatePost(created.id, { title: 'Healing, week by week', published: true, updatedAt: created.updatedAt })
    expect(updated).toMatchObject({ title: 'Healing, week by week', published: true, publishedAt: expect.any(String) })

    const stale = await failure(core.api.updatePost(created.id, { title: 'Old tab', updatedAt: created.updatedAt }))
    expect(stale.status).toBe(409)
    expect(stale.fields?.updatedAt).toBe(updated.updatedAt)
    expect(core.status().queue).toEqual([])

    await expect(core.api.deletePost(created.id)).resolves.toEqual({ ok: true })
    expect((await failure(core.api.getPost(created.slug))).status).toBe(404)
  })

  it('pages the admin’s posts list with its total, and bulk-unpublishes', async () => {
    const core = await signedInCore()
    const [first, second] = [await core.api.createPost(postBody({ title: 'Wombatpage one' })), await core.api.createPost(postBody({ title: 'Wombatpage two' }))]
    const page = await core.api.listPostsPage({ q: 'wombatpage', sort: 'title', limit: 1, offset: 1 })
    expect(page.total).toBe(2)
    expect(page.posts.map((post) => post.id)).toEqual([second.id])
    expect(page.posts[0]).not.toHaveProperty('content')
    await expect(core.api.bulkUpdatePosts({ action: 'unpublish', ids: [first.id, second.id, 'gone'] })).resolves.toEqual({
      updated: 2,
      unchanged: 0,
      failed: [{ id: 'gone', error: 'Post not found' }],
    })
    expect((await core.api.listPostsPage({ q: 'wombatpage', published: false })).total).toBe(2)
  })

  it('reads, creates, updates and deletes categories', async () => {
    const core = await signedInCore()
    const before = await core.api.listCategories()
    const created = await core.api.createCategory({ name: 'Lash Lift', slug: 'lash-lift', description: 'Curl without extensions.' })
    expect(await core.api.listCategories()).toHaveLength(before.length + 1)
    await expect(
      core.api.updateCategory(created.id, { name: 'Lash Lifts', slug: 'lash-lifts', description: '', updatedAt: created.updatedAt }),
    ).resolves.toMatchObject({
      name: 'Lash Lifts',
    })
    expect((await failure(core.api.createCategory({ name: 'Lash Lifts', slug: 'lash-lifts' }))).status).toBe(409)
    await expect(core.api.deleteCategory(created.id)).resolves.toEqual({ ok: true })
  })

  it('lists inquiries, marks one replied, and announces only the ones not seen before', async () => {
    const core = await signedInCore()
    const visitor = new Client(server.url)
    const send = (firstName: string) =>
      visitor.post(
        '/api/contact',
        { firstName, lastName: 'García', email: 'ana@example.com', phone: '', service: 'microblading', message: 'Hola' },
        { 'x-forwarded-for': `10.7.0.${firstName.length}` },
      )
    expect((await send('Ana')).status).toBe(201)

    // The first look at a server only takes note.
    await expect(core.checkInquiries()).resolves.toEqual([])
    expect((await send('Beatriz')).status).toBe(201)
    const fresh = await core.checkInquiries()
    expect(fresh).toEqual([expect.objectContaining({ name: 'Beatriz García', service: 'microblading' })])
    expect(core.events).toContainEqual({ type: 'new-inquiries', inquiries: fresh })
    await expect(core.checkInquiries()).resolves.toEqual([])

    // Remembered on disk: a restart does not announce them again.
    await core.close()
    const restarted = await startCore(core.dataDir)
    await expect(restarted.checkInquiries()).resolves.toEqual([])

    const [newest] = await restarted.api.listInquiries()
    expect(newest).toMatchObject({ firstName: 'Beatriz', status: 'new' })
    await expect(restarted.api.setInquiryStatus(newest!.id, { status: 'replied', updatedAt: newest!.updatedAt })).resolves.toMatchObject({
      status: 'replied',
      history: [expect.objectContaining({ kind: 'status', status: 'replied' })],
    })
  })

  it('previews Markdown as the site will show it', async () => {
    const core = await signedInCore()
    const { html } = await core.api.previewContent('Soft **brows** <script>alert(1)</script>')
    expect(html).toContain('<strong>brows</strong>')
    expect(html).not.toContain('<script')
  })

  it('uploads an image that the server then serves', async () => {
    const core = await signedInCore()
    const { imageUrl } = await core.api.uploadImage({ name: 'brows.png', type: 'image/png', bytes: PNG })
    expect(imageUrl).toMatch(/^\/uploads\/[\w-]+\.png$/)
    const served = await fetch(`${server.url}${imageUrl}`)
    expect(served.status).toBe(200)
    // Served as a PNG; not byte for byte, since the server strips metadata on upload.
    expect(served.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await served.arrayBuffer()).subarray(0, 4)]).toEqual([...PNG.subarray(0, 4)])

    const notAnImage = await failure(core.api.uploadImage({ name: 'notes.png', type: 'image/png', bytes: new TextEncoder().encode('hello') }))
    expect(notAnImage.status).toBe(415)
  })

  it('changes the password (and the session that changed it stays signed in)', async () => {
    const own = await startTestServer({}, undefined)
    try {
      const core = await signedInCore(own.url)
      await expect(core.api.changePassword({ currentPassword: ADMIN.password, newPassword: 'a brand new passphrase' })).resolves.toEqual({ ok: true })
      await expect(core.api.checkAuth()).resolves.toMatchObject({ authenticated: true })
      const wrong = await failure(core.api.changePassword({ currentPassword: ADMIN.password, newPassword: 'another passphrase!' }))
      expect(wrong.status).toBeGreaterThanOrEqual(400)
    } finally {
      await own.destroy()
    }
  })
})

describe('server unreachable', () => {
  it('says so clearly, keeps the draft and the save, and sends the save once the server is back', async () => {
    // A server of its own, stopped and started again on the same port and data folder.
    let own = await startTestServer({ TRUST_PROXY: 'loopback' })
    const { port, dataDir: serverData } = own
    const core = await signedInCore(own.url)
    const key = draftKey('post', 'new')
    const draft = JSON.stringify({ version: 1, kind: 'post', id: 'new', baseUpdatedAt: null, savedAt: new Date().toISOString(), values: {} })
    await core.drafts.backup(key, draft)

    await own.close()
    const body = postBody({ title: 'Written on the bus', published: true })
    const offline = await failure(core.api.createPost(body))
    expect(offline.status).toBe(0)
    const reason = `No answer from ${own.url}: the connection was refused (is the server running?)`
    expect(offline.error).toBe(`${reason}. The change is kept on this computer and sent when the server answers again.`)
    expect(core.status()).toMatchObject({
      state: 'offline',
      problem: reason,
      offlineSince: expect.any(String),
      queue: [expect.objectContaining({ operation: 'createPost', label: 'New post “Written on the bus”', state: 'waiting' })],
    })
    expect(core.events.some((event) => event.type === 'status' && event.status.state === 'offline')).toBe(true)
    // The draft stays where it was.
    expect((await core.drafts.list()).map((kept) => kept.key)).toEqual([key])

    // The same save again replaces the kept one: only the latest version is sent.
    await failure(core.api.createPost({ ...body, excerpt: 'Second try, still offline.' }))
    expect(core.status().queue).toHaveLength(1)

    // Retry while still down: still offline, still kept.
    expect((await core.retry()).state).toBe('offline')

    own = await startTestServer({ TRUST_PROXY: 'loopback', PORT: String(port) }, serverData)
    try {
      // The core asks /api/health on its own and sends what it kept. The queue's status is empty as soon as the save
      // leaves memory; the save-sent event follows once the queue file is written: wait for both (on a busy machine
      // that file write outlasted a getPost round trip, and the event was asserted before it came).
      await eventually(() => {
        expect(core.status()).toMatchObject({ state: 'online', queue: [] })
        expect(core.events).toContainEqual({ type: 'save-sent', save: expect.objectContaining({ operation: 'createPost' }) })
      })
      const sent = await core.api.getPost(body.slug)
      expect(sent).toMatchObject({ title: 'Written on the bus', excerpt: 'Second try, still offline.' })
      expect((await core.drafts.list()).map((kept) => kept.key)).toEqual([key])
    } finally {
      await own.destroy()
    }
  })

  it('does not keep a studio settings save for later: offline, it fails plainly and nothing is queued', async () => {
    const own = await startTestServer({ TRUST_PROXY: 'loopback' })
    const core = await signedInCore(own.url)
    const { updatedAt: _loaded, ...settings } = await core.api.getStudio()
    await expect(core.api.updateStudio({ ...settings, phone: '(404) 555-0199' })).resolves.toMatchObject({ phone: '(404) 555-0199' })

    await own.destroy()
    const offline = await failure(core.api.updateStudio({ ...settings, phone: '(404) 555-0123' }))
    expect(offline.status).toBe(0)
    expect(offline.error).not.toContain('kept on this computer')
    expect(core.status()).toMatchObject({ state: 'offline', queue: [] })
  })

  it('keeps queued saves across a restart of the app, and turns a 409 into a conflict with the draft offered back', async () => {
    let own = await startTestServer({ TRUST_PROXY: 'loopback' })
    const { port, dataDir: serverData } = own
    const core = await signedInCore(own.url)
    const post = await core.api.createPost(postBody({ title: 'Aftercare basics' }))
    // Someone else saves the post from the browser after this app loaded it.
    const colleague = new Client(own.url)
    await colleague.login()
    expect((await colleague.patch(`/api/blog/posts/${post.id}`, { title: 'Aftercare basics (edited in the browser)', updatedAt: post.updatedAt })).status).toBe(
      200,
    )

    await own.close()
    await failure(core.api.updatePost(post.id, { ...postBody({ slug: post.slug, title: 'My offline edit' }), updatedAt: post.updatedAt }))
    await failure(core.api.createPost(postBody({ title: 'A new one, offline' })))
    expect(core.status().queue.map((save) => save.operation)).toEqual(['updatePost', 'createPost'])

    // The app is closed while offline, and opened again later.
    await core.close()
    own = await startTestServer({ TRUST_PROXY: 'loopback', PORT: String(port) }, serverData)
    try {
      const restarted = await startCore(core.dataDir)
      await eventually(() => expect(restarted.status().queue.filter((save) => save.state === 'waiting')).toEqual([]))
      const [conflict] = restarted.status().queue
      expect(conflict).toMatchObject({ operation: 'updatePost', state: 'conflict', problem: expect.any(String) })
      // The new post went through; the edit did not overwrite the colleague's version.
      expect((await restarted.api.listPosts()).some((item) => item.title === 'A new one, offline')).toBe(true)
      expect((await restarted.api.getPost(post.slug)).title).toBe('Aftercare basics (edited in the browser)')
      // The offline edit is offered back in the editor as the admin's own draft of that post.
      const kept = await restarted.drafts.get(draftKey('post', post.id))
      const offered = parseDraft(kept?.json ?? null)
      expect(offered).toMatchObject({ kind: 'post', id: post.id, baseUpdatedAt: post.updatedAt, values: { title: 'My offline edit' } })
      expect(restarted.events).toContainEqual({ type: 'drafts-changed' })

      await restarted.discardQueuedSave(conflict!.id)
      expect(restarted.status().queue).toEqual([])
    } finally {
      await own.destroy()
    }
  })

  it('moves from a dead address to a live one', async () => {
    const dataDir = await dataFolder()
    const core = await startCore(dataDir)
    const port = await deadPort()
    await failure(core.connect(`http://127.0.0.1:${port}`))
    await core.connect(server.url)
    await core.api.login(ADMIN)
    await expect(core.api.checkAuth()).resolves.toMatchObject({ authenticated: true })
  })
})

describe('drafts kept on disk', () => {
  it('keeps one file per form, lists them newest first, and forgets a discarded one', async () => {
    const core = await startCore(await dataFolder())
    await core.drafts.backup('belleza-admin:draft:post:new', '{"a":1}')
    await new Promise((resolve) => setTimeout(resolve, 5))
    await core.drafts.backup('belleza-admin:draft:category:new', '{"b":2}')
    // Timestamps have millisecond resolution: space the saves so "newest" is well defined.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await core.drafts.backup('belleza-admin:draft:post:new', '{"a":2}') // the newer state of the same form

    const kept = await core.drafts.list()
    expect(kept.map((draft) => [draft.key, draft.json])).toEqual([
      ['belleza-admin:draft:post:new', '{"a":2}'],
      ['belleza-admin:draft:category:new', '{"b":2}'],
    ])
    await core.drafts.discard('belleza-admin:draft:post:new')
    expect((await core.drafts.list()).map((draft) => draft.key)).toEqual(['belleza-admin:draft:category:new'])
    await expect(core.drafts.backup('x', 'not json')).rejects.toThrow()
  })
})
