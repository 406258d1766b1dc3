import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import type { Category } from '#shared/schema/category.ts'
import type { Post } from '#shared/schema/post.ts'
import { loadWholePost } from './load-post.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { NEW_ID, sameValues } from '../forms/autosave.ts'
import { useConsole, type PostEditorTarget } from '../console/console-context.tsx'
import { DraftOffer } from '../forms/draft-offer.tsx'
import { ErrorSummary } from '../forms/error-summary.tsx'
import { countWords } from '#shared/text/reading.ts'
import { MarkdownEditor, markdownReadableText } from '../editor/index.ts'
import { FeaturedImageField } from './featured-image-field.tsx'
import { FieldFrame, TextField, describedBy } from '../forms/field.tsx'
import { serverFieldErrors } from '../forms/form-errors.ts'
import { type Collision, CollisionDialog, collisionOf } from '../forms/collision-dialog.tsx'
import { ArrowLeftIcon, CheckIcon } from '../ui/icons.tsx'
import { SAVE_IN_PLACE, isSaveKey, saveShortcut } from '../forms/console-events.ts'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { SiteLink } from './post-card.tsx'
import { DetailsPanel, FIELD_ID, Panel, PublishingControls, SeoPanel } from './post-form-panels.tsx'
import { RevisionsPanel } from './revisions-panel.tsx'
import { ScheduleField } from './schedule-field.tsx'
import { PostGlance, UnsavedPreview } from './post-previews.tsx'
import { POST_FIELDS, POST_LABELS, newPostValues, postToValues, validatePostForm, type PostFormValues, type ValidPostInput } from './post-form-values.ts'
import { postSiteUrl } from './site-links.ts'
import { useShellSave } from '../console/shell-commands.ts'
import { slugAfterTitleChange } from '../forms/slug-rule.ts'
import { useToast } from '../ui/toast.tsx'
import { TranslationField } from './translation-field.tsx'
import { useDraftForm } from '../forms/use-draft-form.ts'
import { useLatest } from '../ui/use-latest.ts'

/**
 * How a save ends: the form's buttons close the form; Ctrl/Cmd+S and File › Save keep it open, as in any editor.
 */
type SaveMode = 'close' | 'stay'

const timeOfDay = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

export interface PostFormProps {
  target: PostEditorTarget
  categories: Category[]
  /** `saved` says whether the list must be refetched. */
  onClose(saved: boolean): void
  /** A new post was stored and the form stays open on it (Ctrl/Cmd+S): it now has an address of its own. */
  onCreated?(post: Post): void
}

/**
 * The post form (Create New Post / Edit Post) with its autosave, leave guard and edit collisions, and a writing
 * room: the title and the text first, the other fields beside or below them, save-and-stay on
 * Ctrl/Cmd+S, and the post at a glance (length, search result, social card).
 */
