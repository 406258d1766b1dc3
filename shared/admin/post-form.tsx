import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.ts'
import type { Category } from '../schema/category.ts'
import type { Post } from '../schema/post.ts'
import { useAdmin } from './admin-context.tsx'
import { NEW_ID, isPostDraft, loadDraft, removeDraft, sameValues, type PostDraft } from './autosave.ts'
import { useConsole, type PostEditorTarget } from './console-context.tsx'
import { DraftOffer } from './draft-offer.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { FeaturedImageField } from './featured-image-field.tsx'
import { FieldFrame, TextField, describedBy } from './field.tsx'
import { serverFieldErrors, type FieldErrors } from './form-errors.ts'
import { CollisionDialog } from './collision-dialog.tsx'
import { ArrowLeftIcon } from './icons.tsx'
import { saveShortcut } from './console-events.ts'
import { useConfirmLeave, useLeaveGuard } from './leave-guard.tsx'
import { MarkdownEditor } from './markdown-editor.tsx'
import { SiteLink } from './post-card.tsx'
import { FIELD_ID, PublishingPanel, SeoPanel } from './post-form-panels.tsx'
import {
  POST_FIELDS,
  newPostValues,
  postToValues,
  validatePostForm,
  type PostFormValues,
  type ValidPostInput,
} from './post-form-values.ts'
import { postSiteUrl } from './site-links.ts'
import { slugAfterTitleChange } from './slug-rule.ts'
import { useToast } from './toast.tsx'
import { useAutosave } from './use-autosave.ts'

/** Field names as the error summary says them, in the order the form shows them. */
const LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  markdown: 'Content',
  published: 'Published',
  language: 'Language',
  category: 'Category',
  tags: 'Tags',
  featuredImage: 'Featured image',
  featuredImageAlt: 'Featured image alt text',
  metaTitle: 'Meta Title',
  metaDescription: 'Meta Description',
}

interface PostFormProps {
  target: PostEditorTarget
  categories: Category[]
  /** `saved` says whether the list must be refetched. */
  onClose(saved: boolean): void
}

