import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#shared/schema/audit.ts'
import type { Post } from '#shared/schema/post.ts'
import { ManualClock } from '../testing/manual-clock.ts'
import { type Client, type TestServer, createPost, startSignedIn } from '../testing/test-server.ts'

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

async function stored(id: string): Promise<Post | undefined> {
  const all = (await admin.get('/api/blog/posts')).json as Post[]
  return all.find((post) => post.id === id)
}

async function auditFor(id: string): Promise<AuditEntry[]> {
  const entries = (await admin.get('/api/admin/audit?type=post&limit=500')).json as AuditEntry[]
  return entries.filter((entry) => entry.target?.id === id)
}

const bulk = (body: unknown, client = admin) => client.post('/api/blog/posts/bulk', body)

describe('POST /api/blog/posts/bulk', () => {
  it('publishes drafts in one call: publishedAt set once, a schedule cleared, each audited as a single publish', async () => {
    const draft = await create({ published: false })
    const scheduled = await create({ published: false, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() })
    const already = await create({ published: true })

    const answer = await bulk({ action: 'publish', ids: [draft.id, scheduled.id, already.id] })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json).toEqual({ updated: 2, unchanged: 1, failed: [] })

    const published = (await stored(draft.id))!
    expect(published.published).toBe(true)
    expect(published.publishedAt).not.toBeNull()
    expect(published.updatedAt > draft.updatedAt).toBe(true)
    const wasScheduled = (await stored(scheduled.id))!
    expect(wasScheduled.published).toBe(true)
    expect(wasScheduled.scheduledAt).toBeNull()
    expect((await stored(already.id))!.updatedAt).toBe(already.updatedAt) // left as it was
    expect((await visitor.get(`/api/blog/posts/${draft.slug}`)).status).toBe(200)

    const [entry] = await auditFor(draft.id)
    expect(entry).toMatchObject({ action: 'published', actor: { name: 'admin' }, target: { type: 'post', id: draft.id } })

    // Unpublished and published again: the first publication date stays.
    expect((await bulk({ action: 'unpublish', ids: [draft.id] })).json).toEqual({ updated: 1, unchanged: 0, failed: [] })
    expect((await bulk({ action: 'publish', ids: [draft.id] })).json).toEqual({ updated: 1, unchanged: 0, failed: [] })
    expect((await stored(draft.id))!.publishedAt).toBe(published.publishedAt)
  })

  it('unpublishes: the posts leave the site at once; a scheduled draft loses its schedule; a draft is unchanged', async () => {
    const live = await create({ published: true })
    const scheduled = await create({ published: false, scheduledAt: new Date(Date.now() + 86_400_000).toISOString() })
    const draft = await create({ published: false })
    expect((await visitor.get(`/api/blog/posts/${live.slug}`)).status).toBe(200)
    // Read first, so that the visitors' list held in memory is there to be dropped.
    expect((await visitor.get('/api/blog/posts')).json.map((post: Post) => post.id)).toContain(live.id)

    const answer = await bulk({ action: 'unpublish', ids: [live.id, scheduled.id, draft.id] })
    expect(answer.json).toEqual({ updated: 2, unchanged: 1, failed: [] })
    expect((await visitor.get(`/api/blog/posts/${live.slug}`)).status).toBe(404)
    expect((await visitor.get('/api/blog/posts')).json.map((post: Post) => post.id)).not.toContain(live.id)
    expect((await stored(live.id))!.publishedAt).toBe(live.publishedAt)
    expect((await stored(scheduled.id))!.scheduledAt).toBeNull()
    expect((await auditFor(live.id))[0]).toMatchObject({ action: 'unpublished' })
    expect((await auditFor(scheduled.id))[0]).toMatchObject({ action: 'changed', details: 'schedule cancelled' })
  })

  it('keeps a revision of each post it publishes or unpublishes, as a save in the editor does (decision 014)', async () => {
    const draft = await create({ published: false })
    const saves = async () => (await admin.get(`/api/blog/posts/${draft.id}/revisions`)).json as { published: boolean; author: { name: string } }[]
    expect(await saves()).toHaveLength(1)
    await bulk({ action: 'publish', ids: [draft.id] })
    await expect.poll(async () => (await saves()).length).toBe(2)
    expect((await saves())[0]).toMatchObject({ published: true, author: { name: 'admin' } })
  })

  it('moves posts to Trash and names unknown ids and posts already in Trash, while the others still change', async () => {
    const first = await create()
    const second = await create({ published: false })
    const answer = await bulk({ action: 'trash', ids: [first.id, 'no-such-post', second.id, first.id] })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ updated: 2, unchanged: 0, failed: [{ id: 'no-such-post', error: 'Post not found' }] })

    const trash = (await admin.get('/api/blog/trash')).json as Post[]
    expect(trash.map((post) => post.id)).toEqual(expect.arrayContaining([first.id, second.id]))
    expect((await visitor.get(`/api/blog/posts/${first.slug}`)).status).toBe(404)
    expect((await auditFor(first.id))[0]).toMatchObject({ action: 'trashed' })

    const again = await bulk({ action: 'publish', ids: [first.id] })
    expect(again.json).toEqual({ updated: 0, unchanged: 0, failed: [{ id: first.id, error: 'This post is in Trash' }] })
  })

  it('answers 401 without a session and changes nothing', async () => {
    const post = await create({ published: false })
    const answer = await bulk({ action: 'publish', ids: [post.id] }, visitor)
    expect(answer.status).toBe(401)
    expect((await stored(post.id))!.published).toBe(false)
  })

  it('answers 400 for a bad action, no ids, or more than 100 ids', async () => {
    const post = await create({ published: false })
    const tooMany = Array.from({ length: 101 }, (_, index) => `id-${index}`)
    for (const body of [{ action: 'delete', ids: [post.id] }, { action: 'publish', ids: [] }, { action: 'publish', ids: tooMany }, { action: 'publish' }]) {
      const answer = await bulk(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.json.error).toBeTruthy()
    }
    expect((await bulk({ action: 'publish', ids: tooMany.slice(0, 100) })).json.failed).toHaveLength(100)
    expect((await stored(post.id))!.published).toBe(false)
  })
})
