import { Router } from 'express'
import { IdSchema, SlugSchema } from '../../shared/schema/common.ts'
import { PostInputSchema, PostListQuerySchema, PostSearchQuerySchema, PostUpdateSchema } from '../../shared/schema/post.ts'
import { postContent } from '../content/post-content.ts'
import { type CachedBody, sendCached } from '../content/precompressed.ts'
import { toPublic } from '../content/public-post.ts'
import { notFound, parseOr400 } from '../http-errors.ts'
import { requireAdmin, sessionUser } from '../security/session.ts'
import { createPost, deletePost, findPostBySlug, listPosts, searchPosts, updatePost } from '../store/posts.ts'
import type { Store } from '../store/store.ts'

export function postRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store)

  // The public list is read far more often than it changes: its JSON is kept until the store changes.
  const publicLists = new Map<string, CachedBody & { revision: number }>()

  router.get('/blog/posts', (req, res) => {
    const query = parseOr400(PostListQuerySchema, req.query, 'Invalid query')
    if (sessionUser(req, store)) return res.json(listPosts(store, { ...query, includeDrafts: true }))
    const key = JSON.stringify(query)
    let cached = publicLists.get(key)
    if (cached?.revision !== store.revision) {
      cached = {
        revision: store.revision,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify(listPosts(store, { ...query, includeDrafts: false }).map(toPublic)),
      }
      if (publicLists.size >= 100) publicLists.clear()
      publicLists.set(key, cached)
    }
    sendCached(req, res, cached)
  })

  router.get('/blog/search', (req, res) => {
    const { q } = parseOr400(PostSearchQuerySchema, req.query)
    res.json(searchPosts(store, q).map(toPublic))
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
    const post = await createPost(store, { ...input, content: postContent(input) })
    res.status(201).json(post)
  })

  router.patch('/blog/posts/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    const { updatedAt, ...changes } = parseOr400(PostUpdateSchema, req.body)
    if (changes.markdown !== undefined || changes.content !== undefined) changes.content = postContent(changes)
    res.json(await updatePost(store, id, changes, updatedAt))
  })

  router.delete('/blog/posts/:id', admin, async (req, res) => {
    await deletePost(store, parseOr400(IdSchema, req.params.id))
    res.json({ ok: true })
  })

  return router
}
