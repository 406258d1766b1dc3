import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#shared/schema/audit.ts'
import type { Post } from '#shared/schema/post.ts'
import { ManualClock } from '../testing/manual-clock.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, type TestServer, createPost, postBody, startSignedIn, startTestServer } from '../testing/test-server.ts'

const DAY = 24 * 60 * 60 * 1000

let server: TestServer
let clock: ManualClock
let admin: Client
let visitor: Client

beforeAll(async () => {
  clock = new ManualClock(Date.now())
  ;({ server, admin, visitor } = await startSignedIn({ postClock: clock }))
})
afterAll(() => server.destroy())

const create = (overrides: Record<string, unknown> = {}) => createPost(admin, overrides)

async function trash(post: Post): Promise<void> {
  const answer = await admin.delete(`/api/blog/posts/${post.id}`)
  expect(answer.status, answer.text).toBe(200)
}

async function lastAudit(): Promise<AuditEntry> {
  return ((await admin.get('/api/admin/audit?type=post&limit=1')).json as AuditEntry[])[0]!
}

const ids = (posts: { id: string }[]) => posts.map((post) => post.id)

describe('deleting a post moves it to Trash', () => {
  it('is gone from the public API, search, sitemap and RSS at once, and kept in the store with deletedAt', async () => {
    const post = await create({ title: 'Brow mapping explained zebra' })
    // Read first, so that every answer held in memory is there to be dropped.
    expect(ids((await visitor.get('/api/blog/posts')).json)).toContain(post.id)
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(200)
    expect(ids((await visitor.get('/api/blog/search?q=zebra')).json)).toContain(post.id)
    expect((await visitor.get('/sitemap.xml')).text).toContain(post.slug)
    expect((await visitor.get('/rss.xml')).text).toContain(post.slug)

    await trash(post)

    expect(ids((await visitor.get('/api/blog/posts')).json)).not.toContain(post.id)
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(404)
    expect(ids((await visitor.get('/api/blog/search?q=zebra')).json)).not.toContain(post.id)
    expect((await visitor.get('/sitemap.xml')).text).not.toContain(post.slug)
    expect((await visitor.get('/rss.xml')).text).not.toContain(post.slug)
    // Staff neither: their list is of posts, Trash has its own.
    expect(ids((await admin.get('/api/blog/posts')).json)).not.toContain(post.id)
    expect((await admin.get(`/api/blog/posts/${post.slug}`)).status).toBe(404)

    const kept = server.store.data.posts.find((candidate) => candidate.id === post.id)
    expect(kept?.deletedAt).toEqual(expect.any(String))
    const inTrash = (await admin.get('/api/blog/trash')).json as Post[]
    expect(inTrash.find((candidate) => candidate.id === post.id)).toMatchObject({ title: post.title, deletedAt: kept!.deletedAt })
    expect(await lastAudit()).toMatchObject({ action: 'trashed', target: { type: 'post', id: post.id } })
  })

  it('keeps Trash for staff only, and refuses to change a post in Trash', async () => {
    const post = await create()
    await trash(post)
    expect((await visitor.get('/api/blog/trash')).status).toBe(401)
    expect((await visitor.post(`/api/blog/posts/${post.id}/restore`)).status).toBe(401)
    expect((await visitor.delete(`/api/blog/trash/${post.id}`)).status).toBe(401)
    const edit = await admin.patch(`/api/blog/posts/${post.id}`, { title: 'Changed', updatedAt: post.updatedAt })
    expect(edit.status).toBe(404)
    expect(edit.json.error).toMatch(/in Trash: restore it/)
    expect((await admin.delete(`/api/blog/posts/${post.id}`)).status).toBe(404) // already there
  })

  it('keeps the slug of a post in Trash reserved: a new post with it gets 409 saying what to do', async () => {
    const post = await create()
    await trash(post)
    const taken = await admin.post('/api/blog/posts', postBody({ slug: post.slug }))
    expect(taken.status).toBe(409)
    expect(taken.json.fields.slug).toBe('A post in Trash uses this slug: restore it or delete it for good')
    const other = await create()
    const moved = await admin.patch(`/api/blog/posts/${other.id}`, { slug: post.slug, updatedAt: other.updatedAt })
    expect(moved.status).toBe(409)
    expect(moved.json.fields.slug).toMatch(/in Trash/)
  })
})

describe('a category used only by a post in Trash', () => {
  it('cannot be deleted (the post comes back with it), and the refusal says the post is in Trash', async () => {
    const category = (await admin.post('/api/blog/categories', { name: 'Lash lift', slug: 'lash-lift', description: '' })).json
    const post = await create({ category: 'Lash lift' })
    await trash(post)
    const refused = await admin.delete(`/api/blog/categories/${category.id}`)
    expect(refused.status).toBe(409)
    expect(refused.json.error).toMatch(/1 post uses the category "Lash lift" \(in Trash\)/)
  })
})

