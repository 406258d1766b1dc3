import { useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useConsole } from '../console/console-context.tsx'
import { NEW_POST, postPath } from '../console/console-paths.ts'
import { useAdmin } from '../console/admin-context.tsx'
import type { PostDraft } from '../forms/autosave.ts'
import { loadWholePost } from './load-post.ts'
import { PostForm, type PostFormProps } from './post-form.tsx'
import { useResource } from '../ui/use-resource.ts'
import { ListState } from '../ui/list-state.tsx'
import { NotFound } from '../console/not-found.tsx'
import { PostList } from './post-list.tsx'

/** Blog Posts: the list (post-list.tsx); the post form replaces it at its own address. */
export function PostsSection() {
  const { screen } = useConsole()
  return screen.kind === 'post' ? <PostEditorScreen id={screen.id} /> : <PostList />
}

/**
 * The editor at `/posts/new` or `/posts/<id>`, the post loaded by its id. A new post saved with Ctrl+S takes its own
 * address in place of `/posts/new` and stays the same open form.
 */
function PostEditorScreen({ id }: { id: string }) {
  const { postOverview, postDraft, openPostEditor } = useConsole()
  const navigate = useNavigate()
  const { key: locationKey } = useLocation()
  // The open form: which address it was opened for, and its React key (kept when a new post gets its address).
  const [form, setForm] = useState({ id, key: `${id}:${locationKey}` })
  const created = useRef<string | null>(null)
  if (form.id !== id) {
    setForm({ id, key: id === created.current ? form.key : `${id}:${locationKey}` })
    return null // React renders again at once with the new form
  }

  return (
    <WholePostForm
      key={form.key}
      id={id === NEW_POST ? null : id}
      draft={postDraft}
      onCreated={(stored) => {
        created.current = stored.id
        void postOverview.reload()
        navigate(postPath(stored.id), { replace: true })
      }}
      onClose={(saved) => {
        void openPostEditor(null)
        if (saved) void postOverview.reload()
      }}
    />
  )
}

/**
 * The form of one post, once it has loaded whole (lists hold posts without their text). Loaded once when the form
 * opens: what changes later does not reset the text being typed.
 */
function WholePostForm({ id, draft, onCreated, onClose }: { id: string | null; draft: PostDraft | undefined } & Pick<PostFormProps, 'onCreated' | 'onClose'>) {
  const { api } = useAdmin()
  const { categories, openPostEditor } = useConsole()
  // The id the form opened with: a new post saved with Ctrl+S keeps its form (and this null) at its new address.
  const [opened] = useState(id)
  const whole = useResource(async () => (opened ? ((await loadWholePost(api, opened)) ?? null) : null))
  if (opened && !whole.data) {
    if (whole.data === null) {
      return (
        <NotFound
          title="This post was not found"
          message="It may have been deleted, or the address is mistyped."
          actionLabel="All posts"
          onAction={() => void openPostEditor(null)}
        />
      )
    }
    return (
      <ListState
        loading={whole.loading}
        error={whole.error}
        onRetry={() => void whole.reload()}
        words={{ loading: 'Loading post...', loadError: 'Could not load the post' }}
      />
    )
  }
  return <PostForm target={{ post: whole.data ?? null, draft }} categories={categories.data ?? []} onCreated={onCreated} onClose={onClose} />
}
