import { get, request } from 'node:http'
import { type Socket, connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PostInputSchema } from '#shared/schema/post.ts'
import { SEARCH_BUSY, SEARCH_GATE } from '../security/search-gate.ts'
import { createPost } from '../store/posts.ts'
import { Client, firstSignIn, postBody, startTestServer, type TestServer } from '../testing/test-server.ts'
import { SEARCH_LIMIT } from './posts.ts'

let server: TestServer
let admin: Client
let visitor: Client

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  visitor = new Client(server.url)
  await admin.login()
})
afterAll(() => server.destroy())

/** A GET as a browser revalidates (fetch() would add Cache-Control: no-cache to a conditional request). */
function conditionalGet(url: string, etag?: string): Promise<{ status: number; etag?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: etag ? { 'If-None-Match': etag } : {} }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, etag: response.headers.etag }))
    }).on('error', reject)
  })
}

/** One raw answer: status, headers as sent (Date aside: it changes by the second) and body bytes. */
function rawAnswer(url: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const { date: _date, ...headers } = response.headers
        resolve({ status: response.statusCode!, headers, body: Buffer.concat(chunks) })
      })
    })
      .on('error', reject)
      .end()
  })
}

async function create(overrides: Record<string, unknown> = {}) {
  const answer = await admin.post('/api/blog/posts', postBody(overrides))
  expect(answer.status, answer.text).toBe(201)
  return answer.json
}