describe('restoring a post', () => {
  it('brings it back as it was, on the site at once', async () => {
    const post = await create({ tags: ['brows'], published: true })
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(200)
    await trash(post)
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(404)

    const restored = await admin.post(`/api/blog/posts/${post.id}/restore`)
    expect(restored.status, restored.text).toBe(200)
    expect(restored.json).toEqual({ ...post, deletedAt: null })
    expect((await visitor.get(`/api/blog/posts/${post.slug}`)).status).toBe(200)
    expect(ids((await visitor.get('/api/blog/posts')).json)).toContain(post.id)
    expect(ids((await admin.get('/api/blog/trash')).json)).not.toContain(post.id)
    expect(await lastAudit()).toMatchObject({ action: 'restored', target: { id: post.id } })
    // Not in Trash any more: nothing to restore.
    expect((await admin.post(`/api/blog/posts/${post.id}/restore`)).status).toBe(404)
  })

  it('answers 409 on the slug field, changing nothing, when another post has its slug', async () => {
    // The slug is reserved while in Trash, so only data from elsewhere (a hand-edited or merged db.json) can hold
    // this: the server started on such a folder must still never bring back two posts at one address.
    const dir = await tempDirs('studio-trash-clash-')()
    const first = await startTestServer({}, dir)
    const client = new Client(first.url)
    await client.login()
    const post = (await client.post('/api/blog/posts', postBody({ title: 'The one in Trash' }))).json as Post
    expect((await client.delete(`/api/blog/posts/${post.id}`)).status).toBe(200)
    await first.close()
    const db = JSON.parse(await readFile(join(dir, 'db.json'), 'utf8'))
    db.posts.push({ ...post, id: 'clash', title: 'The newer one', deletedAt: null })
    await writeFile(join(dir, 'db.json'), JSON.stringify(db))

    const second = await startTestServer({}, dir)
    try {
      const staff = new Client(second.url)
      await staff.login()
      const before = JSON.stringify(second.store.data.posts)
      const refused = await staff.post(`/api/blog/posts/${post.id}/restore`)
      expect(refused.status).toBe(409)
      expect(refused.json.fields.slug).toMatch(/“The newer one” uses this slug now/)
      expect(JSON.stringify(second.store.data.posts)).toBe(before)
      expect(ids((await staff.get('/api/blog/trash')).json)).toEqual([post.id])
    } finally {
      await second.destroy()
    }
  })
})

describe('deleting a post for good', () => {
  it('removes a post in Trash from the store, and refuses a post not in Trash', async () => {
    const post = await create()
    expect((await admin.delete(`/api/blog/trash/${post.id}`)).status).toBe(404)
    expect(server.store.data.posts.some((candidate) => candidate.id === post.id)).toBe(true)
    await trash(post)
    const gone = await admin.delete(`/api/blog/trash/${post.id}`)
    expect(gone.status, gone.text).toBe(200)
    expect(server.store.data.posts.some((candidate) => candidate.id === post.id)).toBe(false)
    expect(await lastAudit()).toMatchObject({ action: 'deleted', target: { id: post.id }, details: 'for good, from Trash' })
    // Its slug is free again.
    await create({ slug: post.slug })
  })

  it('happens on its own 30 days after a post went to Trash, and not before', async () => {
    const post = await create()
    await trash(post)
    const trashedAt = Date.parse(server.store.data.posts.find((candidate) => candidate.id === post.id)!.deletedAt!)
    clock.advance(trashedAt + 30 * DAY - 1 - clock.now())
    await server.posts.idle()
    expect(ids((await admin.get('/api/blog/trash')).json)).toContain(post.id)
    clock.advance(1)
    await server.posts.idle()
    expect(server.store.data.posts.some((candidate) => candidate.id === post.id)).toBe(false)
    expect(await lastAudit()).toMatchObject({
      action: 'deleted',
      actor: null,
      address: 'server',
      target: { id: post.id },
      details: 'for good, after 30 days in Trash',
    })
  })

  it('happens at start for posts whose 30 days ran out while the server was stopped', async () => {
    const dir = await tempDirs('studio-trash-expiry-')()
    const first = await startTestServer({}, dir)
    const client = new Client(first.url)
    await client.login()
    const old = (await client.post('/api/blog/posts', postBody())).json as Post
    const young = (await client.post('/api/blog/posts', postBody())).json as Post
    await client.delete(`/api/blog/posts/${old.id}`)
    await client.delete(`/api/blog/posts/${young.id}`)
    await first.close()
    const db = JSON.parse(await readFile(join(dir, 'db.json'), 'utf8'))
    for (const post of db.posts) if (post.id === old.id) post.deletedAt = new Date(Date.now() - 31 * DAY).toISOString()
    await writeFile(join(dir, 'db.json'), JSON.stringify(db))

    const second = await startTestServer({}, dir)
    try {
      expect(second.store.data.posts.some((post) => post.id === old.id)).toBe(false)
      expect(second.store.data.posts.some((post) => post.id === young.id)).toBe(true)
    } finally {
      await second.destroy()
    }
  })
})
