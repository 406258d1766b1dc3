import { Router } from 'express'
import { IdSchema, SlugSchema } from '../../shared/schema/common.ts'
import { PostInputSchema, PostListQuerySchema, PostSearchQuerySchema, PostUpdateSchema } from '../../shared/schema/post.ts'
import { postContent } from '../content/post-content.ts'
import type { Answer, Answers } from '../content/answers.ts'
import { toPublic } from '../content/public-post.ts'
import { HttpError, notFound, parseOr400 } from '../http-errors.ts'
import { requireAdmin, sessionUser } from '../security/session.ts'
import { createPost, deletePost, findPostBySlug, listPosts, searchPosts, updatePost } from '../store/posts.ts'
import type { Store } from '../store/store.ts'

export function postRoutes(store: Store, answers: Answers): Router {
  const router = Router()
  const admin = requireAdmin(store)

  // The public list is read far more often than it changes: its JSON is made once per store revision and query,
  // and held for the address it was asked at, so the next visitor's request is answered from memory.
  const publicLists = new Map<string, Answer>()

  router.get('/blog/posts', (req, res) => {
    const query = parseOr400(PostListQuerySchema, req.query, 'Invalid query')
    if (sessionUser(req, store)) return res.json(listPosts(store, { ...query, includeDrafts: true }))
    const key = JSON.stringify(query)
    let list = publicLists.get(key)
    if (list?.revision !== store.revision) {
      list = {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        body: JSON.stringify(listPosts(store, { ...query, includeDrafts: false }).map(toPublic)),
        revision: store.revision,
      }
      if (publicLists.size >= 100) publicLists.clear()
      publicLists.set(key, list)
    }
    answers.hold(req.originalUrl, list)
    answers.send(req, res, list)
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
    // Every update names the version it was made from: without it, someone's newer work would be overwritten unseen.
    if (updatedAt === undefined) {
      throw new HttpError(428, 'Send the updatedAt of the version you edited, so that nobody\'s newer work is overwritten', {
        updatedAt: 'Required',
      })
    }
    if (changes.markdown !== undefined) changes.content = postContent(changes)
    else if (changes.content !== undefined) {
      // New HTML without Markdown: the HTML is now the post's source, and the old Markdown would contradict it.
      changes.content = postContent(changes)
      changes.markdown = undefined
    }
    res.json(await updatePost(store, id, changes, updatedAt))
  })

  router.delete('/blog/posts/:id', admin, async (req, res) => {
    await deletePost(store, parseOr400(IdSchema, req.params.id))
    res.json({ ok: true })
  })

  return router
}
