import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post, PostOverview } from '#shared/schema/post.ts'
import { Client, type TestServer, postBody, startTestServer } from '../testing/test-server.ts'

// The console's numbers and lookups, so that no screen loads every post.
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

const overview = async (query = '') => {
  const answer = await admin.get(`/api/blog/overview${query}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.json as PostOverview
}

describe('GET /api/blog/overview', () => {
  it('counts posts, published ones, per language and category, and lists the newest five without their text', async () => {
    const before = await overview()
    const made: Post[] = []
    for (const spec of [
      { title: 'Overview one', published: true, category: 'Aftercare' },
      { title: 'Overview two', published: false, language: 'es', category: 'Aftercare' },
      { title: 'Overview three', published: true, category: 'Aftercare' },
    ]) {
      const answer = await admin.post('/api/blog/posts', postBody(spec))
      expect(answer.status, answer.text).toBe(201)
      made.push(answer.json)
    }
    const after = await overview()
    expect(after.total).toBe(before.total + 3)
    expect(after.published).toBe(before.published + 2)
    expect(after.perLanguage.es).toBe(before.perLanguage.es + 1)
    expect(after.perLanguage.en).toBe(before.perLanguage.en + 2)
    expect(after.perCategory['Aftercare']).toBe((before.perCategory['Aftercare'] ?? 0) + 3)
    expect(Object.values(after.perMonth).reduce((sum, count) => sum + count, 0)).toBe(after.total)
    expect(after.recent).toHaveLength(5)
    expect(after.recent.slice(0, 3).map((post) => post.title)).toEqual(['Overview three', 'Overview two', 'Overview one'])
    expect(after.recent[0]).not.toHaveProperty('content')
    expect(after.recent[0]).not.toHaveProperty('markdown')

    // A post in Trash is not counted.
    expect((await admin.delete(`/api/blog/posts/${made[0]!.id}`)).status).toBe(200)
    expect((await overview()).total).toBe(before.total + 2)
  })

  it('counts months in the time zone asked for, and refuses one that does not exist', async () => {
    const post = (await admin.post('/api/blog/posts', postBody({ title: 'A month somewhere', published: false }))).json as Post
    const month = (zone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).format(new Date(post.createdAt)).slice(0, 7)
    const tokyo = await overview('?timeZone=Asia/Tokyo')
    expect(tokyo.perMonth[month('Asia/Tokyo')]).toBeGreaterThan(0)
    expect((await admin.get('/api/blog/overview?timeZone=Nowhere/Else')).status).toBe(400)
  })

  it('is for staff only', async () => {
    expect((await visitor.get('/api/blog/overview')).status).toBe(401)
  })
})

describe('GET /api/blog/posts/by-id/:id', () => {
  it('answers one post whole, a draft too, and 404 once it is in Trash or for an unknown id', async () => {
    const draft = (await admin.post('/api/blog/posts', postBody({ title: 'Found by id', published: false, markdown: 'The **text**.' }))).json as Post
    const found = await admin.get(`/api/blog/posts/by-id/${draft.id}`)
    expect(found.status, found.text).toBe(200)
    expect(found.json).toMatchObject({ id: draft.id, title: 'Found by id', markdown: 'The **text**.' })
    expect(found.json.content).toContain('<strong>text</strong>')
    expect((await visitor.get(`/api/blog/posts/by-id/${draft.id}`)).status).toBe(401)
    await admin.delete(`/api/blog/posts/${draft.id}`)
    expect((await admin.get(`/api/blog/posts/by-id/${draft.id}`)).status).toBe(404)
    expect((await admin.get('/api/blog/posts/by-id/no-such-post')).status).toBe(404)
  })
})
