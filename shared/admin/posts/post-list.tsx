import { useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { TRASH_DAYS, type PostBulkAction, type PostSummary } from '#shared/schema/post.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { removeDraft } from '../forms/autosave.ts'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { DraftsNotice } from '../forms/drafts-notice.tsx'
import { LANGUAGE_LABEL, plural } from '../ui/format.ts'
import { FilterIcon, PlusIcon } from '../ui/icons.tsx'
import { BulkBar, BulkProblem, SelectAll, usePageSelection } from '../ui/bulk-selection.tsx'
import { SearchBox } from '../ui/search-box.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { PostCard } from './post-card.tsx'
import { NO_FILTER, activeFilterCount, type PostFilter } from './post-filter.ts'
import { SORT_CHOICES, listQuery, listViewParams, pageCount, pageRangeText, readListView, type PostListView, type SortChoice } from './post-list-view.ts'
import { PostsTable } from './posts-table.tsx'
import { useToast } from '../ui/toast.tsx'
import { TrashButton, TrashView } from './trash-view.tsx'
import { usePreference } from '../ui/use-preference.ts'
import { useResource } from '../ui/use-resource.ts'

const LAYOUT_KEY = 'belleza-admin:posts-layout'
const SEARCH_DELAY_MS = 300

type BulkVerb = PostBulkAction['action']
const DONE: Record<BulkVerb, string> = { publish: 'published', unpublish: 'unpublished', trash: 'moved to Trash' }
const BULK_BUTTONS: [BulkVerb, string, 'secondary' | 'danger-ghost'][] = [
  ['publish', 'Publish', 'secondary'],
  ['unpublish', 'Unpublish', 'secondary'],
  ['trash', 'Move to Trash', 'danger-ghost'],
]

/**
 * Blog Posts, at scale: search, filters, sort and paging run on the server, one page of posts
 * without their text at a time; cards or a compact table (the choice is remembered); bulk publish, unpublish and
 * move to Trash for the posts checked on the page. The view lives in the address, so a reload keeps the place.
 */
export function PostList() {
  const { api, draftStorage } = useAdmin()
  const { postOverview, categories, openPostEditor, showError } = useConsole()
  const confirm = useConfirm()
  const toast = useToast()
  const [params, setParams] = useSearchParams()
  const view = readListView(params)
  const query = listQuery(view)
  const queryKey = JSON.stringify(query)
  const list = useResource(() => api.listPostsPage(query))

  const [search, setSearch] = useState(view.filter.query)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [inTrash, setInTrash] = useState(false) // Trash in place of the list
  const [layout, setLayout] = usePreference(LAYOUT_KEY, ['cards', 'compact'])
  const [bulkBusy, setBulkBusy] = useState(false)
  const [bulkProblem, setBulkProblem] = useState<string[] | null>(null)
  const panelId = useId()
  const sortId = useId()

  /** Replaces the address's view (no history entry: Back leaves the list, as it did). */
  function show(next: Partial<PostListView>) {
    setParams(listViewParams({ ...view, ...next }), { replace: true })
  }
  const setFilter = (filter: PostFilter) => show({ filter, page: 1 })

  // The page follows the view; a change made elsewhere (the editor, Trash) reloads the console's posts, and this page too.
  const reload = list.reload
  const page = list.data
  const shown = page?.posts ?? []
  const { selected, setSelected, chosen, choose, selectAll: selectAllState } = usePageSelection({ shown, keyOf: (post) => post.id, queryKey, reload })
  const seenPosts = useRef(postOverview.data)
  useEffect(() => {
    if (seenPosts.current !== undefined && seenPosts.current !== postOverview.data) void reload()
    seenPosts.current = postOverview.data
  }, [postOverview.data, reload])

  // Typing searches once the person pauses.
  useEffect(() => {
    if (search.trim() === view.filter.query.trim()) return // spaces alone are no search (the address leaves them out)
    const timer = setTimeout(() => setFilter({ ...view.filter, query: search }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  })

  // A page past the end (its last posts went to Trash, or an old address): the last page there is.
  const lastPage = page ? pageCount(page.total) : 1
  useEffect(() => {
    if (page && !list.loading && view.page > lastPage) show({ page: lastPage })
  })

  const activeFilters = activeFilterCount(view.filter)

  async function refresh() {
    await Promise.all([list.reload(), postOverview.reload()])
  }
  const { busy: deleting, change } = useItemChange(refresh)

  async function remove(post: PostSummary) {
    const yes = await confirm({
      title: 'Delete this post?',
      message: (
        <p>
          “{post.title}” goes to Trash{post.published ? ' and leaves the public site at once' : ''}. You can restore it from Trash for {TRASH_DAYS} days; after
          that it is deleted for good.
        </p>
      ),
      confirmLabel: 'Delete post',
      tone: 'danger',
    })
    if (!yes || !(await change(post.id, () => api.deletePost(post.id), 'Error deleting post'))) return
    removeDraft(draftStorage, 'post', post.id)
    toast({ title: 'Post deleted successfully', description: `Moved to Trash for ${TRASH_DAYS} days.` })
  }

  async function bulk(action: BulkVerb) {
    const posts = chosen
    if (posts.length === 0) return
    if (action === 'trash') {
      const yes = await confirm({
        title: `Move ${plural(posts.length, 'post')} to Trash?`,
        message: (
          <p>
            {posts.length === 1 ? `“${posts[0]!.title}” goes` : `The ${posts.length} posts you checked go`} to Trash and leave the public site at once. You can
            restore them from Trash for {TRASH_DAYS} days; after that they are deleted for good.
          </p>
        ),
        confirmLabel: 'Move to Trash',
        tone: 'danger',
      })
      if (!yes) return
    }
    setBulkBusy(true)
    setBulkProblem(null)
    try {
      const result = await api.bulkUpdatePosts({ action, ids: posts.map((post) => post.id) })
      const failed = new Set(result.failed.map((failure) => failure.id))
      if (action === 'trash') for (const post of posts) if (!failed.has(post.id)) removeDraft(draftStorage, 'post', post.id)
      const already = result.unchanged > 0 ? `${plural(result.unchanged, 'post was', 'posts were')} already ${DONE[action]}.` : undefined
      if (result.failed.length === 0) {
        toast({ title: `${plural(result.updated, 'post')} ${DONE[action]}`, description: already })
      } else {
        const title = (id: string) => posts.find((post) => post.id === id)?.title ?? id
        setBulkProblem(result.failed.map((failure) => `“${title(failure.id)}”: ${failure.error}`))
        toast({
          title: `${plural(result.failed.length, 'post')} could not be ${DONE[action]}`,
          description: `${plural(result.updated, 'other post')} ${result.updated === 1 ? 'was' : 'were'} ${DONE[action]}.`,
          tone: 'error',
        })
      }
      // The posts that failed stay checked, to try again or look at.
      setSelected(failed)
    } catch (error) {
      showError(`Error: the posts were not ${DONE[action]}`, error)
    } finally {
      setBulkBusy(false)
      void refresh()
    }
  }

  if (inTrash) return <TrashView onBack={() => setInTrash(false)} />

  const selectAll = <SelectAll {...selectAllState} label="Select all posts on this page" className="adm-select-post" />

  return (
    <div className="adm-stack">
      <DraftsNotice kind="post" />
      <div className="adm-toolbar">
        <SearchBox label="Search posts" placeholder="Search posts..." value={search} onChange={setSearch} />
        <button
          type="button"
          className={`adm-button adm-button--secondary ${activeFilters > 0 ? 'adm-button--active' : ''}`}
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon /> Filter
          {activeFilters > 0 && (
            <span className="adm-count-badge">
              {activeFilters}
              <span className="visually-hidden"> active</span>
            </span>
          )}
        </button>
        <button type="button" className="adm-button adm-button--primary" onClick={() => void openPostEditor({ post: null })}>
          <PlusIcon /> New Post
        </button>
        <TrashButton onOpen={() => setInTrash(true)} />
      </div>

      {filtersOpen && (
        <div id={panelId} className="adm-filters" role="group" aria-label="Filters">
          <Choice
            legend="Status"
            value={view.filter.status}
            options={[
              ['all', 'All'],
              ['published', 'Published'],
              ['draft', 'Drafts'],
            ]}
            onChange={(status) => setFilter({ ...view.filter, status })}
          />
          <Choice
            legend="Language"
            value={view.filter.language}
            options={[
              ['all', 'All'],
              ['en', LANGUAGE_LABEL.en],
              ['es', LANGUAGE_LABEL.es],
            ]}
            onChange={(language) => setFilter({ ...view.filter, language })}
          />
          <div className="adm-filters__group">
            <label className="adm-filters__legend" htmlFor={`${panelId}-category`}>
              Category
            </label>
            <select
              id={`${panelId}-category`}
              className="adm-input adm-select"
              value={view.filter.category}
              onChange={(event) => setFilter({ ...view.filter, category: event.target.value })}
            >
              <option value="">All categories</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.name}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          {activeFilters > 0 && (
            <button
              type="button"
              className="adm-button adm-button--ghost adm-button--small"
              onClick={() => setFilter({ ...NO_FILTER, query: view.filter.query })}
            >
              Clear filters
            </button>
          )}
        </div>
      )}

      <div className="adm-list-bar">
        <p className="adm-result-count" role="status">
          {page ? pageRangeText(Math.min(view.page, lastPage), shown.length, page.total) : ''}
        </p>
        <div className="adm-list-bar__view">
          <label className="adm-list-bar__label" htmlFor={sortId}>
            Sort
          </label>
          <select
            id={sortId}
            className="adm-input adm-select adm-select--small"
            value={view.sort}
            onChange={(event) => show({ sort: event.target.value as SortChoice, page: 1 })}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <div className="adm-tabs" role="group" aria-label="Show posts as">
            {(
              [
                ['cards', 'Cards'],
                ['compact', 'Compact list'],
              ] as const
            ).map(([value, label]) => (
              <button key={value} type="button" className="adm-tab" aria-pressed={layout === value} onClick={() => setLayout(value)}>
                {label}
              </button>
            ))}
          </div>
        </div>
      </div>

      {shown.length > 0 && (
        <BulkBar
          label="Bulk actions"
          selectAll={layout === 'cards' && selectAll}
          countText={chosen.length > 0 ? `${chosen.length} selected` : 'None selected'}
          busyText={bulkBusy && 'Working...'}
        >
          {BULK_BUTTONS.map(([action, label, look]) => (
            <button
              key={action}
              type="button"
              className={`adm-button adm-button--${look} adm-button--small`}
              disabled={chosen.length === 0 || bulkBusy}
              onClick={() => void bulk(action)}
            >
              {label}
            </button>
          ))}
        </BulkBar>
      )}

      {bulkProblem && <BulkProblem title="Some posts were not changed" lines={bulkProblem} dismissLabel="Dismiss" onDismiss={() => setBulkProblem(null)} />}

      <ResourceState
        resource={list}
        empty={shown.length === 0}
        words={{ loading: 'Loading posts...', loadError: 'Could not load the posts', empty: 'No posts found' }}
      >
        {layout === 'compact' ? (
          <PostsTable
            posts={shown}
            selectAll={selectAll}
            selection={(post) => ({ checked: selected.has(post.id), onChange: (checked) => choose(post, checked) })}
            onEdit={(post) => void openPostEditor({ post: { id: post.id } })}
          />
        ) : (
          <ul className="adm-list">
            {shown.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  deleting={deleting === post.id}
                  selection={{ checked: selected.has(post.id), onChange: (checked) => choose(post, checked) }}
                  onEdit={() => void openPostEditor({ post: { id: post.id } })}
                  onDelete={() => void remove(post)}
                />
              </li>
            ))}
          </ul>
        )}
      </ResourceState>

      {page && page.total > 0 && lastPage > 1 && (
        <nav className="adm-pager" aria-label="Pages of posts">
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            disabled={view.page <= 1}
            onClick={() => show({ page: Math.min(view.page, lastPage) - 1 })}
          >
            Previous<span className="visually-hidden"> page</span>
          </button>
          <span className="adm-pager__where">
            Page {Math.min(view.page, lastPage).toLocaleString('en-US')} of {lastPage.toLocaleString('en-US')}
          </span>
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            disabled={view.page >= lastPage}
            onClick={() => show({ page: view.page + 1 })}
          >
            Next<span className="visually-hidden"> page</span>
          </button>
        </nav>
      )}
    </div>
  )
}

/** A small segmented choice: radio buttons that look like pills. */
function Choice<V extends string>({ legend, value, options, onChange }: { legend: string; value: V; options: [V, string][]; onChange(value: V): void }) {
  const name = useId()
  return (
    <fieldset className="adm-filters__group adm-segmented">
      <legend className="adm-filters__legend">{legend}</legend>
      <div className="adm-segmented__options">
        {options.map(([option, label]) => (
          <label key={option} className="adm-segmented__option">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
