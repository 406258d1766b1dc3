import { randomUUID } from 'node:crypto'
import type { Language } from '#shared/schema/common.ts'
import {
  type PostOverview,
  type Post,
  type PostAuthor,
  type PostBulkAction,
  type PostBulkResult,
  type PostSort,
  type SortDirection,
  TRASH_DAYS,
  TRASH_MS,
} from '#shared/schema/post.ts'
import { decodeEntities } from '#shared/content/html-text.ts'
import { badRequest, conflict, notFound } from '../http-errors.ts'
import { staleSave } from './stale-save.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'
import type { StoreData, Transaction } from './transaction.ts'

/** The fields an editor sets; the store owns id and the timestamps. */
export type PostFields = Omit<Post, 'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'previousSlugs' | 'deletedAt'>

export interface PostFilter {
  /** Visitors never see drafts, whatever they ask for: without this, `published` is ignored. */
  includeDrafts: boolean
  published?: boolean
  category?: string
  language?: Language
  limit?: number
  /** Posts skipped before the first one listed (a page after the first). */
  offset?: number
  /** The admin's list: a case-insensitive search on the title or the text. */
  q?: string
  /** The admin's list: its order (newest first without it). */
  sort?: PostSort
  direction?: SortDirection
}

/** Newest first: by publication date, or creation date for a post never published. */
export function listPosts(store: Store, filter: PostFilter): Post[] {
  return listPostsPage(store, filter).posts
}

/** One page of `listPosts` and how many posts match in all (the answer's X-Total-Count). */
export function listPostsPage(store: Store, filter: PostFilter): { posts: Post[]; total: number } {
  const needle = filter.q?.toLocaleLowerCase()
  const posts = store.data.posts.filter(
    (post) =>
      !post.deletedAt &&
      (filter.includeDrafts || post.published) &&
      (!filter.includeDrafts || filter.published === undefined || post.published === filter.published) &&
      (filter.category === undefined || post.category === filter.category) &&
      (filter.language === undefined || post.language === filter.language) &&
      (!needle || matchesText(post, needle)),
  )
  const offset = filter.offset ?? 0
  const sorted = filter.sort ? sortPosts(posts, filter.sort, filter.direction) : newestFirst(posts)
  const page = sorted.slice(offset, filter.limit === undefined ? undefined : offset + filter.limit)
  return { posts: page, total: posts.length }
}

/** How many posts the store has, newest first and counted by month, language and category (Trash left out). */
export function postOverview(store: Store, timeZone?: string): PostOverview {
  const month = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
  const overview: PostOverview = { total: 0, published: 0, recent: [], perMonth: {}, perLanguage: { en: 0, es: 0 }, perCategory: {} }
  for (const post of store.data.posts) {
    if (post.deletedAt) continue
    overview.total += 1
    if (post.published) overview.published += 1
    // en-CA writes "2025-03"; formatToParts keeps it free of the locale's separators.
    const parts = month.formatToParts(new Date(post.publishedAt ?? post.createdAt))
    const key = `${parts.find((part) => part.type === 'year')!.value}-${parts.find((part) => part.type === 'month')!.value}`
    overview.perMonth[key] = (overview.perMonth[key] ?? 0) + 1
    overview.perLanguage[post.language] += 1
    overview.perCategory[post.category] = (overview.perCategory[post.category] ?? 0) + 1
  }
  overview.recent = listPostsPage(store, { includeDrafts: true, limit: RECENT_POSTS }).posts.map(
    ({ content: _content, markdown: _markdown, ...summary }) => summary,
  )
  return overview
}

/** The dashboard's Recent Posts: the first posts in the list's order. */
const RECENT_POSTS = 5

/** One post by id, drafts too, not in Trash. */
export function findPostById(store: Store, id: string): Post | undefined {
  return store.data.posts.find((post) => post.id === id && !post.deletedAt)
}

/** The posts list's search box, on the server: the title, or the Markdown source (the HTML's text without it). */
function matchesText(post: Post, needle: string): boolean {
  return post.title.toLocaleLowerCase().includes(needle) || (post.markdown ?? textOf(post.content)).toLocaleLowerCase().includes(needle)
}

/**
 * The admin's orders. Dates default to the newest first, titles to A–Z; a post never published comes after
 * the published ones whichever the direction. Ties go by id, so that pages never overlap nor skip a post. Plain
 * string comparisons (ISO dates, `titleKey`): Intl.Collator took 160 ms for 10,000 titles, this takes a tenth.
 */