describe('reading posts', () => {
  it('shows visitors published posts only, even when they ask for drafts', async () => {
    const draft = await create({ published: false, title: 'Secret draft' })
    for (const query of ['', '?published=false', '?published=true']) {
      const answer = await visitor.get(`/api/blog/posts${query}`)
      expect(answer.status).toBe(200)
      expect(answer.json.length).toBeGreaterThan(0)
      expect(answer.json.every((post: { published: boolean }) => post.published)).toBe(true)
      expect(answer.json.some((post: { id: string }) => post.id === draft.id)).toBe(false)
    }
  })

  it('gives the admin every post, drafts included, newest first', async () => {
    const draft = await create({ published: false })
    const answer = await admin.get('/api/blog/posts')
    expect(answer.json[0].id).toBe(draft.id)
    const keys = answer.json.map((post: { publishedAt: string | null; createdAt: string }) => post.publishedAt ?? post.createdAt)
    expect(keys).toEqual([...keys].sort().reverse())
    const drafts = await admin.get('/api/blog/posts?published=false')
    expect(drafts.json.every((post: { published: boolean }) => !post.published)).toBe(true)
  })

  it('filters by category, language and limit', async () => {
    await create({ category: 'Training', language: 'es' })
    const answer = await visitor.get('/api/blog/posts?published=true&category=Training&language=es&limit=1')
    expect(answer.json).toHaveLength(1)
    expect(answer.json[0]).toMatchObject({ category: 'Training', language: 'es' })
    const three = await visitor.get('/api/blog/posts?published=true&limit=3')
    expect(three.json).toHaveLength(3)
  })

  it('pages with limit and offset, and says in X-Total-Count how many posts match', async () => {
    for (const client of [visitor, admin]) {
      const all = await client.get('/api/blog/posts?published=true&limit=100')
      const total = Number(all.headers.get('x-total-count'))
      expect(total).toBe(all.json.length)
      expect(total).toBeGreaterThan(3)
      const second = await client.get('/api/blog/posts?published=true&limit=2&offset=2')
      expect(second.json.map((post: { id: string }) => post.id)).toEqual(all.json.slice(2, 4).map((post: { id: string }) => post.id))
      expect(second.headers.get('x-total-count')).toBe(String(total))
      const last = await client.get(`/api/blog/posts?published=true&limit=2&offset=${total - 1}`)
      expect(last.json).toHaveLength(1)
      const past = await client.get(`/api/blog/posts?published=true&limit=2&offset=${total}`)
      expect(past.json).toEqual([])
      expect(past.headers.get('x-total-count')).toBe(String(total))
    }
  })

  it.each(['limit=0', 'limit=101', 'limit=ten', 'language=fr', 'published=yes', 'offset=-1', 'offset=two'])(
    'answers 400 to the bad query %s',
    async (query) => {
      const answer = await visitor.get(`/api/blog/posts?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBeTruthy()
    },
  )

  it('finds a published post by slug and hides its Markdown source from visitors', async () => {
    const post = await create({ markdown: '# Hello\n\nSoft **brows**.', content: undefined })
    const answer = await visitor.get(`/api/blog/posts/${post.slug}`)
    expect(answer.status).toBe(200)
    expect(answer.json.title).toBe(post.title)
    expect(answer.json.markdown).toBeUndefined()
    expect((await admin.get(`/api/blog/posts/${post.slug}`)).json.markdown).toContain('Soft **brows**')
  })

  it('answers 404 to visitors for a draft and shows it to the admin for preview', async () => {
    const draft = await create({ published: false })
    expect((await visitor.get(`/api/blog/posts/${draft.slug}`)).status).toBe(404)
    const preview = await admin.get(`/api/blog/posts/${draft.slug}`)
    expect(preview.status).toBe(200)
    expect(preview.json.published).toBe(false)
  })

  it('tags the cached public list with an ETag, answers 304 to it, and a change gives a new one', async () => {
    const list = `${server.url}/api/blog/posts?published=true`
    const etag = (await conditionalGet(list)).etag
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await conditionalGet(list, etag)).status).toBe(304)
    await create({ title: 'A change to the list' })
    const changed = await conditionalGet(list, etag)
    expect(changed.status).toBe(200)
    expect(changed.etag).not.toBe(etag)
  })

  it('answers a repeated visitor read from memory with the very status, headers and bytes Express sent first', async () => {
    // An address nobody asked for yet: the first read goes through Express, which holds the answer for the next.
    const url = `${server.url}/api/blog/posts?published=true&limit=3`
    const first = await rawAnswer(url)
    const again = await rawAnswer(url)
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(again).toEqual(first)
  })

  it('answers HEAD of a held list with its headers and no body', async () => {
    const url = `${server.url}/api/blog/posts?limit=4`
    const full = await rawAnswer(url)
    const head = await rawAnswer(url, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers).toEqual(full.headers)
  })

  it('still shows a signed-in admin the drafts at an address whose visitor answer is held', async () => {
    const draft = await create({ published: false, title: 'Draft behind a held list' })
    const path = '/api/blog/posts?limit=50'
    await visitor.get(path)
    expect((await visitor.get(path)).json.some((post: { id: string }) => post.id === draft.id)).toBe(false)
    expect((await admin.get(path)).json.some((post: { id: string }) => post.id === draft.id)).toBe(true)
  })

  it("leaves each post's full HTML out of a visitor's list unless asked for with content=true", async () => {
    const post = await create({ content: '<p>A long article body.</p>' })
    const summary = (await visitor.get('/api/blog/posts?published=true')).json.find((other: { id: string }) => other.id === post.id)
    expect(summary).toMatchObject({ title: post.title, excerpt: post.excerpt, slug: post.slug })
    expect(summary).not.toHaveProperty('content')
    const full = (await visitor.get('/api/blog/posts?published=true&content=true')).json.find((other: { id: string }) => other.id === post.id)
    expect(full.content).toBe('<p>A long article body.</p>')
  })

  it('answers other spellings of a query (unknown parameters, another order) with the same list, held once', async () => {
    const canonical = await rawAnswer(`${server.url}/api/blog/posts?published=true&limit=5`)
    for (const variant of ['?limit=5&published=true', '?published=true&limit=5&utm_source=x', '?published=true&limit=5&x=1&y=2']) {
      const answer = await rawAnswer(`${server.url}/api/blog/posts${variant}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.etag).toBe(canonical.headers.etag)
    }
  })

  it('answers 404 JSON for an unknown slug', async () => {
    const answer = await visitor.get('/api/blog/posts/no-such-post')
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ error: 'Post not found' })
  })
})

