import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '#shared/schema/post.ts'
import { Client, type TestServer, postBody, startTestServer } from '../testing/test-server.ts'

// The admin's posts list searches, filters, sorts and pages on the server.
let server: TestServer
let admin: Client
let visitor: Client
const word = 'quokkalist'
const made: Post[] = []

beforeAll(async () => {
  server = await startTestServer()
  admin = new Client(server.url)
  visitor = new Client(server.url)
  await admin.login()
  // Created in this order: Delta (draft), alpha, Charlie (draft), bravo 10, bravo 9; then alpha is edited, last.
  const specs = [
    { title: `Delta ${word}`, published: false, language: 'es' },
    { title: `alpha ${word}`, published: true },
    { title: `Charlie ${word}`, published: false },
    { title: `bravo 10 ${word}`, published: true },
    { title: `bravo 9 ${word}`, published: true },
  ]
  for (const spec of specs) {
    const answer = await admin.post('/api/blog/posts', postBody(spec))
    expect(answer.status, answer.text).toBe(201)
    made.push(answer.json)
  }
  const edited = await admin.patch(`/api/blog/posts/${made[1]!.id}`, { excerpt: 'Edited last.', updatedAt: made[1]!.updatedAt })
  expect(edited.status, edited.text).toBe(200)
})
afterAll(() => server.destroy())

const titles = async (query: string) => {
  const answer = await admin.get(`/api/blog/posts?q=${word}&${query}`)
  expect(answer.status, answer.text).toBe(200)
  return (answer.json as Post[]).map((post) => post.title.replace(` ${word}`, ''))
}

describe('the signed-in list of GET /api/blog/posts', () => {
  it('searches the title or the text, ignoring case', async () => {
    expect(await titles('sort=title')).toHaveLength(5)
    const inText = await admin.post('/api/blog/posts', postBody({ title: 'Only the text', markdown: `Says ${word.toUpperCase()} here.` }))
    const found = (await admin.get(`/api/blog/posts?q=${word}`)).json as Post[]
    expect(found.map((post) => post.id)).toContain(inText.json.id)
    await admin.delete(`/api/blog/posts/${inText.json.id}`)
  })

  it('sorts by title A–Z (numbers in order, case ignored) and Z–A', async () => {
    expect(await titles('sort=title')).toEqual(['alpha', 'bravo 9', 'bravo 10', 'Charlie', 'Delta'])
    expect(await titles('sort=title&direction=desc')).toEqual(['Delta', 'Charlie', 'bravo 10', 'bravo 9', 'alpha'])
  })

  it('sorts titles ignoring accents, with numbers by value', async () => {
    const other = 'accentsortword'
    for (const title of [`Ómbre 2 ${other}`, `ombre 10 ${other}`, `Ombre 1 ${other}`]) {
      expect((await admin.post('/api/blog/posts', postBody({ title }))).status).toBe(201)
    }
    const sorted = (await admin.get(`/api/blog/posts?q=${other}&sort=title`)).json as Post[]
    expect(sorted.map((post) => post.title)).toEqual([`Ombre 1 ${other}`, `Ómbre 2 ${other}`, `ombre 10 ${other}`])
  })

  it('searches the words of the text, not its HTML tags', async () => {
    const tagged = await admin.post('/api/blog/posts', postBody({ title: 'Tagged', content: '<p>Ombre <strong>tagsearchword</strong></p>' }))
    expect((await admin.get('/api/blog/posts?q=ombre tagsearchword')).json.map((post: Post) => post.id)).toEqual([tagged.json.id])
    expect((await admin.get('/api/blog/posts?q=strong>tagsearchword')).json).toEqual([])
  })

  it('sorts by last update, newest first unless asked', async () => {
    expect(await titles('sort=updated')).toEqual(['alpha', 'bravo 9', 'bravo 10', 'Charlie', 'Delta'])
    expect(await titles('sort=updated&direction=asc')).toEqual(['Delta', 'Charlie', 'bravo 10', 'bravo 9', 'alpha'])
  })

  it('sorts by publication date, never-published posts last either way', async () => {
    const descending = await titles('sort=published')
    expect(descending.slice(0, 3)).toEqual(['bravo 9', 'bravo 10', 'alpha'])
    expect(descending.slice(3).sort()).toEqual(['Charlie', 'Delta']) // between them: by id
    const ascending = await titles('sort=published&direction=asc')
    expect(ascending.slice(0, 3)).toEqual(['alpha', 'bravo 10', 'bravo 9'])
    expect(ascending.slice(3).sort()).toEqual(['Charlie', 'Delta'])
  })

  it('filters by status, language and category with the search', async () => {
    expect(await titles('sort=title&published=false')).toEqual(['Charlie', 'Delta'])
    expect(await titles('sort=title&language=es')).toEqual(['Delta'])
    expect(await titles('sort=title&category=Aftercare')).toHaveLength(5)
    expect(await titles('sort=title&category=Microblading')).toEqual([])
  })

  it('pages: the last page partial, an offset past the end empty, X-Total-Count the whole match', async () => {
    const first = await admin.get(`/api/blog/posts?q=${word}&sort=title&limit=2`)
    expect(first.headers.get('x-total-count')).toBe('5')
    const pages = []
    for (const offset of [0, 2, 4, 5, 50]) {
      const answer = await admin.get(`/api/blog/posts?q=${word}&sort=title&limit=2&offset=${offset}`)
      expect(answer.headers.get('x-total-count')).toBe('5')
      pages.push((answer.json as Post[]).map((post) => post.title.replace(` ${word}`, '')))
    }
    expect(pages).toEqual([['alpha', 'bravo 9'], ['bravo 10', 'Charlie'], ['Delta'], [], []])
  })

  it('leaves out each post’s text and Markdown with content=false, and keeps them otherwise', async () => {
    const summaries = (await admin.get(`/api/blog/posts?q=${word}&content=false`)).json as Post[]
    expect(summaries).toHaveLength(5)
    for (const post of summaries) {
      expect(post).not.toHaveProperty('content')
      expect(post).not.toHaveProperty('markdown')
      expect(post.title).toBeTruthy()
    }
    const full = (await admin.get(`/api/blog/posts?q=${word}`)).json as Post[]
    expect(full[0]).toHaveProperty('content')
  })

  it.each(['sort=newest', 'direction=up', `q=${'x'.repeat(201)}`])('answers 400 to the bad query %s', async (query) => {
    const answer = await admin.get(`/api/blog/posts?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBeTruthy()
  })

  it('visitors’ answers are as before: the new parameters are ignored and drafts stay hidden', async () => {
    const plain = await visitor.get('/api/blog/posts?published=true&limit=3')
    const withNew = await visitor.get(`/api/blog/posts?published=true&limit=3&sort=title&q=${word}`)
    expect(withNew.status).toBe(200)
    expect(withNew.json).toEqual(plain.json)
    expect(withNew.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'))
    const drafts = (await visitor.get('/api/blog/posts?published=false')).json as Post[]
    expect(drafts.every((post) => post.published)).toBe(true)
  })
})