function sortPosts(posts: Post[], sort: PostSort, direction?: SortDirection): Post[] {
  const sign = (direction ?? (sort === 'title' ? 'asc' : 'desc')) === 'asc' ? 1 : -1
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  if (sort === 'title') {
    const keyed = posts.map((post) => ({ post, key: titleKey(post.title) }))
    keyed.sort((a, b) => sign * order(a.key, b.key) || order(a.post.id, b.post.id))
    return keyed.map(({ post }) => post)
  }
  if (sort === 'updated') return posts.sort((a, b) => sign * order(a.updatedAt, b.updatedAt) || order(a.id, b.id))
  return posts.sort((a, b) => {
    if (a.publishedAt === null || b.publishedAt === null) return Number(a.publishedAt === null) - Number(b.publishedAt === null) || order(a.id, b.id)
    return sign * order(a.publishedAt, b.publishedAt) || order(a.id, b.id)
  })
}

/** A title as the A–Z order reads it: case and accents ignored ("Ómbre" with "ombre"), numbers by value ("9" before "10"). */
function titleKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.padStart(12, '0'))
}

/**
 * The byline of a post's page: the name kept on the post, and the artist its author's account is
 * linked to (none once the account is removed). Null for a post without an author (older posts).
 */
export function postAuthor(store: Store, post: Post): PostAuthor | null {
  if (!post.authorName) return null
  const account = post.authorId ? store.data.users.find((user) => user.id === post.authorId) : undefined
  return { name: post.authorName, artistId: account?.artistId ?? null }
}

/** Every post, drafts and Trash too, in the order they were created: a snapshot, safe to read across awaits. */
export function everyPost(store: Store): readonly Post[] {
  return store.data.posts
}

/** The post other than `exceptId` that holds `slug` now (in Trash too: its slug stays reserved). */
export function postHoldingSlug(store: Store, slug: string, exceptId: string): Post | undefined {
  return store.data.posts.find((post) => post.slug === slug && post.id !== exceptId)
}

export function findPostBySlug(store: Store, slug: string, includeDrafts: boolean): Post | undefined {
  return store.data.posts.find((post) => post.slug === slug && !post.deletedAt && (includeDrafts || post.published))
}

/** The published post that was once at `slug` and has moved (its slug changed since). */
export function findMovedPost(store: Store, slug: string): Post | undefined {
  // Taken again: the post there wins (a post in Trash too: its slug stays reserved, and its address answers 404).
  if (store.data.posts.some((post) => post.slug === slug)) return undefined
  return store.data.posts.find((post) => post.published && !post.deletedAt && post.previousSlugs.includes(slug))
}

/** How many earlier addresses a post keeps: a slug changed more often than this loses its oldest ones. */
export const MAX_PREVIOUS_SLUGS = 20

/** Case-insensitive search over title, excerpt, the text of the content, and tags; published posts only. */
export function searchPosts(store: Store, query: string): Post[] {
  const needle = query.toLocaleLowerCase()
  const matches = store.data.posts.filter(
    (post) =>
      post.published &&
      !post.deletedAt &&
      [post.title, post.excerpt, textOf(post.content), ...post.tags].some((text) => text.toLocaleLowerCase().includes(needle)),
  )
  return newestFirst(matches)
}

/** The parts of a post an audit entry names when they change, as the editor calls them. */
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
  scheduledAt: 'schedule',
}

const postTarget = (post: Post) => auditTarget('post', post.id, post.title)

/** `by`: who creates it (the audit trail records it in the same write); none for the server's own posts (seeding). */
export function createPost(store: Store, fields: PostFields, by?: AuditBy): Promise<Post> {
  return store.update((tx) => {
    assertPostFits(tx.data, fields)
    const now = timestamp()
    const post: Post = {
      id: randomUUID(),
      ...fields,
      scheduledAt: fields.scheduledAt ?? null,
      previousSlugs: [],
      createdAt: now,
      updatedAt: now,
      publishedAt: fields.published ? now : null,
      deletedAt: null,
      translationId: null,
    }
    settleSchedule(post, undefined, Date.parse(now))
    const translation = translationFor(tx.data, post, fields.translationId ?? null) // a bad link refuses the post before any change
    releaseOldSlug(tx, post.slug)
    const stored = tx.add('posts', post)
    // A new post links to nothing yet: only a translation stores it again, with the link (and its twin).
    if (translation) linkTranslation(tx, post.id, translation.id)
    const state = post.published ? 'published' : post.scheduledAt ? 'scheduled' : 'draft'
    audit(tx, by, { action: 'created', target: postTarget(post), details: state })
    return translation ? postById(tx.data, post.id)! : stored
  })
}

