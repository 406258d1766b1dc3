import type { ComponentType, SVGProps } from 'react'
import { contentCounts, openInquiryCount } from './analytics.ts'
import { useConsole } from '../console/console-context.tsx'
import { DraftsNotice } from '../forms/drafts-notice.tsx'
import { formatShortDate, plural } from '../ui/format.ts'
import { CategoriesIcon, CheckIcon, EditIcon, InquiriesIcon, PlusIcon, PostsIcon } from '../ui/icons.tsx'
import { type ListWords, ResourceState } from '../ui/list-state.tsx'
import { StatusBadge } from '../posts/index.ts'
import { LaunchChecklistCard } from './launch-checklist-card.tsx'

const RECENT_POSTS_WORDS: ListWords = {
  loading: 'Loading posts...',
  loadError: 'Could not load the posts',
  empty: 'No posts found',
  emptyDetail: "Write the studio's first article with New Post.",
}

/** The Dashboard: the counters and Recent Posts, plus shortcuts and the inquiries waiting for an answer. */
export function OverviewSection() {
  const { postOverview, categories, inquiries, openPostEditor, openCategoryEditor, goTo } = useConsole()
  const counts = contentCounts(postOverview.data, categories.data?.length ?? 0)
  const ready = postOverview.data !== undefined && categories.data !== undefined
  const recent = postOverview.data?.recent ?? []
  const open = openInquiryCount(inquiries.data ?? [])

  return (
    <div className="adm-stack">
      <DraftsNotice kind="post" />
      <ul className="adm-stats" aria-label="Content counts">
        <Stat label="Total Posts" value={counts.total} ready={ready} icon={PostsIcon} />
        <Stat label="Published" value={counts.published} ready={ready} icon={CheckIcon} tone="published" />
        <Stat label="Drafts" value={counts.drafts} ready={ready} icon={EditIcon} tone="draft" />
        <Stat label="Categories" value={counts.categories} ready={ready} icon={CategoriesIcon} />
      </ul>

      <LaunchChecklistCard />

      <div className="adm-overview">
        <section className="adm-card adm-recent" aria-labelledby="adm-recent-title">
          <div className="adm-card__head">
            <h2 id="adm-recent-title" className="adm-card__title">
              Recent Posts
            </h2>
            <button type="button" className="adm-link-button" onClick={() => void goTo('posts')}>
              All posts
            </button>
          </div>
          <ResourceState resource={postOverview} empty={recent.length === 0} words={RECENT_POSTS_WORDS}>
            <ul className="adm-recent__list">
              {recent.map((post) => (
                <li key={post.id} className="adm-recent__item">
                  <div className="adm-recent__text">
                    <button type="button" className="adm-recent__title" onClick={() => void openPostEditor({ post })}>
                      {post.title}
                      <span className="visually-hidden"> (edit)</span>
                    </button>
                    <span className="adm-muted">{formatShortDate(post.createdAt)}</span>
                  </div>
                  <StatusBadge post={post} />
                </li>
              ))}
            </ul>
          </ResourceState>
        </section>

        <div className="adm-stack">
          <section className="adm-card" aria-labelledby="adm-quick-title">
            <h2 id="adm-quick-title" className="adm-card__title">
              Quick actions
            </h2>
            <div className="adm-quick">
              <button type="button" className="adm-button adm-button--primary" onClick={() => void openPostEditor({ post: null })}>
                <PlusIcon /> New Post
              </button>
              <button type="button" className="adm-button adm-button--secondary" onClick={() => void openCategoryEditor({ category: null })}>
                <PlusIcon /> New Category
              </button>
            </div>
          </section>
          <section className="adm-card adm-inbox-card" aria-labelledby="adm-inbox-title">
            <h2 id="adm-inbox-title" className="adm-card__title">
              <InquiriesIcon /> Inquiries
            </h2>
            <p className="adm-inbox-card__text">
              {inquiries.data === undefined
                ? inquiries.error
                  ? 'The inquiries could not be loaded.'
                  : 'Loading inquiries...'
                : open === 0
                  ? 'All caught up: every inquiry has been handled.'
                  : `${plural(open, 'inquiry', 'inquiries')} waiting for an answer.`}
            </p>
            <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={() => void goTo('inquiries')}>
              Open inquiries
            </button>
          </section>
        </div>
      </div>
    </div>
  )
}

/** One of the Dashboard's counters, '–' until the lists have loaded; the analytics' totals are the plain kind. */
export function Stat({
  label,
  value,
  ready = true,
  icon: Icon,
  tone = 'neutral',
}: {
  label: string
  value: number
  ready?: boolean
  icon?: ComponentType<SVGProps<SVGSVGElement>>
  tone?: 'neutral' | 'published' | 'draft' | 'plain'
}) {
  return (
    <li className={`adm-card adm-stat adm-stat--${tone}`}>
      {Icon && (
        <span className="adm-stat__icon" aria-hidden="true">
          <Icon />
        </span>
      )}
      <span className="adm-stat__text">
        <span className="adm-stat__label">{label}</span>
        <span className="adm-stat__value">{ready ? value : '–'}</span>
      </span>
    </li>
  )
}
