import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type TestServer, postBody, startTestServer } from '../testing/test-server.ts'

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

describe('categories', () => {
  it('lists the seeded studio categories to visitors, each with its Spanish name (issue 14)', async () => {
    const answer = await visitor.get('/api/blog/categories')
    expect(answer.status).toBe(200)
    expect(answer.json.map((category: { name: string }) => category.name)).toEqual(
      expect.arrayContaining(['Microblading', 'Ombre Brows', 'Lip Blushing', 'Aftercare', 'Training']),
    )
    expect(answer.json[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      nameEs: expect.any(String),
      slug: expect.any(String),
      description: expect.any(String),
    })
    expect(answer.json.find((category: { name: string }) => category.name === 'Aftercare')?.nameEs).toBe('Cuidados posteriores')
  })

  it('creates a category and answers 409 to a duplicate slug or name', async () => {
    const created = await admin.post('/api/blog/categories', { name: 'Lashes', slug: 'lashes', description: 'Lash lifts' })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ name: 'Lashes', slug: 'lashes' })
    const sameSlug = await admin.post('/api/blog/categories', { name: 'Lash Lifts', slug: 'lashes' })
    expect(sameSlug.status).toBe(409)
    expect(sameSlug.json.fields.slug).toBeTruthy()
    expect((await admin.post('/api/blog/categories', { name: 'lashes', slug: 'lashes-2' })).status).toBe(409)
  })

  it('rejects a category without a name or with a malformed slug', async () => {
    const answer = await admin.post('/api/blog/categories', { name: ' ', slug: 'Not A Slug' })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.fields)).toEqual(expect.arrayContaining(['name', 'slug']))
  })

  it('renames the category in every post in the same write', async () => {
    const category = (await admin.post('/api/blog/categories', { name: 'Brows 101', slug: 'brows-101' })).json
    const posts = [
      (await admin.post('/api/blog/posts', postBody({ category: 'Brows 101' }))).json,
      (await admin.post('/api/blog/posts', postBody({ category: 'Brows 101', published: false }))).json,
    ]
    const renamed = await admin.patch(`/api/blog/categories/${category.id}`, { name: 'Brow Basics', slug: 'brow-basics', description: '' })
    expect(renamed.status).toBe(200)
    const all = (await admin.get('/api/blog/posts')).json as Array<{ id: string; category: string }>
    for (const post of posts) expect(all.find((candidate) => candidate.id === post.id)?.category).toBe('Brow Basics')
    expect(all.some((post) => post.category === 'Brows 101')).toBe(false)
  })

  it('refuses with 409 to delete a category that posts use, saying how many', async () => {
    const category = (await admin.post('/api/blog/categories', { name: 'Busy', slug: 'busy' })).json
    await admin.post('/api/blog/posts', postBody({ category: 'Busy' }))
    await admin.post('/api/blog/posts', postBody({ category: 'Busy' }))
    const answer = await admin.delete(`/api/blog/categories/${category.id}`)
    expect(answer.status).toBe(409)
    expect(answer.json.error).toContain('2 posts use')
  })

  it('deletes an unused category', async () => {
    const category = (await admin.post('/api/blog/categories', { name: 'Empty', slug: 'empty' })).json
    expect((await admin.delete(`/api/blog/categories/${category.id}`)).json).toEqual({ ok: true })
    const names = (await visitor.get('/api/blog/categories')).json.map((c: { name: string }) => c.name)
    expect(names).not.toContain('Empty')
    expect((await admin.delete(`/api/blog/categories/${category.id}`)).status).toBe(404)
  })
})
