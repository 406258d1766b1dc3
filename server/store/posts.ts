import { randomUUID } from 'node:crypto'
import type { Database } from '../../shared/schema/database.ts'
import type { Language } from '../../shared/schema/common.ts'
import type { Post, PostAuthor } from '../../shared/schema/post.ts'
import { badRequest, conflict, notFound } from '../http-errors.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

/** The fields an editor sets; the store owns id and the timestamps. */
export type PostFields = Omit<Post, 'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'previousSlugs'>

export interface PostFilter {
  /** Visitors never see drafts, whatever they ask for (issue #2): without this, `published` is ignored. */
  includeDrafts: boolean
  published?: boolean
  category?: string
  language?: Language
  limit?: number
}

/** Newest first: by publication date, or creation date for a post never published. */
export function listPosts(store: Store, filter: PostFilter): Post[] {
  const posts = store.data.posts.filter(
    (post) =>
      (filter.includeDrafts || post.published) &&
      (!filter.includeDrafts || filter.published === undefined || post.published === filter.published) &&
      (filter.category === undefined || post.category === filter.category) &&
      (filter.language === undefined || post.language === filter.language),
  )
  return newestFirst(posts).slice(0, filter.limit)
}

/**
 * The byline of a post's page (issue #13): the name kept on the post, and the artist its author's account is
 * linked to (none once the account is removed). Null for a post without an author (older posts).
 */
export function postAuthor(store: Store, post: Post): PostAuthor | null {
  if (!post.authorName) return null
  const account = post.authorId ? store.data.users.find((user) => user.id === post.authorId) : undefined
  return { name: post.authorName, artistId: account?.artistId ?? null }
}

export function findPostBySlug(store: Store, slug: string, includeDrafts: boolean): Post | undefined {
  return store.data.posts.find((post) => post.slug === slug && (includeDrafts || post.published))
}

/** Issue 14: the published post that was once at `slug` and has moved (its slug changed since). */
export function findMovedPost(store: Store, slug: string): Post | undefined {
  if (store.data.posts.some((post) => post.slug === slug)) return undefined // taken again: the post there wins
  return store.data.posts.find((post) => post.published && post.previousSlugs.includes(slug))
}

/** How many earlier addresses a post keeps: a slug changed more often than this loses its oldest ones. */
export const MAX_PREVIOUS_SLUGS = 20

/** Case-insensitive search over title, excerpt, the text of the content, and tags; published posts only. */
export function searchPosts(store: Store, query: string): Post[] {
  const needle = query.toLocaleLowerCase()
  const matches = store.data.posts.filter(
    (post) =>
      post.published &&
      [post.title, post.excerpt, textOf(post.content), ...post.tags].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
  )
  return newestFirst(matches)
}

/** The parts of a post an audit entry names when they change (issue #17), as the editor calls them. */
const POST_PARTS: Partial<Record<keyof Post, string>> = {
  title: 'title',
  slug: 'address',
  excerpt: 'excerpt',
  content: 'text',
  category: 'category',
  tags: 'tags',
  keywords: 'keywords',
  language: 'language',
  featuredImage: 'featured image',
  featuredImageAlt: 'featured image',
  metaTitle: 'search snippet',
  metaDescription: 'search snippet',
}

const postTarget = (post: Post) => auditTarget('post', post.id, post.title)

/** `by`: who creates it (issue #17: recorded in the same write); none for the server's own posts (seeding). */
export function createPost(store: Store, fields: PostFields, by?: AuditBy): Promise<Post> {
  return store.update((data) => {
    assertPostFits(data, fields)
    const now = timestamp()
    const post: Post = {
      id: randomUUID(),
      ...fields,
      previousSlugs: [],
      createdAt: now,
      updatedAt: now,
      publishedAt: fields.published ? now : null,
      translationId: null,
    }
    const translation = translationFor(data, post, fields.translationId ?? null) // a bad link refuses the post before any change
    releaseOldSlug(data, post.slug)
    data.posts.push(post)
    linkTranslation(data, post, translation)
    audit(data, by, { action: 'created', target: postTarget(post), details: post.published ? 'published' : 'draft' })
    return post
  })
}

/**
 * `expectedUpdatedAt` is the version the editor loaded; when the post changed since, the update is refused with
 * 409 so that nobody silently overwrites a colleague's work.
 */
