import { useState } from 'react'
import { ApiError } from '#shared/api/api-error.ts'
import { TRASH_DAYS, TRASH_MS, type Post } from '#shared/schema/post.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { LANGUAGE_LABEL, formatShortDate, plural } from '../ui/format.ts'
import { TrashIcon } from '../ui/icons.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'
import { useResource } from '../ui/use-resource.ts'
import { Definition } from '../ui/definition.tsx'
import { CardList } from '../ui/card-list.tsx'

/** Whole days a post has left in Trash (at least 1 while it is there: it goes within the day). */
function trashDaysLeft(deletedAt: string, now = Date.now()): number {
  return Math.max(1, Math.ceil((Date.parse(deletedAt) + TRASH_MS - now) / (24 * 60 * 60 * 1000)))
}

/** The Blog Posts toolbar's way into Trash. */
export function TrashButton({ onOpen }: { onOpen(): void }) {
  return (
    <button type="button" className="adm-button adm-button--secondary" onClick={onOpen}>
      <TrashIcon /> Trash
    </button>
  )
}

/**
 * The posts in Trash, each with the days it has left before it is deleted for good. Restore brings a post
 * back as it was; "Delete for good" asks first.
 */
export function TrashView({ onBack }: { onBack(): void }) {
  const { api } = useAdmin()
  const { postOverview } = useConsole()
  const confirm = useConfirm()
  const toast = useToast()
  const trash = useResource(() => api.listTrash())
  const { busy, change } = useItemChange(trash.reload)
  const [refusals, setRefusals] = useState<Record<string, string>>({})

  async function restore(post: Post) {
    const restored = await change(
      post.id,
      () => api.restorePost(post.id),
      'Error restoring post',
      (error) => {
        // 409: another post has its slug now; say so on the post itself, the way the slug field would.
        if (!(error instanceof ApiError && error.fields?.slug)) return false
        setRefusals((current) => ({ ...current, [post.id]: error.fields!.slug! }))
        return true
      },
    )
    if (!restored) return
    setRefusals(({ [post.id]: _gone, ...rest }) => rest)
    toast({ title: 'Post restored', description: post.published ? `“${post.title}” is back on the blog.` : `“${post.title}” is back in your posts.` })
    void postOverview.reload()
  }

  async function purge(post: Post) {
    const yes = await confirm({
      title: 'Delete this post for good?',
      message: <p>“{post.title}” will be deleted for good. It cannot be restored afterwards.</p>,
      confirmLabel: 'Delete for good',
      tone: 'danger',
    })
    if (yes && (await change(post.id, () => api.purgePost(post.id), 'Error deleting post'))) toast({ title: 'Post deleted for good' })
  }

  const list = trash.data ?? []
  return (
    <div className="adm-stack">
      <div className="adm-toolbar adm-toolbar--end">
        <h2 className="adm-trash__title">Trash</h2>
        <button type="button" className="adm-button adm-button--secondary" onClick={onBack}>
          Back to posts
        </button>
      </div>
      <p className="adm-hint">Deleted posts stay here for {TRASH_DAYS} days, then they are deleted for good. They are not on the site meanwhile.</p>
      <ResourceState resource={trash} words={{ loading: 'Loading Trash...', loadError: 'Could not load Trash', empty: 'Trash is empty' }}>
        <CardList items={list} className="adm-list" label="Posts in Trash" cardClassName="adm-post-card" headingPrefix="adm-trash">
          {(post, headingId) => {
            const days = trashDaysLeft(post.deletedAt!)
            const refusal = refusals[post.id]
            return (
              <div className="adm-post-card__body">
                <div className="adm-post-card__head">
                  <h3 id={headingId} className="adm-post-card__title">
                    {post.title}
                  </h3>
                  <span className="adm-badge adm-badge--draft">{plural(days, 'day')} left</span>
                </div>
                <dl className="adm-meta">
                  <Definition term="Deleted">{formatShortDate(post.deletedAt!)}</Definition>
                  <Definition term="Was">{post.published ? 'Published' : 'Draft'}</Definition>
                  <Definition term="Language">{LANGUAGE_LABEL[post.language]}</Definition>
                  <Definition term="Slug" className="adm-mono">
                    {post.slug}
                  </Definition>
                </dl>
                {refusal && (
                  <p className="adm-error" role="alert">
                    Could not restore: {refusal}
                  </p>
                )}
                <div className="adm-post-card__actions">
                  <button
                    type="button"
                    className="adm-button adm-button--secondary adm-button--small"
                    disabled={busy === post.id}
                    onClick={() => void restore(post)}
                  >
                    Restore<span className="visually-hidden">: {post.title}</span>
                  </button>
                  <button
                    type="button"
                    className="adm-button adm-button--danger-ghost adm-button--small"
                    disabled={busy === post.id}
                    onClick={() => void purge(post)}
                  >
                    <TrashIcon /> Delete for good<span className="visually-hidden">: {post.title}</span>
                  </button>
                </div>
              </div>
            )
          }}
        </CardList>
      </ResourceState>
    </div>
  )
}