/**
 * `expectedUpdatedAt` is the version the editor loaded; when the post changed since, the update is refused with
 * 409 so that nobody silently overwrites a colleague's work. `note` opens the audit entry's details (a restored
 * revision says so).
 */
export function updatePost(store: Store, id: string, fields: Partial<PostFields>, expectedUpdatedAt?: string, by?: AuditBy, note?: string): Promise<Post> {
  return store.update((tx) => {
    const post = findLiveOr404(tx.data, id)
    if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== post.updatedAt) {
      throw staleSave(tx.data, { type: 'post', id: post.id }, 'This post was changed by someone else since you opened it', post.updatedAt)
    }
    const next = { ...post, ...fields }
    assertPostFits(tx.data, next, id)
    settleSchedule(next, post, Date.now())
    const translation = translationFor(tx.data, next, next.translationId) // checked before anything changes
    if (next.slug !== post.slug) {
      // The address a published post had keeps working (301 to the new one); every older one goes
      // straight to the new one too, since they all name this post.
      const kept = post.previousSlugs.filter((slug) => slug !== next.slug)
      next.previousSlugs = (post.published ? [...kept, post.slug] : kept).slice(-MAX_PREVIOUS_SLUGS)
      releaseOldSlug(tx, next.slug)
    }
    next.updatedAt = timestamp(post.updatedAt)
    if (next.published && !post.publishedAt) next.publishedAt = next.updatedAt
    // A save that flips `published` is recorded as that; the other parts it changed are named with it.
    const action = next.published === post.published ? 'changed' : next.published ? 'published' : 'unpublished'
    const parts = changedParts(post, next, POST_PARTS)
    const details = note ? [note, parts].filter(Boolean).join(': ') : parts
    audit(tx, by, { action, target: postTarget(next), details })
    next.translationId = post.translationId
    tx.put('posts', next)
    linkTranslation(tx, id, translation?.id)
    return postById(tx.data, id)!
  })
}

/**
 * "Delete" moves the post to Trash: gone from the site and the public API at once, kept (with its slug
 * reserved) for `TRASH_DAYS`, then deleted for good (`purgeExpiredTrash`).
 */
export function deletePost(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((tx) => {
    const post = findLiveOr404(tx.data, id)
    tx.put('posts', { ...post, deletedAt: timestamp() })
    audit(tx, by, { action: 'trashed', target: postTarget(post) })
  })
}

/**
 * Publishes, unpublishes or moves to Trash many posts in one write, each by the rules of the single action
 * (publishing sets `publishedAt` once and clears a schedule; unpublishing a scheduled draft cancels its schedule),
 * each audited as the single action is. A post already so is left as it is; an unknown id or a post in Trash is
 * named in `failed` and the others still change. `changed`: the posts it changed, as stored now.
 */
export function bulkUpdatePosts(store: Store, { action, ids }: PostBulkAction, by?: AuditBy): Promise<{ result: PostBulkResult; changed: Post[] }> {
  return store.update((tx) => {
    const result: PostBulkResult = { updated: 0, unchanged: 0, failed: [] }
    const changed: Post[] = []
    const byId = new Map(tx.data.posts.map((post) => [post.id, post]))
    for (const id of new Set(ids)) {
      const post = byId.get(id)
      if (!post) {
        result.failed.push({ id, error: 'Post not found' })
        continue
      }
      if (post.deletedAt) {
        result.failed.push({ id, error: 'This post is in Trash' })
        continue
      }
      let next: Post
      if (action === 'trash') {
        next = { ...post, deletedAt: timestamp() }
        audit(tx, by, { action: 'trashed', target: postTarget(post) })
      } else if (action === 'publish') {
        if (post.published) {
          result.unchanged++
          continue
        }
        const updatedAt = timestamp(post.updatedAt)
        next = { ...post, published: true, scheduledAt: null, updatedAt, publishedAt: post.publishedAt ?? updatedAt }
        audit(tx, by, { action: 'published', target: postTarget(post) })
      } else {
        if (!post.published && post.scheduledAt === null) {
          result.unchanged++
          continue
        }
        const wasScheduled = !post.published
        next = { ...post, published: false, scheduledAt: null, updatedAt: timestamp(post.updatedAt) }
        audit(
          tx,
          by,
          wasScheduled ? { action: 'changed', target: postTarget(post), details: 'schedule cancelled' } : { action: 'unpublished', target: postTarget(post) },
        )
      }
      result.updated++
      changed.push(tx.put('posts', next))
    }
    return { result, changed }
  })
}

/** The posts in Trash, the most recently trashed first. */
export function listTrash(store: Store): Post[] {
  return store.data.posts.filter((post) => post.deletedAt).sort((a, b) => (a.deletedAt! < b.deletedAt! ? 1 : a.deletedAt! > b.deletedAt! ? -1 : 0))
}

