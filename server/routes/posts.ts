import { Router } from 'express'
import { z } from 'zod'
import type { User } from '#shared/schema/database.ts'
import { AdminPostListQuerySchema, type Post, PostListQuerySchema, type PostOverview, PostSearchQuerySchema, type PostUpdate } from '#shared/schema/post.ts'
import { postContent } from '../content/post-content.ts'
import type { Answer, Answers } from '../content/answers.ts'
import { toPublic } from '../content/public-post.ts'
import { queryString } from '#shared/api/http-api.ts'
import { notFound, parseOr400, tooManyRequests } from '../http-errors.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { SEARCH_BUSY, SearchGate } from '../security/search-gate.ts'
import {
  bulkUpdatePosts,
  createPost,
  deletePost,
  findPostById,
  findPostBySlug,
  listPostsPage,
  listTrash,
  postOverview,
  purgePost,
  restorePost,
  searchPosts,
  updatePost,
} from '../store/posts.ts'
import { ANSWERED, OK, forVisitors, operationRoutes, rowsOf } from './operation-route.ts'
import { requiredVersion } from './required-version.ts'
import type { PostRevisions } from '../store/revisions.ts'
import type { Store } from '../store/store.ts'

/** Searches per address and minute: a person types a few; a script that scans the blog is slowed down. */
export const SEARCH_LIMIT = { attempts: 60, windowMs: 60 * 1000 }
const SEARCH_CACHE = { entries: 200, bytes: 16 * 1024 * 1024 }

/** What the routes tell the schedule (server/store/post-schedule.ts), and the time it keeps. */
export interface PostSchedule {
  /** After every change of a post: the timer is armed for the next one due. */
  rearm(): void
  now(): number
}

/**
 * The HTML of an update: rendered from its Markdown when that is sent; new HTML without Markdown becomes the post's
 * source (the old Markdown would contradict it). Unchanged when the update sends neither.
 */
export async function withContent<T extends Pick<PostUpdate, 'markdown' | 'content'>>(changes: T): Promise<T> {
  if (changes.markdown !== undefined) return { ...changes, content: await postContent(changes) }
  if (changes.content !== undefined) return { ...changes, content: await postContent(changes), markdown: undefined }
  return changes
}

/**
 * `revisions`: every create and update keeps one, written after the post is stored. `searches`: the budget new searches
 * share with the site's search pages.
 */
