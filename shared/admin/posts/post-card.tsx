import type { Post, PostSummary } from '#shared/schema/post.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { LANGUAGE_LABEL, formatShortDate } from '../ui/format.ts'
import { scheduleText } from './schedule-time.ts'
import { ExternalIcon, EyeIcon } from '../ui/icons.tsx'
import { DeleteButton, EditButton } from '../ui/item-buttons.tsx'
import { postSiteUrl } from './site-links.ts'
import { Definition } from '../ui/definition.tsx'

/** A post's state in every list and card: Published, Scheduled for <when> (a draft with a time to go live), or Draft. */
export function StatusBadge({ post }: { post: Pick<PostSummary, 'published' | 'scheduledAt'> }) {
  if (post.published) return <span className="adm-badge adm-badge--published">Published</span>
  if (post.scheduledAt) return <span className="adm-badge adm-badge--scheduled">Scheduled for {scheduleText(post.scheduledAt)}</span>
  return <span className="adm-badge adm-badge--draft">Draft</span>
}

/** 'View on site' for a published post, 'Preview' for a draft (the site shows drafts to a signed-in admin). */
export function SiteLink({ post, className = '' }: { post: Pick<Post, 'slug' | 'language' | 'published' | 'title'>; className?: string }) {
  const { siteUrl } = useAdmin()
  return (
    <a className={`adm-button adm-button--ghost adm-button--small ${className}`} href={postSiteUrl(post, siteUrl)} target="_blank" rel="noopener noreferrer">
      {post.published ? <ExternalIcon /> : <EyeIcon />}
      {post.published ? 'View on site' : 'Preview'}
      <span className="visually-hidden">: {post.title} (opens in a new tab)</span>
    </a>
  )
}

/** A post's checkbox for the list's bulk actions. */
export interface PostSelection {
  checked: boolean
  onChange(checked: boolean): void
}

export function SelectPost({ title, selection }: { title: string; selection: PostSelection }) {
  return (
    <label className="adm-check adm-select-post">
      <input type="checkbox" checked={selection.checked} onChange={(event) => selection.onChange(event.target.checked)} />
      <span className="visually-hidden">Select: {title}</span>
    </label>
  )
}

interface PostCardProps {
  post: PostSummary
  deleting: boolean
  onEdit(): void
  onDelete(): void
  selection?: PostSelection
}

/** A post in the Blog Posts list: title, badge, excerpt, created date, category, slug, edit and delete. */
export function PostCard({ post, deleting, onEdit, onDelete, selection }: PostCardProps) {
  return (
    <article className="adm-card adm-post-card" aria-labelledby={`adm-post-${post.id}`}>
      {post.featuredImage ? (
        <img className="adm-post-card__image" src={post.featuredImage} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <div className="adm-post-card__image adm-post-card__image--empty" aria-hidden="true" />
      )}
      <div className="adm-post-card__body">
        <div className="adm-post-card__head">
          {selection && <SelectPost title={post.title} selection={selection} />}
          <h2 id={`adm-post-${post.id}`} className="adm-post-card__title">
            {post.title}
          </h2>
          <StatusBadge post={post} />
        </div>
        <p className="adm-post-card__excerpt">{post.excerpt}</p>
        <dl className="adm-meta">
          <Definition term="Created">{formatShortDate(post.createdAt)}</Definition>
          <Definition term="Category">{post.category}</Definition>
          <Definition term="Language">{LANGUAGE_LABEL[post.language]}</Definition>
          <Definition term="Slug" className="adm-mono">
            {post.slug}
          </Definition>
        </dl>
        <div className="adm-post-card__actions">
          <SiteLink post={post} />
          <EditButton name={post.title} onClick={onEdit} />
          <DeleteButton name={post.title} deleting={deleting} onClick={onDelete} />
        </div>
      </div>
    </article>
  )
}