describe('writing posts', () => {
  it('creates a post with a server-made id and timestamps, publishedAt set when published', async () => {
    const post = await create({ published: true })
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(post.createdAt).toBe(post.updatedAt)
    expect(post.publishedAt).toBe(post.createdAt)
    const draft = await create({ published: false })
    expect(draft.publishedAt).toBeNull()
  })

  it('renders Markdown to sanitized HTML content', async () => {
    const post = await create({ markdown: '## Aftercare\n\n- keep dry\n- no makeup', content: '' })
    expect(post.content).toContain('<h2>Aftercare</h2>')
    expect(post.content).toContain('<li>keep dry</li>')
  })

  it('rejects a post without title, excerpt or category with field messages', async () => {
    const answer = await admin.post('/api/blog/posts', postBody({ title: '', excerpt: '', category: '' }))
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.fields)).toEqual(expect.arrayContaining(['title', 'excerpt', 'category']))
  })

  it('rejects a category that does not exist with 400', async () => {
    const answer = await admin.post('/api/blog/posts', postBody({ category: 'Nail Art' }))
    expect(answer.status).toBe(400)
    expect(answer.json.error).toContain('Nail Art')
  })

  it.each(['Has Spaces', 'trailing-', 'UPPER', 'dots.in.slug'])('rejects the malformed slug "%s"', async (slug) => {
    expect((await admin.post('/api/blog/posts', postBody({ slug }))).status).toBe(400)
  })

  it('answers 409 to a duplicate slug on create and on update', async () => {
    const first = await create()
    const duplicate = await admin.post('/api/blog/posts', postBody({ slug: first.slug }))
    expect(duplicate.status).toBe(409)
    expect(duplicate.json.error).toContain(first.slug)
    const other = await create()
    expect((await admin.patch(`/api/blog/posts/${other.id}`, { slug: first.slug, updatedAt: other.updatedAt })).status).toBe(409)
  })

  it('updates a post, keeps its first publication date and changes updatedAt', async () => {
    const post = await create({ published: true })
    const unpublished = await admin.patch(`/api/blog/posts/${post.id}`, { published: false, updatedAt: post.updatedAt })
    const republished = await admin.patch(`/api/blog/posts/${post.id}`, { published: true, title: 'New title', updatedAt: unpublished.json.updatedAt })
    expect(republished.status).toBe(200)
    expect(republished.json.title).toBe('New title')
    expect(republished.json.publishedAt).toBe(post.publishedAt)
    expect(republished.json.updatedAt > unpublished.json.updatedAt).toBe(true)
  })

  it('changes only the fields a PATCH sends: a new title alone keeps the content, tags, language and publication', async () => {
    const post = await create({ published: true, language: 'es', tags: ['cejas'], metaTitle: 'Cejas' })
    const renamed = await admin.patch(`/api/blog/posts/${post.id}`, { title: 'Solo el título', updatedAt: post.updatedAt })
    expect(renamed.status).toBe(200)
    const { title, updatedAt, ...unchanged } = renamed.json
    const { title: _title, updatedAt: _updatedAt, ...before } = post
    expect(title).toBe('Solo el título')
    expect(unchanged).toEqual(before)
  })

  it('sets publishedAt when a draft is first published', async () => {
    const draft = await create({ published: false })
    const published = await admin.patch(`/api/blog/posts/${draft.id}`, { published: true, updatedAt: draft.updatedAt })
    expect(published.json.publishedAt).toBe(published.json.updatedAt)
  })

  it('answers 409 with the current version when the post changed since the editor loaded it', async () => {
    const post = await create()
    const first = await admin.patch(`/api/blog/posts/${post.id}`, { title: 'Edited in tab one', updatedAt: post.updatedAt })
    expect(first.status).toBe(200)
    const stale = await admin.patch(`/api/blog/posts/${post.id}`, { title: 'Edited in tab two', updatedAt: post.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json.fields.updatedAt).toBe(first.json.updatedAt)
    expect((await admin.get(`/api/blog/posts/${post.slug}`)).json.title).toBe('Edited in tab one')
  })

  it('names the colleague whose save came first in the 409, by their display name', async () => {
    const added = await admin.post('/api/admin/accounts', { username: 'camila-409', displayName: 'Camila Ortiz', role: 'editor' })
    expect(added.status, added.text).toBe(201)
    const camila = new Client(server.url)
    await firstSignIn(camila, 'camila-409', added.json.temporaryPassword)
    const post = await create()
    expect((await camila.patch(`/api/blog/posts/${post.id}`, { title: 'Camila’s edit', updatedAt: post.updatedAt })).status).toBe(200)
    const stale = await admin.patch(`/api/blog/posts/${post.id}`, { title: 'My edit', updatedAt: post.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json.fields.savedBy).toBe('Camila Ortiz')
  })

  it('answers 404 when updating or deleting a post that does not exist', async () => {
    expect((await admin.patch('/api/blog/posts/missing', { title: 'x', updatedAt: new Date().toISOString() })).status).toBe(404)
    expect((await admin.delete('/api/blog/posts/missing')).status).toBe(404)
  })

  it('deletes a post', async () => {
    const post = await create()
    const answer = await admin.delete(`/api/blog/posts/${post.id}`)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ ok: true })
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(404)
  })
})

