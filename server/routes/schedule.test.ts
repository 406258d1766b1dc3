import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '#shared/schema/audit.ts'
import type { Post } from '#shared/schema/post.ts'
import { ManualClock } from '../testing/manual-clock.ts'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, type TestServer, postBody, startSignedIn, startTestServer } from '../testing/test-server.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

let server: TestServer
let clock: ManualClock
let admin: Client
let visitor: Client

beforeAll(async () => {
  clock = new ManualClock(Date.now())
  ;({ server, admin, visitor } = await startSignedIn({ postClock: clock }))
})
afterAll(() => server.destroy())

const iso = (time: number) => new Date(time).toISOString()

async function schedule(at: number, overrides: Record<string, unknown> = {}): Promise<Post> {
  const answer = await admin.post('/api/blog/posts', postBody({ published: false, scheduledAt: iso(at), ...overrides }))
  expect(answer.status, answer.text).toBe(201)
  return answer.json
}

/** Moves the scheduler's time forward and waits for what its timer started. */
async function advance(ms: number): Promise<void> {
  clock.advance(ms)
  await server.posts.idle()
}

const isPublic = async (post: Post) => (await visitor.get(`/api/blog/posts/${post.slug}`)).status === 200
const stored = (post: Post) => server.store.data.posts.find((candidate) => candidate.id === post.id)!

