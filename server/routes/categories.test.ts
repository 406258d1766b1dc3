import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category } from '#shared/schema/category.ts'
import { Client, type TestServer, postBody, startTestServer } from '../testing/test-server.ts'
import { VERSION_REQUIRED } from './required-version.ts'

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
  it('lists the seeded studio categories to visitors, each with its Spanish name', async () => {
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
      updatedAt: expect.any(String),
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
    const renamed = await admin.patch(`/api/blog/categories/${category.id}`, {
      name: 'Brow Basics',
      slug: 'brow-basics',
      description: '',
      updatedAt: category.updatedAt,
    })
    expect(renamed.status).toBe(200)
    const all = (await admin.get('/api/blog/posts')).json as Array<{ id: string; category: string }>
    for (const post of posts) expect(all.find((candidate) => candidate.id === post.id)?.category).toBe('Brow Basics')
    expect(all.some((post) => post.category === 'Brows 101')).toBe(false)
  })

  it('refuses a save based on an older version with 409 naming the newer one, renaming nothing', async () => {
    const loaded = (await admin.post('/api/blog/categories', { name: 'Brow Care', slug: 'brow-care' })).json as Category
    const post = (await admin.post('/api/blog/posts', postBody({ category: 'Brow Care' }))).json
    const first = await admin.patch(`/api/blog/categories/${loaded.id}`, { name: 'Brow Aftercare', slug: 'brow-aftercare', updatedAt: loaded.updatedAt })
    expect(first.status, first.text).toBe(200)
    const newer = (first.json as Category).updatedAt
    expect(newer > loaded.updatedAt).toBe(true)

    const stale = await admin.patch(`/api/blog/categories/${loaded.id}`, { name: 'Healing Brows', slug: 'healing-brows', updatedAt: loaded.updatedAt })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ error: 'This category was changed by someone else since you opened it', fields: { updatedAt: newer, savedBy: 'admin' } })
    expect((await visitor.get('/api/blog/categories')).json.find((category: Category) => category.id === loaded.id)).toEqual(first.json)
    const posts = (await admin.get('/api/blog/posts')).json as Array<{ id: string; category: string }>
    expect(posts.find((candidate) => candidate.id === post.id)?.category).toBe('Brow Aftercare')
  })

  it('refuses a save that does not say which version it was made from (428), renaming nothing', async () => {
    const loaded = (await admin.post('/api/blog/categories', { name: 'Lash Care', slug: 'lash-care' })).json as Category
    const blind = await admin.patch(`/api/blog/categories/${loaded.id}`, { name: 'Healing Lashes', slug: 'healing-lashes', description: '' })
    expect(blind.status).toBe(428)
    expect(blind.json).toEqual({ error: VERSION_REQUIRED, fields: { updatedAt: 'Required' } })
    expect((await visitor.get('/api/blog/categories')).json.find((category: Category) => category.id === loaded.id)).toEqual(loaded)
  })

  it('loads the categories of a db.json from before versions as saved at the epoch, and a save moves them on', async () => {
    const older = await startTestServer()
    await older.close()
    let restarted: TestServer | undefined
    try {
      const file = join(older.dataDir, 'db.json')
      const data = JSON.parse(await readFile(file, 'utf8')) as { categories: Array<Record<string, unknown>> }
      for (const category of data.categories) delete category.updatedAt
      await writeFile(file, JSON.stringify(data))

      restarted = await startTestServer({}, older.dataDir)
      const staff = new Client(restarted.url)
      await staff.login()
      const [category] = (await staff.get('/api/blog/categories')).json as Category[]
      expect(category!.updatedAt).toBe('1970-01-01T00:00:00.000Z')
      const { id, updatedAt, ...fields } = category!
      const saved = await staff.patch(`/api/blog/categories/${id}`, { ...fields, description: 'Saved once', updatedAt })
      expect(saved.status, saved.text).toBe(200)
      expect(Date.parse((saved.json as Category).updatedAt)).toBeGreaterThan(0)
      expect((await staff.patch(`/api/blog/categories/${id}`, { ...fields, updatedAt })).status).toBe(409)
    } finally {
      await restarted?.close()
      await rm(older.dataDir, { recursive: true, force: true })
    }
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