describe('sanitizing content on every write', () => {
  const dirty = [
    '<p>Hi</p><script>alert(1)</script>',
    '<img src="x.png" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<a href="data:text/html,hi">data link</a>',
    '<img src="javascript:alert(1)">',
    '<iframe src="https://evil.example/embed"></iframe>',
    '<p onclick="steal()" style="position:fixed;top:0;color:#aa0000">styled</p>',
    '<svg><script>alert(1)</script></svg>',
    '<form action="https://evil.example"><input name="card"></form>',
  ].join('\n')
  const clean = [
    '<a href="https://example.com">web</a>',
    '<a href="mailto:hello@example.com">mail</a>',
    '<a href="tel:+17705550142">call</a>',
    '<a href="/booking">book</a>',
    '<img src="https://example.com/a.png" alt="a">',
    '<img src="data:image/png;base64,iVBORw0KGgo=" alt="b">',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://player.vimeo.com/video/12345"></iframe>',
  ].join('\n')

  function expectSafe(html: string) {
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|data:text|evil\.example|position:|<svg|<form|<input/i)
    expect(html).toContain('color:#aa0000')
    for (const kept of [
      'https://example.com"',
      'mailto:hello@example.com',
      'tel:+17705550142',
      'href="/booking"',
      'data:image/png',
      'youtube.com/embed/dQw4w9WgXcQ',
      'player.vimeo.com/video/12345',
    ]) {
      expect(html).toContain(kept)
    }
  }

  it('strips scripts, handlers, bad URLs and foreign iframes from HTML content on create', async () => {
    expectSafe((await create({ content: `${dirty}\n${clean}` })).content)
  })

  it('strips them from Markdown too, and on update', async () => {
    const post = await create()
    const updated = await admin.patch(`/api/blog/posts/${post.id}`, { markdown: `${dirty}\n\n${clean}`, updatedAt: post.updatedAt })
    expectSafe(updated.json.content)
  })

  it('refuses an update that does not say which version it was made from (428), and changes nothing', async () => {
    const post = await create({ title: 'Original title' })
    const blind = await admin.patch(`/api/blog/posts/${post.id}`, { title: 'Blind overwrite' })
    expect(blind.status).toBe(428)
    expect(blind.json.fields.updatedAt).toBeTruthy()
    expect((await admin.get(`/api/blog/posts/${post.slug}`)).json.title).toBe('Original title')
  })

  it("takes new HTML without Markdown as the post's source, so no stale Markdown is left behind", async () => {
    const post = await create({ markdown: '**Old** words' })
    expect(post.markdown).toBe('**Old** words')
    const updated = await admin.patch(`/api/blog/posts/${post.id}`, { content: '<p>New words</p>', updatedAt: post.updatedAt })
    expect(updated.status).toBe(200)
    expect(updated.json.content).toBe('<p>New words</p>')
    expect(updated.json).not.toHaveProperty('markdown')
    expect((await admin.get(`/api/blog/posts/${post.slug}`)).json).not.toHaveProperty('markdown')
  })

  it('previews exactly the sanitized HTML the site will show', async () => {
    const answer = await admin.post('/api/admin/preview', { markdown: '**bold**<script>x()</script>' })
    expect(answer.json.html.trim()).toBe('<p><strong>bold</strong></p>')
  })
})

/**
 * GETs sent at the very same moment, one connection each: every connection is open and taken by the server first
 * (it takes one a turn of its event loop), then every request is written in one go, so that the server reads them
 * all before it answers any. Answers in the order they came.
 */