describe('a scheduled post', () => {
  it('stays off the site until its time, then is published by the server within the minute, lists and feeds with it', async () => {
    const at = clock.now() + HOUR
    const post = await schedule(at, { title: 'Spring touch-up offers' })
    expect(post).toMatchObject({ published: false, scheduledAt: iso(at), publishedAt: null })
    expect((await visitor.get('/api/blog/posts')).json.map((one: Post) => one.id)).not.toContain(post.id)
    expect((await visitor.get('/rss.xml')).text).not.toContain(post.slug)

    await advance(HOUR - 1)
    expect(await isPublic(post)).toBe(false)
    await advance(1)
    expect(await isPublic(post)).toBe(true)
    expect(stored(post)).toMatchObject({ published: true, scheduledAt: null, publishedAt: iso(at) })
    expect((await visitor.get('/api/blog/posts')).json.map((one: Post) => one.id)).toContain(post.id)
    expect((await visitor.get('/rss.xml')).text).toContain(post.slug)
    expect((await visitor.get('/sitemap.xml')).text).toContain(post.slug)
    const [entry] = (await admin.get('/api/admin/audit?type=post&limit=1')).json as AuditEntry[]
    expect(entry).toMatchObject({ action: 'published', actor: null, address: 'server', details: 'as scheduled', target: { id: post.id } })
  })

  it('follows a schedule moved earlier or later', async () => {
    const earlier = await schedule(clock.now() + 2 * HOUR)
    const later = await schedule(clock.now() + HOUR)
    const movedEarlier = await admin.patch(`/api/blog/posts/${earlier.id}`, { scheduledAt: iso(clock.now() + 30 * MINUTE), updatedAt: earlier.updatedAt })
    expect(movedEarlier.status, movedEarlier.text).toBe(200)
    const movedLater = await admin.patch(`/api/blog/posts/${later.id}`, { scheduledAt: iso(clock.now() + 3 * HOUR), updatedAt: later.updatedAt })
    expect(movedLater.status, movedLater.text).toBe(200)

    await advance(30 * MINUTE)
    expect(await isPublic(earlier)).toBe(true)
    expect(await isPublic(later)).toBe(false)
    await advance(HOUR) // its first time passes: nothing
    expect(await isPublic(later)).toBe(false)
    await advance(90 * MINUTE)
    expect(await isPublic(later)).toBe(true)
  })

  it('is never published once unscheduled', async () => {
    const post = await schedule(clock.now() + HOUR)
    const answer = await admin.patch(`/api/blog/posts/${post.id}`, { scheduledAt: null, updatedAt: post.updatedAt })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.json.scheduledAt).toBeNull()
    await advance(2 * HOUR)
    expect(await isPublic(post)).toBe(false)
    expect(stored(post).published).toBe(false)
  })

  it('is never published once it went to Trash before its time, and comes back from Trash unscheduled when its time passed', async () => {
    const post = await schedule(clock.now() + HOUR)
    expect((await admin.delete(`/api/blog/posts/${post.id}`)).status).toBe(200)
    await advance(2 * HOUR)
    expect(stored(post).published).toBe(false)
    expect(await isPublic(post)).toBe(false)

    const restored = await admin.post(`/api/blog/posts/${post.id}/restore`)
    expect(restored.status, restored.text).toBe(200)
    expect(restored.json).toMatchObject({ published: false, scheduledAt: null })
    await advance(HOUR)
    expect(stored(post).published).toBe(false)
  })

  it('comes back from Trash still scheduled when its time is still to come', async () => {
    const at = clock.now() + 2 * HOUR
    const post = await schedule(at)
    await admin.delete(`/api/blog/posts/${post.id}`)
    await advance(HOUR)
    expect((await admin.post(`/api/blog/posts/${post.id}/restore`)).json.scheduledAt).toBe(iso(at))
    await advance(HOUR)
    expect(await isPublic(post)).toBe(true)
  })

  it('loses its schedule when published now', async () => {
    const post = await schedule(clock.now() + HOUR)
    const answer = await admin.patch(`/api/blog/posts/${post.id}`, { published: true, updatedAt: post.updatedAt })
    expect(answer.json).toMatchObject({ published: true, scheduledAt: null })
    const created = await admin.post('/api/blog/posts', postBody({ published: true, scheduledAt: iso(clock.now() + HOUR) }))
    expect(created.json).toMatchObject({ published: true, scheduledAt: null })
  })

  it('must be for a time still to come', async () => {
    const refused = await admin.post('/api/blog/posts', postBody({ published: false, scheduledAt: iso(Date.now() - MINUTE) }))
    expect(refused.status).toBe(400)
    expect(refused.json.fields.scheduledAt).toBe('Choose a date and time in the future')
    const bad = await admin.post('/api/blog/posts', postBody({ published: false, scheduledAt: 'next tuesday' }))
    expect(bad.status).toBe(400)
    expect(bad.json.fields.scheduledAt).toBeDefined()
  })

  it('never shows its schedule or Trash time to visitors', async () => {
    const post = await schedule(clock.now() + HOUR)
    await advance(HOUR)
    const seen = (await visitor.get(`/api/blog/posts/${post.slug}`)).json
    expect(seen).not.toHaveProperty('scheduledAt')
    expect(seen).not.toHaveProperty('deletedAt')
  })
})

describe('a schedule across a restart', () => {
  it('publishes at start a post whose time came while the server was stopped, and keeps the others waiting', async () => {
    const dir = await tempDirs('studio-schedule-restart-')()
    const first = await startTestServer({}, dir)
    const client = new Client(first.url)
    await client.login()
    const now = Date.now()
    const missed = (await client.post('/api/blog/posts', postBody({ published: false, scheduledAt: iso(now + HOUR) }))).json as Post
    const waiting = (await client.post('/api/blog/posts', postBody({ published: false, scheduledAt: iso(now + 3 * HOUR) }))).json as Post
    await first.close()

    const later = new ManualClock(now + 2 * HOUR)
    const second = await startTestServer({}, dir, { postClock: later })
    try {
      const find = (post: Post) => second.store.data.posts.find((candidate) => candidate.id === post.id)!
      expect(find(missed)).toMatchObject({ published: true, scheduledAt: null, publishedAt: iso(now + HOUR) })
      expect(find(waiting)).toMatchObject({ published: false, scheduledAt: iso(now + 3 * HOUR) })
      expect(second.posts.nextAt).toBe(now + 3 * HOUR)
      later.advance(HOUR)
      await second.posts.idle()
      expect(find(waiting).published).toBe(true)
    } finally {
      await second.destroy()
    }
  })
})
