import { useId, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { TRASH_DAYS, type Post } from '../schema/post.ts'
import { useAdmin } from './admin-context.tsx'
import { removeDraft } from './autosave.ts'
import { useConfirm } from './confirm-dialog.tsx'
import { useConsole } from './console-context.tsx'
import { NEW_POST, postPath } from './console-paths.ts'
import { DraftsNotice } from './drafts-notice.tsx'
import { LANGUAGE_LABEL, plural } from './format.ts'
import { FilterIcon, PlusIcon, SearchIcon } from './icons.tsx'
import { PostCard } from './post-card.tsx'
import { NO_FILTER, activeFilterCount, filterPosts, type PostFilter } from './post-filter.ts'
import { PostForm } from './post-form.tsx'
import { ListState } from './list-state.tsx'
import { NotFound } from './not-found.tsx'
import { useToast } from './toast.tsx'
import { TrashButton, TrashView } from './trash-view.tsx'

/** SPEC §2 Blog Posts: search, filter, New Post, the list; the post form replaces the list at its own address. */
export function PostsSection() {
  const { screen } = useConsole()
  return screen.kind === 'post' ? <PostEditorScreen id={screen.id} /> : <PostList />
}

/**
 * Issue 15: the editor at `/posts/new` or `/posts/<id>`, found in the list (after a reload, once it has loaded). A
 * new post saved with Ctrl+S takes its own address in place of `/posts/new` and stays the same open form.
 */
function PostEditorScreen({ id }: { id: string }) {
  const { posts, categories, postDraft, openPostEditor } = useConsole()
  const navigate = useNavigate()
  const { key: locationKey } = useLocation()
  // The open form: which address it was opened for, and its React key (kept when a new post gets its address).
  const [form, setForm] = useState({ id, key: `${id}:${locationKey}` })
  const created = useRef<string | null>(null)
  // The form once shown stays, whatever the list says later (a post deleted elsewhere keeps the text being typed).
  const shown = useRef<string | null>(null)
  if (form.id !== id) {
    setForm({ id, key: id === created.current ? form.key : `${id}:${locationKey}` })
    return null // React renders again at once with the new form
  }

  const post = id === NEW_POST ? null : posts.data?.find((candidate) => candidate.id === id)
  if (post === undefined && shown.current !== form.key) {
    if (!posts.data) {
      return (
        <ListState
          loading={posts.loading}
          loadingText="Loading post..."
          error={posts.error}
          errorTitle="Could not load the post"
          onRetry={() => void posts.reload()}
          empty={false}
          emptyText=""
        >
          {null}
        </ListState>
      )
    }
    return (
      <NotFound
        title="This post was not found"
        message="It may have been deleted, or the address is mistyped."
        actionLabel="All posts"
        onAction={() => void openPostEditor(null)}
      />
    )
  }

  shown.current = form.key
  return (
    <PostForm
      key={form.key}
      target={{ post: post ?? null, draft: postDraft }}
      categories={categories.data ?? []}
      posts={posts.data ?? []}
      onCreated={(stored) => {
        created.current = stored.id
        void posts.reload()
        navigate(postPath(stored.id), { replace: true })
      }}
      onClose={(saved) => {
        void openPostEditor(null)
        if (saved) void posts.reload()
      }}
    />
  )
}

function PostList() {
  const { api, draftStorage } = useAdmin()
  const { posts, categories, openPostEditor, showError } = useConsole()
  const confirm = useConfirm()
  const toast = useToast()
  const [filter, setFilter] = useState<PostFilter>(NO_FILTER)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [deleting, setDeleting] = useState<string | null>(null)
  const [inTrash, setInTrash] = useState(false) // issue 14: Trash in place of the list
  const panelId = useId()
  const searchId = useId()

  const all = posts.data ?? []
  const shown = filterPosts(all, filter)
  const activeFilters = activeFilterCount(filter)

  async function remove(post: Post) {
    const yes = await confirm({
      title: 'Delete this post?',
      message: (
        <p>
          “{post.title}” goes to Trash{post.published ? ' and leaves the public site at once' : ''}. You can restore it
          from Trash for {TRASH_DAYS} days; after that it is deleted for good.
        </p>
      ),
      confirmLabel: 'Delete post',
      tone: 'danger',
    })
    if (!yes) return
    setDeleting(post.id)
    try {
      await api.deletePost(post.id)
      removeDraft(draftStorage, 'post', post.id)
      toast({ title: 'Post deleted successfully', description: `Moved to Trash for ${TRASH_DAYS} days.` })
    } catch (error) {
      showError('Error deleting post', error)
    } finally {
      setDeleting(null)
      void posts.reload()
    }
  }

  if (inTrash) return <TrashView onBack={() => setInTrash(false)} />
  return (
    <div className="adm-stack">
      <DraftsNotice kind="post" />
      <div className="adm-toolbar">
        <div className="adm-search">
          <label htmlFor={searchId} className="adm-visually-hidden">
            Search posts
          </label>
          <SearchIcon className="adm-search__icon" />
          <input
            id={searchId}
            className="adm-input adm-search__input"
            type="search"
            placeholder="Search posts..."
            value={filter.query}
            onChange={(event) => setFilter({ ...filter, query: event.target.value })}
          />
        </div>
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
              <span className="adm-visually-hidden"> active</span>
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
            value={filter.status}
            options={[
              ['all', 'All'],
              ['published', 'Published'],
              ['draft', 'Drafts'],
            ]}
            onChange={(status) => setFilter({ ...filter, status })}
          />
          <Choice
            legend="Language"
            value={filter.language}
            options={[
              ['all', 'All'],
              ['en', LANGUAGE_LABEL.en],
              ['es', LANGUAGE_LABEL.es],
            ]}
            onChange={(language) => setFilter({ ...filter, language })}
          />
          <div className="adm-filters__group">
            <label className="adm-filters__legend" htmlFor={`${panelId}-category`}>
              Category
            </label>
            <select
              id={`${panelId}-category`}
              className="adm-input adm-select"
              value={filter.category}
              onChange={(event) => setFilter({ ...filter, category: event.target.value })}
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
              onClick={() => setFilter({ ...NO_FILTER, query: filter.query })}
            >
              Clear filters
            </button>
          )}
        </div>
      )}

      <p className="adm-result-count" role="status">
        {posts.data ? `Showing ${shown.length} of ${plural(all.length, 'post')}` : ''}
      </p>

      <ListState
        loading={posts.loading && !posts.data}
        loadingText="Loading posts..."
        error={posts.data ? undefined : posts.error}
        errorTitle="Could not load the posts"
        onRetry={() => void posts.reload()}
        empty={shown.length === 0}
        emptyText="No posts found"
      >
        <ul className="adm-list">
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                deleting={deleting === post.id}
                onEdit={() => void openPostEditor({ post })}
                onDelete={() => void remove(post)}
              />
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  )
}

/** A small segmented choice: radio buttons that look like pills. */
function Choice<V extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string
  value: V
  options: [V, string][]
  onChange(value: V): void
}) {
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