/**
 * Brings a post back from Trash as it was (published or not). A schedule whose time passed meanwhile is dropped: the
 * post comes back unscheduled instead of going live at once. Refused (409, nothing changes) when another post has
 * its slug.
 */
export function restorePost(store: Store, id: string, by?: AuditBy, now = Date.now()): Promise<Post> {
  return store.update((tx) => {
    const post = findTrashedOr404(tx.data, id)
    const other = tx.data.posts.find((candidate) => candidate.slug === post.slug && candidate.id !== post.id)
    if (other) {
      throw conflict(`Another post (“${other.title}”) now uses the slug "${post.slug}", so this post cannot come back with it.`, {
        slug: `“${other.title}” uses this slug now: change that post’s slug, then restore this one`,
      })
    }
    const missed = post.scheduledAt !== null && Date.parse(post.scheduledAt) <= now
    tx.put('posts', { ...post, deletedAt: null, scheduledAt: missed ? null : post.scheduledAt })
    releaseOldSlug(tx, post.slug)
    audit(tx, by, { action: 'restored', target: postTarget(post), details: missed ? 'its schedule had passed: now a draft' : undefined })
    return postById(tx.data, id)!
  })
}

/** Deletes a post in Trash for good (a post not in Trash: 404, it must go to Trash first). */
export function purgePost(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((tx) => {
    const post = findTrashedOr404(tx.data, id)
    linkTranslation(tx, id, undefined) // its translation stands alone from now on
    tx.remove('posts', id)
    audit(tx, by, { action: 'deleted', target: postTarget(post), details: 'for good, from Trash' })
  })
}

/** Who the audit trail names for what the server does on its own (a scheduled post going live, Trash emptying). */
export const SERVER_BY: AuditBy = { actor: null, address: 'server' }

/** When the oldest post in Trash is due to go for good (`TRASH_DAYS` after it was trashed); undefined with none. */
export function nextTrashExpiry(store: Store): number | undefined {
  let next: number | undefined
  for (const post of store.data.posts) {
    if (!post.deletedAt) continue
    const at = Date.parse(post.deletedAt) + TRASH_MS
    if (next === undefined || at < next) next = at
  }
  return next
}

/** Deletes for good every post in Trash for `TRASH_DAYS` at `now`; answers their ids. Writes only when something goes. */
export async function purgeExpiredTrash(store: Store, now = Date.now()): Promise<string[]> {
  const expired = (post: Post) => post.deletedAt !== null && Date.parse(post.deletedAt) + TRASH_MS <= now
  if (!store.data.posts.some(expired)) return []
  return store.update((tx) => {
    const gone = tx.data.posts.filter(expired)
    for (const post of gone) {
      linkTranslation(tx, post.id, undefined)
      tx.remove('posts', post.id)
      audit(tx, SERVER_BY, { action: 'deleted', target: postTarget(post), details: `for good, after ${TRASH_DAYS} days in Trash` })
    }
    return gone.map((post) => post.id)
  })
}

/** When the next scheduled post is due: the earliest `scheduledAt` of an unpublished post not in Trash. */
export function nextScheduledAt(store: Store): number | undefined {
  let next: number | undefined
  for (const post of store.data.posts) {
    if (!isScheduled(post)) continue
    const at = Date.parse(post.scheduledAt!)
    if (next === undefined || at < next) next = at
  }
  return next
}

/**
 * Publishes every scheduled post whose time has come at `now` (one write for all of them). A post scheduled for a
 * time the server was stopped at goes live at the next start; its publication date is the time it was scheduled for.
 */
export async function publishDuePosts(store: Store, now = Date.now()): Promise<number> {
  const due = (post: Post) => isScheduled(post) && Date.parse(post.scheduledAt!) <= now
  if (!store.data.posts.some(due)) return 0
  return store.update((tx) => {
    const posts = tx.data.posts.filter(due)
    for (const post of posts) {
      tx.put('posts', { ...post, published: true, publishedAt: post.publishedAt ?? post.scheduledAt, scheduledAt: null, updatedAt: timestamp(post.updatedAt) })
      audit(tx, SERVER_BY, { action: 'published', target: postTarget(post), details: 'as scheduled' })
    }
    return posts.length
  })
}

function isScheduled(post: Post): boolean {
  return post.scheduledAt !== null && !post.published && !post.deletedAt
}

/**
 * The schedule rules: a published post has none (publishing now clears it); a new or moved schedule must be in the
 * future (a time already passed would publish at once: that is "Publish", not a schedule).
 */
