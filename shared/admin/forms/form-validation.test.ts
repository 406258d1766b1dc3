import { describe, expect, it } from 'vitest'
import type { Post } from '#shared/schema/post.ts'
import { parseTags } from '#shared/text/slug.ts'
import { validateCategoryForm, newCategoryValues } from '../categories/category-form-values.ts'
import { serverFieldErrors } from './form-errors.ts'
import { newPostValues, postToValues, validatePostForm, type PostFormValues } from '../posts/post-form-values.ts'

const filled = (overrides: Partial<PostFormValues> = {}): PostFormValues => ({
  ...newPostValues(),
  title: 'Healing, Week by Week',
  category: 'Aftercare',
  excerpt: 'What your brows look like during the first month.',
  markdown: 'Day **one**.',
  ...overrides,
})

describe('tag parsing', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseTags(' microblading, permanent makeup ,, atlanta ,')).toEqual(['microblading', 'permanent makeup', 'atlanta'])
    expect(parseTags('')).toEqual([])
  })
})

describe('the post form', () => {
  it('starts as an English draft with every field empty', () => {
    expect(newPostValues()).toMatchObject({ language: 'en', published: false, title: '', category: '', tags: '' })
  })

  it('requires title, category and excerpt, with the schema messages', () => {
    const result = validatePostForm(newPostValues())
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      category: 'Category is required',
      excerpt: 'Excerpt is required',
    })
  })

  it('fills an empty slug from the title and parses the tags', () => {
    const result = validatePostForm(filled({ tags: 'aftercare, brows,' }))
    expect(result).toMatchObject({ ok: true, input: { slug: 'healing-week-by-week', tags: ['aftercare', 'brows'] } })
  })

  it('sends the Markdown source and every field of the post', () => {
    const result = validatePostForm(filled({ language: 'es', published: true, featuredImage: '/uploads/a.png', featuredImageAlt: 'Brows', metaTitle: 'M' }))
    expect(result.ok && result.input).toMatchObject({
      markdown: 'Day **one**.',
      language: 'es',
      published: true,
      featuredImage: '/uploads/a.png',
      featuredImageAlt: 'Brows',
      metaTitle: 'M',
    })
  })

  it('refuses a malformed slug and a featured image that is neither uploaded nor http(s)', () => {
    const result = validatePostForm(filled({ slug: 'Bad Slug', featuredImage: 'javascript:alert(1)' }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.slug).toMatch(/lower-case/)
    expect(result.errors.featuredImage).toMatch(/uploaded image/)
  })

  it('shows a too-long tag under the tags field', () => {
    const result = validatePostForm(filled({ tags: `ok, ${'x'.repeat(41)}` }))
    expect(!result.ok && result.errors.tags).toBe('A tag must be at most 40 characters')
  })

  it('opens a post that has only HTML with that HTML as its source', () => {
    const post = { ...baseStoredPost(), content: '<p>Hi</p>', tags: ['a', 'b'] }
    expect(postToValues(post)).toMatchObject({ markdown: '<p>Hi</p>', tags: 'a, b' })
    expect(postToValues({ ...post, markdown: 'Hi' }).markdown).toBe('Hi')
  })

  it('keeps only the server field messages the form can show', () => {
    expect(serverFieldErrors({ slug: 'This slug is already used', 'tags.2': 'Too long', updatedAt: 'x' }, ['slug', 'tags'])).toEqual({
      slug: 'This slug is already used',
      tags: 'Too long',
    })
  })
})

describe('the category form', () => {
  it('requires a name; the slug then cannot be filled either', () => {
    const result = validateCategoryForm(newCategoryValues())
    expect(!result.ok && result.errors).toMatchObject({ name: 'Name is required', slug: 'Slug is required' })
  })

  it('fills an empty slug from the name; the description is optional', () => {
    expect(validateCategoryForm({ name: 'Lip Blushing', nameEs: '', slug: '', description: '' })).toEqual({
      ok: true,
      input: { name: 'Lip Blushing', nameEs: '', slug: 'lip-blushing', description: '' },
    })
  })
})

function baseStoredPost(): Post {
  return {
    id: 'p1',
    title: 'T',
    slug: 't',
    excerpt: 'E',
    content: '',
    category: 'Aftercare',
    tags: [],
    keywords: [],
    language: 'en',
    published: false,
    featuredImage: '',
    featuredImageAlt: '',
    metaTitle: '',
    metaDescription: '',
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    publishedAt: null,
    authorId: null,
    authorName: '',
    previousSlugs: [],
    translationId: null,
    scheduledAt: null,
    deletedAt: null,
  }
}
