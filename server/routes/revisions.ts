import { Router } from 'express'
import { PostUpdateSchema, STUDIO_TIME_ZONE } from '#shared/schema/post.ts'
import { RESTORED_FIELDS, type PostRevision } from '#shared/schema/revision.ts'
import { conflict, notFound, parseOr400 } from '../http-errors.ts'
import { findLivePost, postHoldingSlug, updatePost } from '../store/posts.ts'
import type { PostRevisions } from '../store/revisions.ts'
import type { Store } from '../store/store.ts'
import { operationRoutes } from './operation-route.ts'
import { type PostSchedule, withContent } from './posts.ts'

/**
 * A post's revisions, for staff (every role). The list leaves the text out (it is the editor's list of
 * who saved when); one revision comes whole, for the editor to show what changed; a restore is an update like any
 * other (validation, slug rules, audit entry) and keeps a revision of its own.
 */
export function revisionRoutes(store: Store, revisions: PostRevisions, schedule?: PostSchedule): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  const livePost = (id: string) => {
    const post = findLivePost(store, id)
    if (!post) throw notFound('Post not found')
    return post
  }
  const revisionOf = async (postId: string, revisionId: string): Promise<PostRevision> => {
    const revision = await revisions.find(postId, revisionId)
    if (!revision) throw notFound('This post has no such revision (only the last 50 are kept)')
    return revision
  }

  route('listRevisions', 'staff', ({ params: [id] }) => revisions.summaries(livePost(id).id))

  route('getRevision', 'staff', ({ params: [id, revisionId] }) => revisionOf(livePost(id).id, revisionId))

  route('restoreRevision', 'staff', async ({ params: [id, revisionId], user: editor, by }) => {
    const post = livePost(id)
    const revision = await revisionOf(post.id, revisionId)
    const { snapshot } = revision
    // The text and details come back; whether the post is published (or scheduled) stays as it is now.
    const fields = parseOr400(
      PostUpdateSchema,
      Object.fromEntries(RESTORED_FIELDS.map((field) => [field, snapshot[field]])),
      'This revision no longer fits the rules for a post',
    )
    const other = fields.slug === undefined ? undefined : postHoldingSlug(store, fields.slug, post.id)
    if (other) {
      const words = `Another post (“${other.title}”) now uses the slug "${fields.slug}" that this revision had`
      throw conflict(`${words}. Change that post’s slug first, or restore a revision with this post’s current slug.`, {
        slug: `“${other.title}” uses this slug now`,
      })
    }
    const note = `restored the revision of ${savedAtText(revision.savedAt)} by ${revision.author.name || 'someone'}`
    const restored = await updatePost(store, post.id, await withContent(fields), undefined, by, note)
    schedule?.rearm()
    void revisions.record(restored, { id: editor.id, name: editor.displayName })
    return restored
  })

  return router
}

/** "Nov 24, 2026, 3:04 PM": the studio's own time, as the editor shows it. */
function savedAtText(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: STUDIO_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}
