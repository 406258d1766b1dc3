import { describe, expect, it } from 'vitest'
import type { Post } from '../schema/post.ts'
import { NO_FILTER, activeFilterCount, filterPosts } from './post-filter.ts'

const post = (id: string, fields: Partial<Post>): Post => ({
  id,
  title: 'Untitled',
  slug: id,
  excerpt: '',
  content: '',
  category: 'Aftercare',
  tags: [],
  keywords: [],
  language: 'en',
  published: true,
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  createdAt: '2025-01-05T12:00:00.000Z',
  updatedAt: '2025-01-05T12:00:00.000Z',
  publishedAt: '2025-01-05T12:00:00.000Z',
  authorId: null,
  authorName: '',
  previousSlugs: [],
  translationId: null,
  scheduledAt: null,
  deletedAt: null,
  ...fields,
})

const posts = [
  post('a', { title: 'Microblading Aftercare' }),
  post('b', { title: 'Lips', markdown: 'All about **Lip Blushing**', published: false, language: 'es' }),
  post('c', { title: 'Old post', content: '<p>Ombre <strong>brows</strong></p>', category: 'Ombre Brows' }),
]
const ids = (list: Post[]) => list.map((item) => item.id)

describe('searching posts (SPEC §2)', () => {
  it('matches the title or the content, ignoring case', () => {
    expect(ids(filterPosts(posts, { ...NO_FILTER, query: 'AFTERCARE' }))).toEqual(['a'])
    expect(ids(filterPosts(posts, { ...NO_FILTER, query: 'lip blushing' }))).toEqual(['b'])
    expect(ids(filterPosts(posts, { ...NO_FILTER, query: 'ombre brows' }))).toEqual(['c'])
    expect(ids(filterPosts(posts, { ...NO_FILTER, query: 'brows' }))).toEqual(['c'])
  })

  it('does not match HTML tag names', () => {
    expect(ids(filterPosts(posts, { ...NO_FILTER, query: 'strong' }))).toEqual([])
  })

  it('shows everything for an empty or blank search', () => {
    expect(ids(filterPosts(posts, { ...NO_FILTER, query: '   ' }))).toEqual(['a', 'b', 'c'])
  })
})

describe('the filter panel', () => {
  it('narrows by status, language and category', () => {
    expect(ids(filterPosts(posts, { ...NO_FILTER, status: 'draft' }))).toEqual(['b'])
    expect(ids(filterPosts(posts, { ...NO_FILTER, status: 'published', language: 'en' }))).toEqual(['a', 'c'])
    expect(ids(filterPosts(posts, { ...NO_FILTER, category: 'Ombre Brows' }))).toEqual(['c'])
    expect(activeFilterCount({ ...NO_FILTER, status: 'draft', category: 'x', query: 'q' })).toBe(2)
  })
})
