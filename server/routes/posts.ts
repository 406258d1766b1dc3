import { Router } from 'express'
import { IdSchema, SlugSchema } from '../../shared/schema/common.ts'
import type { User } from '../../shared/schema/database.ts'
import {
  AdminPostListQuerySchema,
  PostBulkActionSchema,
  PostInputSchema,
  PostListQuerySchema,
  PostOverviewQuerySchema,
  PostSearchQuerySchema,
  PostUpdateSchema,
  type PostUpdate,
} from '../../shared/schema/post.ts'
import { postContent } from '../content/post-content.ts'
import type { Answer, Answers } from '../content/answers.ts'
import { toPublic } from '../content/public-post.ts'
import { queryString } from '../../shared/api/http-api.ts'
import { HttpError, notFound, parseOr400, tooManyRequests } from '../http-errors.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { requireAdmin, sessionUser } from '../security/session.ts'
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
import { requestBy } from './audit.ts'
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

/** `revisions`: every create and update keeps one (issue 14), written after the post is stored. */
export function postRoutes(store: Store, answers: Answers, revisions: PostRevisions, schedule?: PostSchedule): Router {
  const postsChanged = () => schedule?.rearm()
  const router = Router()
  const admin = requireAdmin(store) // issue #13: every role (owner, editor)

  // The public list is read far more often than it changes: its JSON is made once per store revision and parsed
  // query, and held in memory for its one canonical address (other spellings of the same query reuse the JSON and
  // add nothing), so memory does not grow with the query strings people send (issue #12).
  const publicLists = new Map<string, Answer>()
  const PUBLIC_LISTS_LIMIT = 50

  router.get('/blog/posts', (req, res) => {
    if (sessionUser(req, store)) {
      // Issue 14: staff also search, sort and page here; `content=false` leaves out each post's text and Markdown
      // (the admin's list), otherwise a signed-in list has them (SPEC §7).
      const { content: withContent, ...filter } = parseOr400(AdminPostListQuerySchema, req.query, 'Invalid query')
      const { posts, total } = listPostsPage(store, { ...filter, includeDrafts: true })
      const shown = withContent === false ? posts.map(({ content: _content, markdown: _markdown, ...summary }) => summary) : posts
      return res.set('X-Total-Count', String(total)).json(shown)
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
  })

  // Search reads every post: its answers are kept per store revision (a repeated search costs nothing), bounded
  // in number and bytes, and each address may search `SEARCH_LIMIT` times a minute (issue #12).
  const searches = new Map<string, { revision: number; body: string }>()
  const searchLimiter = new AttemptLimiter(SEARCH_LIMIT.attempts, SEARCH_LIMIT.windowMs)
  let searchBytes = 0

  router.get('/blog/search', (req, res) => {
    const { q } = parseOr400(PostSearchQuerySchema, req.query)
    const address = req.ip ?? 'unknown'
    const retryAfter = searchLimiter.retryAfter(address)
    if (retryAfter > 0) throw tooManyRequests('Too many searches from this address. Try again in a minute.', retryAfter)
    searchLimiter.hit(address)
    const key = q.toLocaleLowerCase()
    let found = searches.get(key)
    if (found?.revision !== store.revision) {
      const posts = searchPosts(store, q).map((post) => {
        const { content: _content, ...summary } = toPublic(post)
        return summary
      })
      found = { revision: store.revision, body: JSON.stringify(posts) }
      const previous = searches.get(key)
      if (previous) searchBytes -= previous.body.length
      searches.delete(key)
      for (const [held, other] of searches) {
        if (other.revision === store.revision && searches.size < SEARCH_CACHE.entries && searchBytes + found.body.length <= SEARCH_CACHE.bytes) break
        searches.delete(held)
        searchBytes -= other.body.length
      }
      searches.set(key, found)
      searchBytes += found.body.length
    }
    res.type('application/json').send(found.body)
  })

  // The console's numbers about posts: counted here, so that the console never loads every post to count them.
  // Counting months in a time zone takes tens of ms at 10,000 posts: kept per store revision and zone.
  const overviews = new Map<string, { revision: number; body: string }>()
  router.get('/blog/overview', admin, (req, res) => {
    const { timeZone } = parseOr400(PostOverviewQuerySchema, req.query, 'Invalid query')
    const key = timeZone ?? ''
    let held = overviews.get(key)
    if (held?.revision !== store.revision) {
      held = { revision: store.revision, body: JSON.stringify(postOverview(store, timeZone)) }
      for (const [zone, other] of overviews) if (other.revision !== store.revision || overviews.size >= 8) overviews.delete(zone)
      overviews.set(key, held)
    }
    res.type('application/json').send(held.body)
  })

  router.get('/blog/posts/by-id/:id', admin, (req, res) => {
    const id = IdSchema.safeParse(req.params.id)
    const post = id.success ? findPostById(store, id.data) : undefined
    if (!post) throw notFound('Post not found')
    res.json(post)
  })

  router.get('/blog/posts/:slug', (req, res) => {
    const slug = SlugSchema.safeParse(req.params.slug)
    const isAdmin = sessionUser(req, store) !== undefined
    const post = slug.success ? findPostBySlug(store, slug.data, isAdmin) : undefined
    if (!post) throw notFound('Post not found')
    res.json(isAdmin ? post : toPublic(post))
  })

  router.post('/blog/posts', admin, async (req, res) => {
    const input = parseOr400(PostInputSchema, req.body)
    // Issue #13: the post records who wrote it; an update keeps it (PostUpdateSchema has no author).
    const author = res.locals.user as User
    const fields = { ...input, content: await postContent(input), authorId: author.id, authorName: author.displayName }
    const post = await createPost(store, fields, requestBy(req, res))
    postsChanged()
    // Not awaited: the answer does not wait for the revision's disk write (the editor's list waits for it).
    void revisions.record(post, { id: author.id, name: author.displayName })
    res.status(201).json(post)
  })

  router.patch('/blog/posts/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    const { updatedAt, ...changes } = parseOr400(PostUpdateSchema, req.body)
    // Every update names the version it was made from: without it, someone's newer work would be overwritten unseen.
    if (updatedAt === undefined) {
      throw new HttpError(428, "Send the updatedAt of the version you edited, so that nobody's newer work is overwritten", {
        updatedAt: 'Required',
      })
    }
    const post = await updatePost(store, id, await withContent(changes), updatedAt, requestBy(req, res))
    postsChanged()
    const editor = res.locals.user as User
    void revisions.record(post, { id: editor.id, name: editor.displayName })
    res.json(post)
  })

  // Issue 14: the admin list's bulk actions, in one write; a post that cannot change is named, the others change.
  router.post('/blog/posts/bulk', admin, async (req, res) => {
    const action = parseOr400(PostBulkActionSchema, req.body)
    const { result, changed } = await bulkUpdatePosts(store, action, requestBy(req, res))
    postsChanged()
    // Publishing and unpublishing are saves, as in the editor (decision 014); moving to Trash is not.
    if (action.action !== 'trash') {
      const editor = res.locals.user as User
      for (const post of changed) void revisions.record(post, { id: editor.id, name: editor.displayName })
    }
    res.json(result)
  })

  // Issue 14: "delete" moves a post to Trash for 30 days; staff (every role) list Trash, restore, or delete for good.
  router.delete('/blog/posts/:id', admin, async (req, res) => {
    await deletePost(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    postsChanged()
    res.json({ ok: true })
  })

  router.get('/blog/trash', admin, (_req, res) => {
    res.json(listTrash(store))
  })

  router.post('/blog/posts/:id/restore', admin, async (req, res) => {
    const post = await restorePost(store, parseOr400(IdSchema, req.params.id), requestBy(req, res), schedule?.now())
    postsChanged()
    res.json(post)
  })

  router.delete('/blog/trash/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    await purgePost(store, id, requestBy(req, res))
    postsChanged()
    await revisions.remove(id)
    res.json({ ok: true })
  })

  return router
}