/** SPEC §2 post form (Create New Post / Edit Post) with issue #4's autosave, leave guard and edit collisions. */
export function PostForm({ target, categories, onClose }: PostFormProps) {
  const { api, draftStorage: storage } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const confirmLeave = useConfirmLeave()
  const guardKey = useId()
  const headingId = useId()

  // What the form was loaded from; "unsaved" means different from this.
  const [loaded, setLoaded] = useState(() => ({
    post: target.post,
    values: target.post ? postToValues(target.post) : newPostValues(),
  }))
  // The version an update is based on. A restored draft keeps its own, so a change made since still collides.
  const [baseVersion, setBaseVersion] = useState(() =>
    target.draft ? target.draft.baseUpdatedAt : (target.post?.updatedAt ?? null),
  )
  const [values, setValues] = useState<PostFormValues>(() => target.draft?.values ?? loaded.values)
  const [offer, setOffer] = useState<PostDraft | null>(() => {
    if (target.draft) return null
    const stored = loadDraft(storage, 'post', target.post?.id ?? NEW_ID)
    return stored && isPostDraft(stored) && !sameValues(stored.values, loaded.values) ? stored : null
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const [collision, setCollision] = useState<string | null>(null)

  const creating = loaded.post === null
  const draftId = loaded.post?.id ?? NEW_ID
  // A draft restored for a post that no longer exists is saved as a new post; its old entry goes too.
  const staleDraftId = target.draft && target.draft.id !== draftId ? target.draft.id : null
  const dirty = !sameValues(values, loaded.values)

  const { savedAt, cancelPending } = useAutosave(
    'post',
    draftId,
    // `savedAt` is stamped by the hook when it writes.
    dirty ? { version: 1, kind: 'post', id: draftId, baseUpdatedAt: baseVersion, savedAt: new Date(0).toISOString(), values } : null,
  )

  function forgetDrafts() {
    cancelPending()
    removeDraft(storage, 'post', draftId)
    if (staleDraftId) removeDraft(storage, 'post', staleDraftId)
  }
  useLeaveGuard(guardKey, dirty, forgetDrafts)

  function set<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }))
  }

  function setTitle(title: string) {
    setValues((current) => ({
      ...current,
      title,
      // SPEC §5: the slug follows the title while creating, never while editing.
      slug: slugAfterTitleChange({ creating, previousTitle: current.title, nextTitle: title, slug: current.slug }),
    }))
  }

  async function save(input: ValidPostInput, version: string | null) {
    setPending(true)
    try {
      if (loaded.post) {
        // The form has no keywords field: the post keeps the ones it has.
        await api.updatePost(loaded.post.id, { ...input, keywords: loaded.post.keywords, updatedAt: version ?? undefined })
      } else {
        await api.createPost(input)
      }
      forgetDrafts()
      toast({ title: creating ? 'Post created successfully' : 'Post updated successfully' })
      onClose(true)
    } catch (error) {
      setPending(false)
      if (error instanceof ApiError && error.status === 409 && error.fields?.updatedAt) {
        setCollision(error.fields.updatedAt)
        return
      }
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.fields, POST_FIELDS))
      showError(creating ? 'Error creating post' : 'Error updating post', error)
    }
  }

  function validated(): ValidPostInput | null {
    const result = validatePostForm(values)
    if (result.ok) {
      setErrors({})
      return result.input
    }
    setErrors(result.errors)
    setAttempt((count) => count + 1)
    return null
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = validated()
    if (input) await save(input, baseVersion)
  }

  async function cancel() {
    // Asks only when something is unsaved; choosing to discard also forgets the local draft.
    if (await confirmLeave()) onClose(false)
  }

  async function reloadTheirs() {
    let current: Post | undefined
    try {
      current = (await api.listPosts()).find((post) => post.id === loaded.post?.id)
    } catch (error) {
      showError('Could not load the latest version', error)
      return
    }
    setCollision(null)
    if (!current) {
      toast({ title: 'This post no longer exists', description: 'Someone deleted it. Your text is still in the form.', tone: 'error' })
      return
    }
    forgetDrafts()
    const fresh = postToValues(current)
    setLoaded({ post: current, values: fresh })
    setValues(fresh)
    setBaseVersion(current.updatedAt)
    setErrors({})
    toast({ title: 'Loaded the latest version', tone: 'info' })
  }

  async function overwrite() {
    const input = validated()
    const theirs = collision
    setCollision(null)
    if (input && theirs) await save(input, theirs)
  }

  const fieldError = (field: keyof PostFormValues) => errors[field]
  const address = postSiteUrl({ slug: values.slug || 'your-post', language: values.language }, '')
  const shownPost = loaded.post

  return (
    <form className="adm-editor" onSubmit={submit} noValidate aria-labelledby={headingId} onKeyDown={saveShortcut}>
      <div className="adm-editor__head">
        <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => void cancel()}>
          <ArrowLeftIcon /> All posts
        </button>
        <h2 id={headingId} className="adm-section-title">
          {creating ? 'Create New Post' : 'Edit Post'}
        </h2>
        {shownPost && <SiteLink post={shownPost} className="adm-editor__site" />}
      </div>

      {offer && (
        <DraftOffer
          savedAt={offer.savedAt}
          note={
            offer.baseUpdatedAt && shownPost && offer.baseUpdatedAt !== shownPost.updatedAt
              ? 'The post was saved again since then; saving the restored changes will ask whose version to keep.'
              : undefined
          }
          onRestore={() => {
            setValues(offer.values)
            setBaseVersion(offer.baseUpdatedAt)
            setOffer(null)
          }}
          onDiscard={() => {
            removeDraft(storage, 'post', offer.id)
            setOffer(null)
          }}
        />
      )}

      <ErrorSummary errors={errors} labels={LABELS} idPrefix={FIELD_ID} attempt={attempt} />

      <div className="adm-editor__grid">
        <div className="adm-editor__main adm-card">
          <TextField id={`${FIELD_ID}title`} name="title" label="Title" value={values.title} onChange={setTitle} error={fieldError('title')} required />
          <TextField
            id={`${FIELD_ID}slug`}
            name="slug"
            label="Slug"
            value={values.slug}
            onChange={(slug) => set('slug', slug)}
            error={fieldError('slug')}
            required
            spellCheck={false}
            hint={
              <>
                Address on the site: <span className="adm-mono">{address}</span>
                {!creating && shownPost?.published ? '. Changing it breaks links already shared.' : ''}
              </>
            }
          />
          <TextField
            id={`${FIELD_ID}excerpt`}
            name="excerpt"
            label="Excerpt"
            rows={3}
            value={values.excerpt}
            onChange={(excerpt) => set('excerpt', excerpt)}
            error={fieldError('excerpt')}
            required
            hint="One or two sentences shown on the blog list and in search results."
          />
        </div>

        <PublishingPanel values={values} errors={errors} categories={categories} set={set} />

        <div className="adm-card adm-editor__content">
          <FieldFrame id={`${FIELD_ID}markdown`} label={<span id={`${FIELD_ID}markdown-label`}>Content</span>} error={fieldError('markdown')}>
            <MarkdownEditor
              id={`${FIELD_ID}markdown`}
              value={values.markdown}
              onChange={(markdown) => set('markdown', markdown)}
              labelledBy={`${FIELD_ID}markdown-label`}
              describedBy={describedBy(`${FIELD_ID}markdown`, { error: fieldError('markdown') })}
              invalid={Boolean(fieldError('markdown'))}
            />
          </FieldFrame>
        </div>

        <div className="adm-editor__extras">
          <section className="adm-card adm-panel" aria-labelledby={`${headingId}-image`}>
            <h3 id={`${headingId}-image`} className="adm-panel__title">
              Featured Image
            </h3>
            <FeaturedImageField
              url={values.featuredImage}
              alt={values.featuredImageAlt}
              onUrlChange={(url) => set('featuredImage', url)}
              onAltChange={(alt) => set('featuredImageAlt', alt)}
              urlError={fieldError('featuredImage')}
              altError={fieldError('featuredImageAlt')}
            />
          </section>

          <SeoPanel values={values} errors={errors} set={set} />
        </div>
      </div>

      <div className="adm-editor__bar">
        <p className="adm-editor__status" role="status">
          {pending
            ? 'Saving...'
            : dirty
              ? savedAt
                ? `Unsaved changes · kept on this computer at ${new Date(savedAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`
                : 'Unsaved changes'
              : creating
                ? 'New post'
                : 'No changes'}
        </p>
        <div className="adm-editor__buttons">
          <button type="button" className="adm-button adm-button--secondary" onClick={() => void cancel()} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
            {pending ? 'Saving...' : creating ? 'Create Post' : 'Update Post'}
          </button>
        </div>
      </div>

      {collision && (
        <CollisionDialog theirVersion={collision} onReload={reloadTheirs} onOverwrite={overwrite} onClose={() => setCollision(null)} />
      )}
    </form>
  )
}