export function updatePost(
  store: Store,
  id: string,
  fields: Partial<PostFields>,
  expectedUpdatedAt?: string,
  by?: AuditBy,
): Promise<Post> {
  return store.update((data) => {
    const post = findOr404(data, id)
    if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== post.updatedAt) {
      throw conflict('This post was changed by someone else since you opened it', { updatedAt: post.updatedAt })
    }
    const next = { ...post, ...fields }
    assertPostFits(data, next, id)
    const translation = translationFor(data, next, next.translationId) // checked before anything changes
    if (next.slug !== post.slug) {
      // Issue 14: the address a published post had keeps working (301 to the new one); every older one goes
      // straight to the new one too, since they all name this post.
      const kept = post.previousSlugs.filter((slug) => slug !== next.slug)
      next.previousSlugs = (post.published ? [...kept, post.slug] : kept).slice(-MAX_PREVIOUS_SLUGS)
      releaseOldSlug(data, next.slug)
    }
    next.updatedAt = timestamp(post.updatedAt)
    if (next.published && !post.publishedAt) next.publishedAt = next.updatedAt
    // A save that flips `published` is recorded as that; the other parts it changed are named with it.
    const action = next.published === post.published ? 'changed' : next.published ? 'published' : 'unpublished'
    audit(data, by, { action, target: postTarget(next), details: changedParts(post, next, POST_PARTS) })
    next.translationId = post.translationId
    Object.assign(post, next)
    linkTranslation(data, post, translation)
    return post
  })
}

export function deletePost(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((data) => {
    const post = findOr404(data, id)
    linkTranslation(data, post, undefined)
    data.posts.splice(data.posts.indexOf(post), 1)
    audit(data, by, { action: 'deleted', target: postTarget(post) })
  })
}

/**
 * Issue 14: the post a save links as the translation (`translationId`), checked before anything changes: it must
 * exist and be in the other language. Undefined for none.
 */
function translationFor(data: Database, post: Pick<Post, 'id' | 'language'>, translationId: string | null): Post | undefined {
  if (translationId === null) return undefined
  const translation = data.posts.find((candidate) => candidate.id === translationId)
  if (!translation || translation.id === post.id) throw badRequest('There is no such post to link as the translation', { translationId: 'Choose an existing post' })
  if (translation.language === post.language) {
    throw badRequest('A translation must be in the other language', { translationId: 'Choose a post in the other language' })
  }
  return translation
}

/**
 * Links `post` to `translation` both ways, or unlinks it (undefined). A post has one translation: a link either of
 * them had before is lifted. The other posts touched count as changed (their `updatedAt` moves), so an editor open on
 * one of them cannot silently undo the link.
 */
function linkTranslation(data: Database, post: Post, translation: Post | undefined): void {
  const unlink = (other: Post | undefined) => {
    if (!other || other.translationId === null) return
    other.translationId = null
    other.updatedAt = timestamp(other.updatedAt)
  }
  const previous = partnerOf(data, post)
  if (previous && previous !== translation) unlink(previous)
  if (translation) {
    const theirs = partnerOf(data, translation)
    if (theirs && theirs !== post) unlink(theirs)
    if (translation.translationId !== post.id) {
      translation.translationId = post.id
      translation.updatedAt = timestamp(translation.updatedAt)
    }
  }
  post.translationId = translation?.id ?? null
}

function partnerOf(data: Database, post: Post): Post | undefined {
  return post.translationId === null ? undefined : data.posts.find((candidate) => candidate.id === post.translationId)
}

/** Issue 14: a post's published translation, if it has one. */
export function findTranslation(store: Store, post: Post): Post | undefined {
  const translation = post.translationId === null ? undefined : store.data.posts.find((candidate) => candidate.id === post.translationId)
  return translation?.published && translation.translationId === post.id ? translation : undefined
}

/** A post taking `slug` wins it: no other post's old address redirects from there any more. */
function releaseOldSlug(data: Database, slug: string): void {
  for (const other of data.posts) {
    if (other.previousSlugs.includes(slug)) other.previousSlugs = other.previousSlugs.filter((old) => old !== slug)
  }
}

function findOr404(data: Database, id: string): Post {
  const post = data.posts.find((candidate) => candidate.id === id)
  if (!post) throw notFound('Post not found')
  return post
}

function assertPostFits(data: Database, fields: Pick<Post, 'slug' | 'category'>, exceptId?: string): void {
  if (data.posts.some((other) => other.slug === fields.slug && other.id !== exceptId)) {
    throw conflict(`A post with the slug "${fields.slug}" already exists`, { slug: 'This slug is already used' })
  }
  if (!data.categories.some((category) => category.name === fields.category)) {
    throw badRequest(`There is no category named "${fields.category}"`, { category: 'Choose an existing category' })
  }
}

function newestFirst(posts: Post[]): Post[] {
  const key = (post: Post) => post.publishedAt ?? post.createdAt
  return posts.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0))
}

/** The visible text of stored (already sanitized) HTML, for search. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
}