export function postRoutes(store: Store, answers: Answers, revisions: PostRevisions, schedule?: PostSchedule, searches = new SearchGate()): Router {
  const postsChanged = () => schedule?.rearm()
  const router = Router()
  const route = operationRoutes(router, store)
  const recordRevision = (post: Post, { id, displayName }: User) => void revisions.record(post, { id, name: displayName })

  // The public list is read far more often than it changes: its JSON is made once per store revision and parsed
  // query, and held in memory for its one canonical address (other spellings of the same query reuse the JSON and
  // add nothing), so memory does not grow with the query strings people send.
  const publicLists = new Map<string, Answer>()
  const PUBLIC_LISTS_LIMIT = 50

  // One route for listPosts and listPostsPage, and the visitors' list: its query is whoever asks's.
  route('listPosts', { role: 'anyone', input: z.unknown() }, ({ user, req, res }) => {
    if (user) {
      // Staff also search, sort and page here; `content=false` leaves out each post's text and Markdown (the admin's
      // list), otherwise a signed-in list has them.
      const { content: withContent, ...filter } = parseOr400(AdminPostListQuerySchema, req.query, 'Invalid query')
      const { posts, total } = listPostsPage(store, { ...filter, includeDrafts: true })
      res.set('X-Total-Count', String(total))
      return withContent === false
        ? rowsOf(
            'listPostsPage',
            posts.map(({ content: _content, markdown: _markdown, ...summary }) => summary),
          )
        : posts
    }
    const query = parseOr400(PostListQuerySchema, req.query, 'Invalid query')
    const { content: withContent, ...filter } = query
    const address = `/api/blog/posts${queryString(query)}`
    let list = publicLists.get(address)
    if (list?.revision !== store.revision) {
      const page = listPostsPage(store, { ...filter, includeDrafts: false })
      const posts = page.posts.map(toPublic)
      list = {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Total-Count': String(page.total) },
        body: JSON.stringify(withContent ? posts : posts.map(({ content: _content, ...summary }) => summary)),
        revision: store.revision,
      }
      publicLists.delete(address)
      for (const [held, { revision }] of publicLists) if (revision !== store.revision || publicLists.size >= PUBLIC_LISTS_LIMIT) publicLists.delete(held)
      publicLists.set(address, list)
    }
    if (req.originalUrl === address) answers.hold(address, list)
    answers.send(req, res, list)
    return ANSWERED
  })

  // Search reads every post: its answers are kept per store revision (a repeated search costs nothing, and is
  // answered even while new ones are refused), bounded in number and bytes; each address may search `SEARCH_LIMIT`
  // times a minute, and a new search waits for the budget (SearchGate).
  const found = new Map<string, { revision: number; body: string }>()
  const searchLimiter = new AttemptLimiter(SEARCH_LIMIT.attempts, SEARCH_LIMIT.windowMs)
  let foundBytes = 0

  router.get('/blog/search', async (req, res) => {
    const { q } = parseOr400(PostSearchQuerySchema, req.query)
    const address = req.ip ?? 'unknown'
    const retryAfter = searchLimiter.retryAfter(address)
    if (retryAfter > 0) throw tooManyRequests('Too many searches from this address. Try again in a minute.', retryAfter)
    searchLimiter.hit(address)
    const key = q.toLocaleLowerCase()
    const kept = found.get(key)
    if (kept?.revision === store.revision) {
      res.type('application/json').send(kept.body)
      return
    }
    const wait = searches.retryAfter()
    if (wait > 0) throw tooManyRequests(SEARCH_BUSY, wait)
    const answer = await searches.run(() => {
      const posts = searchPosts(store, q).map((post) => {
        const { content: _content, ...summary } = toPublic(post)
        return summary
      })
      return { revision: store.revision, body: JSON.stringify(posts) }
    })
    const previous = found.get(key)
    if (previous) foundBytes -= previous.body.length
    found.delete(key)
    for (const [held, other] of found) {
      if (other.revision === store.revision && found.size < SEARCH_CACHE.entries && foundBytes + answer.body.length <= SEARCH_CACHE.bytes) break
      found.delete(held)
      foundBytes -= other.body.length
    }
    found.set(key, answer)
    foundBytes += answer.body.length
    res.type('application/json').send(answer.body)
  })

  // The console's numbers about posts: counted here, so that the console never loads every post to count them.
  // Counting months in a time zone takes tens of ms at 10,000 posts: kept per store revision and zone.
  const overviews = new Map<string, { revision: number; overview: PostOverview }>()
  route('getPostOverview', 'staff', ({ input: { timeZone } }) => {
    const key = timeZone ?? ''
    let held = overviews.get(key)
    if (held?.revision !== store.revision) {
      held = { revision: store.revision, overview: postOverview(store, timeZone) }
      for (const [zone, other] of overviews) if (other.revision !== store.revision || overviews.size >= 8) overviews.delete(zone)
      overviews.set(key, held)
    }
    return held.overview
  })

  route('getPostById', { role: 'staff', unknownParam: 'Post not found' }, ({ params: [id] }) => {
    const post = findPostById(store, id)
    if (!post) throw notFound('Post not found')
    return post
  })

  route('getPost', { role: 'anyone', unknownParam: 'Post not found' }, ({ params: [slug], user }) => {
    const post = findPostBySlug(store, slug, user !== undefined)
    if (!post) throw notFound('Post not found')
    return user ? post : forVisitors(toPublic(post))
  })

  route('createPost', { role: 'staff', status: 201 }, async ({ input, user: author, by }) => {
    // The post records who wrote it; an update keeps it (PostUpdateSchema has no author).
    const fields = { ...input, content: await postContent(input), authorId: author.id, authorName: author.displayName }
    const post = await createPost(store, fields, by)
    postsChanged()
    // Not awaited: the answer does not wait for the revision's disk write (the editor's list waits for it).
    recordRevision(post, author)
    return post
  })

  route('updatePost', 'staff', async ({ params: [id], input: { updatedAt, ...changes }, user, by }) => {
    const post = await updatePost(store, id, await withContent(changes), requiredVersion(updatedAt), by)
    postsChanged()
    recordRevision(post, user)
    return post
  })

  // The admin list's bulk actions, in one write; a post that cannot change is named, the others change.
  route('bulkUpdatePosts', 'staff', async ({ input: action, user, by }) => {
    const { result, changed } = await bulkUpdatePosts(store, action, by)
    postsChanged()
    // Publishing and unpublishing are saves, as in the editor (decision 014); moving to Trash is not.
    if (action.action !== 'trash') for (const post of changed) recordRevision(post, user)
    return result
  })

  // "Delete" moves a post to Trash for 30 days; staff (every role) list Trash, restore, or delete for good.
  route('deletePost', 'staff', async ({ params: [id], by }) => {
    await deletePost(store, id, by)
    postsChanged()
    return OK
  })

  route('listTrash', 'staff', () => listTrash(store))

  route('restorePost', 'staff', async ({ params: [id], by }) => {
    const post = await restorePost(store, id, by, schedule?.now())
    postsChanged()
    return post
  })

  route('purgePost', 'staff', async ({ params: [id], by }) => {
    await purgePost(store, id, by)
    postsChanged()
    await revisions.remove(id)
    return OK
  })

  return router
}
