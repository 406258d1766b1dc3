import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error.ts'
import { createHttpApi } from './http-api.ts'

const summary = {
  id: 'p1', title: 'Brows', slug: 'brows', excerpt: 'x', category: 'Aftercare', tags: [], keywords: [], language: 'en',
  published: true, featuredImage: '', featuredImageAlt: '', metaTitle: '', metaDescription: '', translationId: null,
  scheduledAt: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z', authorId: null, authorName: '', previousSlugs: [], deletedAt: null,
}

function answering(headers: Record<string, string>, asked: string[] = []) {
  return createHttpApi('', async (input) => {
    asked.push(String(input))
    return new Response(JSON.stringify([summary]), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })
  })
}

describe('listPostsPage (issue 14)', () => {
  it('asks for a page without the posts’ text and reads the total from X-Total-Count', async () => {
    const asked: string[] = []
    const page = await answering({ 'X-Total-Count': '1234' }, asked).listPostsPage({ sort: 'title', limit: 20, offset: 20, q: 'brow' })
    expect(page).toEqual({ posts: [summary], total: 1234 })
    expect(asked).toEqual(['/api/blog/posts?sort=title&limit=20&offset=20&q=brow&content=false'])
  })

  it('refuses an answer without a total', async () => {
    await expect(answering({}).listPostsPage({})).rejects.toBeInstanceOf(ApiError)
    await expect(answering({ 'X-Total-Count': 'many' }).listPostsPage({})).rejects.toBeInstanceOf(ApiError)
  })
})