async function sentTogether(server: TestServer, requests: Array<{ path: string; headers?: Record<string, string> }>) {
  const { hostname, port } = new URL(server.url)
  const sockets = await Promise.all(
    requests.map(
      () =>
        new Promise<Socket>((resolve, reject) =>
          connect(Number(port), hostname, function (this: Socket) {
            resolve(this)
          }).on('error', reject),
        ),
    ),
  )
  const taken = () => new Promise<number>((resolve, reject) => server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))))
  while ((await taken()) < requests.length) await new Promise((resolve) => setTimeout(resolve, 5))
  const answers: Array<{ index: number; status: number; retryAfter?: string; body: string }> = []
  const done = sockets.map(
    (socket, index) =>
      new Promise<void>((resolve, reject) => {
        let text = ''
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
        socket.on('error', reject)
        socket.on('end', () => {
          const [head = '', body = ''] = text.split('\r\n\r\n')
          answers.push({ index, status: Number(head.split(' ')[1]), retryAfter: /\r\nretry-after: (\d+)/i.exec(head)?.[1], body })
          resolve()
        })
      }),
  )
  requests.forEach(({ path, headers = {} }, index) => {
    const lines = Object.entries({ host: `${hostname}:${port}`, connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}`)
    sockets[index]!.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
  })
  await Promise.all(done)
  return answers
}

describe('searching', () => {
  beforeAll(async () => {
    await create({ title: 'Brow Mapping Secrets', tags: ['symmetry'], content: '<p>We measure with <strong>golden</strong> ratios.</p>' })
    await create({ title: 'Hidden Draft About Mapping', published: false })
  })

  it.each([
    ['a word of the title, in any case', 'bROW mAPPING'],
    ['a tag', 'SYMMETRY'],
    ['text inside the content HTML', 'golden ratios'],
  ])('finds published posts by %s', async (_label, q) => {
    const answer = await visitor.get(`/api/blog/search?q=${encodeURIComponent(q)}`)
    expect(answer.status).toBe(200)
    expect(answer.json.map((post: { title: string }) => post.title)).toContain('Brow Mapping Secrets')
  })

  it('never returns drafts, even to the admin', async () => {
    const answer = await admin.get('/api/blog/search?q=mapping')
    expect(answer.json.map((post: { title: string }) => post.title)).not.toContain('Hidden Draft About Mapping')
  })

  it('does not match HTML markup as if it were text', async () => {
    const answer = await visitor.get('/api/blog/search?q=strong')
    expect(answer.json.map((post: { title: string }) => post.title)).not.toContain('Brow Mapping Secrets')
  })

  it('answers 400 to an empty query', async () => {
    expect((await visitor.get('/api/blog/search?q=%20%20')).status).toBe(400)
    expect((await visitor.get('/api/blog/search')).status).toBe(400)
  })

  it("answers without each post's full HTML, and sees a new post at once (results are kept per store revision)", async () => {
    const before = await visitor.get('/api/blog/search?q=kept%20per%20revision')
    expect(before.json).toEqual([])
    await create({ title: 'Kept per revision', content: '<p>Long body</p>' })
    const after = await visitor.get('/api/blog/search?q=kept%20per%20revision')
    expect(after.json.map((post: { title: string }) => post.title)).toEqual(['Kept per revision'])
    expect(after.json[0]).not.toHaveProperty('content')
  })

  it('lets at most a few of 30 distinct searches over ten 100 KB posts run, refuses the rest with 429 and Retry-After, and answers a held page first', async () => {
    const own = await startTestServer({ TRUST_PROXY: 'loopback' })
    try {
      const paragraph = '<p>Healing brows take patience: the colour softens over four to six weeks, and the skin flakes &amp; settles.</p>\n'
      for (let index = 0; index < 10; index++) {
        const { markdown: _markdown, ...input } = PostInputSchema.parse(postBody({ content: paragraph.repeat(Math.ceil(100_000 / paragraph.length)) }))
        await createPost(own.store, { ...input, authorId: null, authorName: '' })
      }
      // The public list, read once: held in memory from then on, answered before Express.
      const held = '/api/blog/posts?published=true'
      expect((await new Client(own.url).get(held)).status).toBe(200)
      const searches = Array.from({ length: 30 }, (_, index) => ({
        path: `/api/blog/search?q=weeks-${index}`,
        headers: { 'x-forwarded-for': `10.4.0.${index + 1}` },
      }))
      const answers = await sentTogether(own, [...searches, { path: held }])

      const heldAnswer = answers.find((answer) => answer.index === searches.length)!
      const searched = answers.filter((answer) => answer.index < searches.length)
      const made = searched.filter((answer) => answer.status === 200)
      const refused = searched.filter((answer) => answer.status !== 200)
      expect(made.length).toBeGreaterThanOrEqual(1)
      expect(made.length).toBeLessThanOrEqual(SEARCH_GATE.underWay)
      for (const answer of refused) {
        expect(answer.status).toBe(429)
        expect(Number(answer.retryAfter)).toBeGreaterThan(0)
        expect(JSON.parse(answer.body)).toEqual({ error: SEARCH_BUSY })
      }
      // The held page did not wait for the searches: it was answered before the first of them.
      expect(heldAnswer.status).toBe(200)
      expect(answers.indexOf(heldAnswer)).toBeLessThan(answers.indexOf(made[0]!))
    } finally {
      await own.destroy()
    }
  })

  it('answers 429 past 60 searches a minute from one address, and other addresses still search', async () => {
    // Searches together may use the whole loop here: the one address's own limit is what is measured, not the share
    // of the loop all searches have (which a busy machine spends sooner: its own tests are below).
    const own = await startTestServer({ TRUST_PROXY: 'loopback', SEARCH_LOOP_SHARE: '100' })
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip })
      const client = new Client(own.url)
      for (let i = 0; i < SEARCH_LIMIT.attempts; i++) expect((await client.get(`/api/blog/search?q=brows${i}`, from('10.3.3.3'))).status).toBe(200)
      const blocked = await client.get('/api/blog/search?q=brows', from('10.3.3.3'))
      expect(blocked.status).toBe(429)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await client.get('/api/blog/search?q=brows', from('10.3.3.4'))).status).toBe(200)
    } finally {
      await own.destroy()
    }
  })
})
