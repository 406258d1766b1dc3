import { useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useConsole } from '../console/console-context.tsx'
import { NEW_POST, postPath } from '../console/console-paths.ts'
import type { PostSummary } from '../../schema/post.ts'
import { useAdmin } from '../console/admin-context.tsx'
import type { PostDraft } from '../forms/autosave.ts'
import { loadWholePost } from './load-post.ts'
import { PostForm, type PostFormProps } from './post-form.tsx'
import { useResource } from '../ui/use-resource.ts'
import { ListState, ResourceState } from '../ui/list-state.tsx'
import { NotFound } from '../console/not-found.tsx'
import { PostList } from './post-list.tsx'

/** SPEC §2 Blog Posts: the list (post-list.tsx); the post form replaces it at its own address. */
export function PostsSection() {
  const { screen } = useConsole()
  return screen.kind === 'post' ? <PostEditorScreen id={screen.id} /> : <PostList />
}

/**
 * Issue 15: the editor at `/posts/new` or `/posts/<id>`, found in the list (after a reload, once it has loaded). A
 * new post saved with Ctrl+S takes its own address in place of `/posts/new` and stays the same open form.
 */
function PostEditorScreen({ id }: { id: string }) {
  const { posts, postDraft, openPostEditor } = useConsole()
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
      return <ResourceState resource={posts} loadingText="Loading post..." errorTitle="Could not load the post" />
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
    <WholePostForm
      key={form.key}
      summary={post ?? null}
      draft={postDraft}
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

/**
 * The form of one post, once its text has loaded (the list holds posts without it, issue 14). Loaded once when the
 * form opens: what the list says later does not reset the text being typed.
 */
function WholePostForm({
  summary,
  draft,
  onCreated,
  onClose,
}: { summary: PostSummary | null; draft: PostDraft | undefined } & Pick<PostFormProps, 'onCreated' | 'onClose'>) {
  const { api } = useAdmin()
  const { posts, categories } = useConsole()
  const [opened] = useState(summary)
  const whole = useResource(async () => (opened ? ((await loadWholePost(api, opened.id, opened.slug)) ?? null) : null))
  if (opened && !whole.data) {
    return (
      <ListState
        loading={whole.loading}
        loadingText="Loading post..."
        error={whole.error ?? (whole.data === null ? new Error('This post no longer exists.') : undefined)}
        errorTitle="Could not load the post"
        onRetry={() => void whole.reload()}
      />
    )
  }
  return (
    <PostForm
      target={{ post: whole.data ?? null, draft }}
      categories={categories.data ?? []}
      posts={posts.data ?? []}
      onCreated={onCreated}
      onClose={onClose}
    />
  )
}