function settleSchedule(next: Post, before: Post | undefined, now: number): void {
  if (next.published) {
    next.scheduledAt = null
    return
  }
  if (next.scheduledAt !== null && next.scheduledAt !== before?.scheduledAt && Date.parse(next.scheduledAt) <= now) {
    throw badRequest('A post can only be scheduled for a time still to come', { scheduledAt: 'Choose a date and time in the future' })
  }
}

/**
 * The post a save links as the translation (`translationId`), checked before anything changes: it must
 * exist and be in the other language. Undefined for none.
 */
function translationFor(data: StoreData, post: Pick<Post, 'id' | 'language'>, translationId: string | null): Post | undefined {
  if (translationId === null) return undefined
  const translation = postById(data, translationId)
  if (!translation || translation.id === post.id || translation.deletedAt) {
    throw badRequest('There is no such post to link as the translation', { translationId: 'Choose an existing post (not one in Trash)' })
  }
  if (translation.language === post.language) {
    throw badRequest('A translation must be in the other language', { translationId: 'Choose a post in the other language' })
  }
  return translation
}

/**
 * Links the post to the one with `translationId` both ways, or unlinks it (undefined). A post has one translation: a
 * link either of them had before is lifted. The other posts touched count as changed (their `updatedAt` moves), so
 * an editor open on one of them cannot silently undo the link. Each post is read as the transaction has it now.
 */
function linkTranslation(tx: Transaction, postId: string, translationId: string | undefined): void {
  const unlink = (id: string) => {
    const other = postById(tx.data, id)
    if (!other || other.translationId === null) return
    tx.put('posts', { ...other, translationId: null, updatedAt: timestamp(other.updatedAt) })
  }
  const previous = postById(tx.data, postId)!.translationId
  if (previous !== null && previous !== translationId) unlink(previous)
  if (translationId !== undefined) {
    const theirs = postById(tx.data, translationId)!.translationId
    if (theirs !== null && theirs !== postId) unlink(theirs)
    const translation = postById(tx.data, translationId)!
    if (translation.translationId !== postId) tx.put('posts', { ...translation, translationId: postId, updatedAt: timestamp(translation.updatedAt) })
  }
  const post = postById(tx.data, postId)!
  if (post.translationId !== (translationId ?? null)) tx.put('posts', { ...post, translationId: translationId ?? null })
}

/** A post's published translation (not in Trash), if it has one. A post in Trash keeps its link for a restore. */
export function findTranslation(store: Store, post: Post): Post | undefined {
  const translation = post.translationId === null ? undefined : store.data.posts.find((candidate) => candidate.id === post.translationId)
  return translation?.published && !translation.deletedAt && translation.translationId === post.id ? translation : undefined
}

/** A post taking `slug` wins it: no other post's old address redirects from there any more. */
function releaseOldSlug(tx: Transaction, slug: string): void {
  for (const other of tx.data.posts) {
    if (other.previousSlugs.includes(slug)) tx.put('posts', { ...other, previousSlugs: other.previousSlugs.filter((old) => old !== slug) })
  }
}

/** A post not in Trash (staff's editor reads its revisions); undefined otherwise. */
export function findLivePost(store: Store, id: string): Post | undefined {
  return store.data.posts.find((post) => post.id === id && !post.deletedAt)
}

/** The post with this id, as `data` (the store's, or a transaction's) has it. */
function postById(data: StoreData, id: string): Post | undefined {
  return data.posts.find((post) => post.id === id)
}

/** A post not in Trash: one there is changed only by restoring it. */
function findLiveOr404(data: StoreData, id: string): Post {
  const post = postById(data, id)
  if (!post) throw notFound('Post not found')
  if (post.deletedAt) throw notFound('This post is in Trash: restore it to change it')
  return post
}

function findTrashedOr404(data: StoreData, id: string): Post {
  const post = data.posts.find((candidate) => candidate.id === id && candidate.deletedAt !== null)
  if (!post) throw notFound('There is no post with this id in Trash')
  return post
}

function assertPostFits(data: StoreData, fields: Pick<Post, 'slug' | 'category'>, exceptId?: string): void {
  const other = data.posts.find((candidate) => candidate.slug === fields.slug && candidate.id !== exceptId)
  if (other?.deletedAt) {
    // A slug stays reserved while its post is in Trash, so that restoring it always brings it back whole.
    const words = 'A post in Trash uses this slug: restore it or delete it for good'
    throw conflict(`${words} (“${other.title}”)`, { slug: words })
  }
  if (other) {
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
  return decodeEntities(html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ')).replace(/\s+/g, ' ')
}