export function PostForm({ target, categories, onClose, onCreated }: PostFormProps) {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const toast = useToast()
  const confirmLeave = useConfirmLeave()
  const headingId = useId()

  // What the form was loaded from; "unsaved" means different from this.
  const [loaded, setLoaded] = useState(() => ({
    post: target.post,
    values: target.post ? postToValues(target.post) : newPostValues(),
  }))
  const creating = loaded.post === null
  const draftForm = useDraftForm({
    idPrefix: FIELD_ID,
    loaded: loaded.values,
    validate: validatePostForm,
    serverErrors: (fields) => serverFieldErrors(fields, POST_FIELDS),
    draft: { kind: 'post', id: loaded.post?.id ?? NEW_ID, restored: target.draft, baseVersion: target.post?.updatedAt ?? null },
  })
  const { values, setValues, set, field, dirty, errors, setErrors, pending, baseVersion, setBaseVersion, offer, forgetDrafts, validated } = draftForm
  const [collision, setCollision] = useState<(Collision & { mode: SaveMode }) | null>(null)
  // When a save that kept the form open landed: the "Saved" state until the next change.
  const [savedAt, setSavedAt] = useState<string | null>(null)
  // Anything saved while the form was open: the list behind it must be refetched when it closes.
  const savedOnce = useRef(false)
  const latestValues = useLatest(values)
  const form = useRef<HTMLFormElement>(null)
  useShellSave(form)
  const heading = useRef<HTMLHeadingElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  useBarHeight(bar)
  const words = useMemo(() => countWords(markdownReadableText(values.markdown)), [values.markdown])

  function setTitle(title: string) {
    setValues((current) => ({
      ...current,
      title,
      // The slug follows the title while creating, never while editing.
      slug: slugAfterTitleChange({ creating, previousTitle: current.title, nextTitle: title, slug: current.slug }),
    }))
  }

  async function save(input: ValidPostInput, version: string | null, mode: SaveMode) {
    const sent = latestValues.current
    const post = loaded.post
    const stored = await draftForm.save(
      () =>
        post
          ? // The form has no keywords field: the post keeps the ones it has.
            api.updatePost(post.id, { ...input, keywords: post.keywords, updatedAt: version ?? undefined })
          : api.createPost(input),
      creating ? 'Error creating post' : 'Error updating post',
      (error) => {
        const theirs = collisionOf(error)
        if (!theirs) return false
        setCollision({ ...theirs, mode })
        return true
      },
    )
    if (!stored) return
    savedOnce.current = true
    if (mode === 'stay') return stayAfterSave(stored, sent)
    toast({ title: creating ? 'Post created successfully' : 'Post updated successfully' })
    draftForm.releaseGuard() // stored: closing loses nothing
    onClose(true)
  }

  /**
   * The form goes on as the stored post: a new post becomes the post being edited, and the next save is based on
   * the version just stored (its updatedAt), so it is not taken for someone else's change (409). What was typed
   * while the save ran stays, and counts as unsaved.
   */
  function stayAfterSave(stored: Post, sent: PostFormValues) {
    // Unless typed since: the form shows what the server made of it (a slug filled in, tags tidied).
    showStored(stored, new Date().toISOString(), { keepTyped: !sameValues(latestValues.current, sent) })
    draftForm.dismissOffer()
    if (creating) {
      toast({ title: 'Post created successfully' })
      onCreated?.(stored)
    }
  }

  /** The form goes on as this stored post: its values (unless `keepTyped`), and the version the next save is based on. */
  function showStored(stored: Post, savedAt: string | null, { keepTyped = false } = {}) {
    const fresh = postToValues(stored)
    setLoaded({ post: stored, values: fresh })
    if (!keepTyped) setValues(fresh)
    setBaseVersion(stored.updatedAt)
    setSavedAt(savedAt)
    setErrors({})
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = validated()
    if (input) await save(input, baseVersion, 'close')
  }

  async function saveInPlace() {
    if (draftForm.isSaving()) return
    const input = validated()
    if (input) await save(input, baseVersion, 'stay')
  }
  const saveInPlaceRef = useLatest(saveInPlace)

  // Ctrl/Cmd+S in the form and File › Save (console-events.ts), and Ctrl/Cmd+S with nothing focused (after a click
  // on the page): save and stay. In a dialog the shortcut is left alone.
  useEffect(() => {
    const element = form.current
    if (!element) return
    const onSave = (event: Event) => {
      event.preventDefault()
      void saveInPlaceRef.current()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSaveKey(event)) return
      const target = event.target instanceof Element ? event.target : null
      if (target && target !== document.body && target !== document.documentElement) return
      event.preventDefault()
      void saveInPlaceRef.current()
    }
    element.addEventListener(SAVE_IN_PLACE, onSave)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      element.removeEventListener(SAVE_IN_PLACE, onSave)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [saveInPlaceRef])

  // A new post starts in its Title; an existing one at its heading, where reading the form begins. Once
  // more a frame later if focus left the form meanwhile: opening the editor from another section moves focus to
  // that section's heading, in an effect that runs after this one.
  useEffect(() => {
    const focusStart = () => (creating ? document.getElementById(`${FIELD_ID}title`) : heading.current)?.focus()
    focusStart()
    const frame = requestAnimationFrame(() => {
      if (!form.current?.contains(document.activeElement)) focusStart()
    })
    return () => cancelAnimationFrame(frame)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [])

  async function cancel() {
    // Asks only when something is unsaved; choosing to discard also forgets the local draft.
    if (await confirmLeave()) onClose(savedOnce.current)
  }

  async function reloadTheirs() {
    let current: Post | undefined
    try {
      current = loaded.post ? await loadWholePost(api, loaded.post.id) : undefined
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
    showStored(current, null)
    toast({ title: 'Loaded the latest version', tone: 'info' })
  }

  /** A revision was restored on the server (a save of its own): the form goes on with the stored post. */
  function loadRestored(stored: Post) {
    forgetDrafts()
    savedOnce.current = true
    showStored(stored, new Date().toISOString())
    draftForm.dismissOffer()
    toast({ title: 'Revision restored', description: 'The form shows the restored version; it is saved.' })
  }

  async function overwrite() {
    const input = validated()
    const theirs = collision
    setCollision(null)
    if (input && theirs) await save(input, theirs.version, theirs.mode)
  }

  const address = postSiteUrl({ slug: values.slug || 'your-post', language: values.language }, '')
  const shownPost = loaded.post

  return (
    <form ref={form} className="adm-editor" onSubmit={submit} noValidate aria-labelledby={headingId} onKeyDown={saveShortcut}>
      <div className="adm-editor__head">
        <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => void cancel()}>
          <ArrowLeftIcon /> All posts
        </button>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="adm-section-title adm-editor__heading">
          {creating ? 'Create New Post' : 'Edit Post'}
        </h2>
        {shownPost ? <SiteLink post={shownPost} className="adm-editor__site" /> : <UnsavedPreview values={values} words={words} />}
      </div>

      {draftForm.draftOffer && (
        <DraftOffer
          {...draftForm.draftOffer}
          note={
            offer?.baseUpdatedAt && shownPost && offer.baseUpdatedAt !== shownPost.updatedAt
              ? 'The post was saved again since then; saving the restored changes will ask whose version to keep.'
              : undefined
          }
        />
      )}

      <ErrorSummary errors={errors} labels={POST_LABELS} idPrefix={FIELD_ID} attempt={draftForm.attempt} />

      <div className="adm-editor__layout">
        <div className="adm-card adm-editor__writing">
          <TextField {...field('title')} label="Title" className="adm-editor__title" lang={values.language} onChange={setTitle} required />
          <FieldFrame id={`${FIELD_ID}markdown`} label={<span id={`${FIELD_ID}markdown-label`}>Content</span>} error={errors.markdown}>
            <Suspense
              fallback={
                <div className="adm-state" role="status">
                  <span className="adm-spinner" aria-hidden="true" /> Loading the editor…
                </div>
              }
            >
              <MarkdownEditor
                id={`${FIELD_ID}markdown`}
                value={values.markdown}
                onChange={(markdown) => set('markdown', markdown)}
                labelledBy={`${FIELD_ID}markdown-label`}
                describedBy={describedBy(`${FIELD_ID}markdown`, { error: errors.markdown })}
                invalid={Boolean(errors.markdown)}
                lang={values.language}
              />
            </Suspense>
          </FieldFrame>
        </div>

        <div className="adm-editor__side">
          <section className="adm-card adm-panel" aria-label="Translation">
            <TranslationField
              post={shownPost}
              language={values.language}
              value={values.translationId}
              error={errors.translationId}
              unsaved={dirty}
              onChange={(translationId) => set('translationId', translationId)}
            />
          </section>
          <ScheduleField values={values} errors={errors} set={set} />
          <DetailsPanel
            field={field}
            lang={values.language}
            tags={values.tags}
            slugHint={
              <>
                Address on the site: <span className="adm-mono">{address}</span>
                {!creating && shownPost?.published ? '. If you change it, the old address keeps working: it leads here.' : ''}
              </>
            }
          />
          <Panel title="Featured Image">
            <FeaturedImageField urlField={field('featuredImage')} altField={{ ...field('featuredImageAlt'), lang: values.language }} />
          </Panel>
          <SeoPanel field={field} lang={values.language} />
          {shownPost && <RevisionsPanel post={shownPost} values={values} dirty={dirty} onRestored={loadRestored} />}
          <PostGlance values={values} words={words} />
        </div>
      </div>

      {/* Publishing and saving stay in view while writing: the bar sticks to the window's foot. */}
      <div ref={bar} className="adm-editor__bar">
        <PublishingControls values={values} errors={errors} categories={categories} set={set} />
        <div className="adm-editor__save">
          <p className="adm-editor__status" role="status">
            <SaveStatus pending={pending} dirty={dirty} keptAt={draftForm.keptAt} savedAt={savedAt} creating={creating} />
          </p>
          <div className="adm-editor__buttons">
            <button type="button" className="adm-button adm-button--secondary" onClick={() => void cancel()} disabled={pending}>
              Cancel
            </button>
            <button
              type="submit"
              className="adm-button adm-button--primary"
              disabled={pending}
              title="Saves and goes back to the list. Ctrl+S (⌘S) saves and stays here."
            >
              {pending ? 'Saving...' : creating ? 'Create Post' : 'Update Post'}
            </button>
          </div>
        </div>
      </div>

      {collision && <CollisionDialog collision={collision} onReload={reloadTheirs} onOverwrite={overwrite} onClose={() => setCollision(null)} />}
    </form>
  )
}

/** The save bar's words: saving, unsaved (and kept on this computer), saved just now, or nothing to save. */
function SaveStatus({
  pending,
  dirty,
  keptAt,
  savedAt,
  creating,
}: {
  pending: boolean
  dirty: boolean
  keptAt: string | null
  savedAt: string | null
  creating: boolean
}) {
  if (pending) return <>Saving...</>
  if (dirty) return <>{keptAt ? `Unsaved changes · kept on this computer at ${timeOfDay(keptAt)}` : 'Unsaved changes'}</>
  if (savedAt) {
    return (
      <span className="adm-editor__status--saved">
        <CheckIcon width={16} height={16} /> Saved at {timeOfDay(savedAt)}
      </span>
    )
  }
  return <>{creating ? 'New post' : 'No changes'}</>
}

/**
 * The save bar's height as `--adm-editor-bar-height` on the page, which the bar's neighbours make room for: the caret
 * kept clear of it (scroll padding) and the full-screen editor above it (editor.css). It wraps to more rows on a
 * narrow window.
 */
function useBarHeight(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const page = document.documentElement
    const observer = new ResizeObserver(() => page.style.setProperty('--adm-editor-bar-height', `${Math.ceil(element.getBoundingClientRect().height)}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      page.style.removeProperty('--adm-editor-bar-height')
    }
  }, [bar])
}
