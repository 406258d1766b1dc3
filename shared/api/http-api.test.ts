import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { OkSchema } from '../schema/common.ts'
import { PostSchema } from '../schema/post.ts'
import { ApiError } from './api-error.ts'
import { createHttpApi, httpCall } from './http-api.ts'
import { OPERATIONS, type Operation } from './operations.ts'

/** A fetch that records each request and answers `body` with `headers`. */
function recording(body: unknown, headers: Record<string, string> = {}) {
  const requests: { url: string; method: string; body: unknown }[] = []
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body })
    return Response.json(body, { headers })
  }
  return { requests, call: httpCall('http://studio.test', fetchImpl) }
}

describe('a request made from an operation of the table', () => {
  it('answers a file operation with its name, type and bytes as sent, the byte-order mark kept', async () => {
    const requests: string[] = []
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Received\r\n')])
    const call = httpCall('http://studio.test', async (input) => {
      requests.push(String(input))
      return new Response(bytes, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="inquiries-2026-01-01-to-2026-01-31.csv"' },
      })
    })
    const range = { from: '2026-01-01T05:00:00.000Z', to: '2026-02-01T05:00:00.000Z', timeZone: 'America/New_York' }
    await expect(call(OPERATIONS.exportInquiries, [range])).resolves.toEqual({
      name: 'inquiries-2026-01-01-to-2026-01-31.csv',
      type: 'text/csv; charset=utf-8',
      bytes,
    })
    expect(requests).toEqual([`http://studio.test/api/admin/inquiries/export?${new URLSearchParams(range)}`])
  })

  it('fills the path parameters in order, escaped, and sends the input after them as JSON', async () => {
    // The answers do not matter here (they are refused as the wrong shape): the requests do.
    const { requests, call } = recording({})
    await call(OPERATIONS.restoreRevision, ['p 1', 'r/2']).catch(() => {})
    await call(OPERATIONS.updateImage, ['a b.webp', { alt: 'Brows' }]).catch(() => {})
    expect(requests).toEqual([
      { url: 'http://studio.test/api/blog/posts/p%201/revisions/r%2F2/restore', method: 'POST', body: undefined },
      { url: 'http://studio.test/api/admin/images/a%20b.webp', method: 'PATCH', body: '{"alt":"Brows"}' },
    ])
  })

  it('wraps an input that travels as one field, sends no body without input, and writes a GET input as the query', async () => {
    const { requests, call } = recording([])
    // (previewContent and logout answer objects: refused here, sent all the same.)
    await call(OPERATIONS.previewContent, ['**Brows**']).catch(() => {})
    await call(OPERATIONS.logout, []).catch(() => {})
    await call(OPERATIONS.listPosts, [{ published: true, limit: 3 }])
    await call(OPERATIONS.listPosts, [])
    // A list in the query is written with commas (image names have none).
    await call(OPERATIONS.listImagesPage, [{ names: ['a.jpg', 'b.webp'] }]).catch(() => {})
    expect(requests.map(({ url, body }) => [url, body])).toEqual([
      ['http://studio.test/api/admin/preview', '{"markdown":"**Brows**"}'],
      ['http://studio.test/api/admin/logout', undefined],
      ['http://studio.test/api/blog/posts?published=true&limit=3', undefined],
      ['http://studio.test/api/blog/posts', undefined],
      ['http://studio.test/api/admin/images?names=a.jpg%2Cb.webp', undefined],
    ])
  })

  it('lets an operation build its answer from the headers too (a count in X-Total-Count)', async () => {
    const listPostsPage = {
      method: 'GET',
      path: '/blog/posts',
      args: z.tuple([]),
      output: z.object({ posts: PostSchema.array(), total: z.number() }),
      answer: (posts, headers) => ({ posts, total: Number(headers.get('X-Total-Count')) }),
    } satisfies Operation
    const { call } = recording([], { 'X-Total-Count': '42' })
    await expect(call(listPostsPage, [])).resolves.toEqual({ posts: [], total: 42 })
  })

  it('refuses an answer of the wrong shape', async () => {
    const { call } = recording({ ok: 'yes' })
    await expect(call({ method: 'POST', path: '/admin/logout', args: z.tuple([]), output: OkSchema }, [])).rejects.toThrow('Unexpected answer from the server')
  })
})

const summary = {
  id: 'p1',
  title: 'Brows',
  slug: 'brows',
  excerpt: 'x',
  category: 'Aftercare',
  tags: [],
  keywords: [],
  language: 'en',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  translationId: null,
  scheduledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  authorId: null,
  authorName: '',
  previousSlugs: [],
  deletedAt: null,
}

function answering(headers: Record<string, string>, asked: string[] = []) {
  return createHttpApi('', async (input) => {
    asked.push(String(input))
    return new Response(JSON.stringify([summary]), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })
  })
}

describe('listPostsPage', () => {
  it('asks for a page without the posts’ text and reads the total from X-Total-Count', async () => {
    const asked: string[] = []
    const page = await answering({ 'X-Total-Count': '1234' }, asked).listPostsPage({ sort: 'title', limit: 20, offset: 20, q: 'brow' })
    expect(page).toEqual({ posts: [summary], total: 1234 })
    expect(asked).toEqual(['/api/blog/posts?sort=title&limit=20&offset=20&q=brow&content=false'])
  })

  it('refuses an answer without a total', async () => {
    await expect(answering({}).listPostsPage({})).rejects.toBeInstanceOf(ApiError)
    await expect(answering({ 'X-Total-Count': 'many' }).listPostsPage({})).rejects.toBeInstanceOf(ApiError)
    await expect(answering({ 'X-Total-Count': '' }).listPostsPage({})).rejects.toBeInstanceOf(ApiError)
  })
})
