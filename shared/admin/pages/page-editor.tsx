import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '#shared/api/api-error.ts'
import { partsOf } from '#shared/content/page-parts.ts'
import { localizedPath } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'
import { HEROLESS_PAGES, type PageContent, type PageContentEdit } from '#shared/schema/page-content.ts'
import type { Section } from '#shared/schema/page-sections.ts'
import type { StudioService } from '#shared/schema/service.ts'
import { type Collision, CollisionDialog, collisionOf } from '../forms/collision-dialog.tsx'
import { saveShortcut } from '../forms/console-events.ts'
import { ErrorSummary } from '../forms/error-summary.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { useLeaveGuard } from '../forms/leave-guard.tsx'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { sectionPath } from '../console/console-paths.ts'
import { useShellSave } from '../console/shell-commands.ts'
import { formatDateTime } from '../ui/format.ts'
import { ActivityIcon, ArrowLeftIcon, CheckIcon, ExternalIcon, EyeIcon } from '../ui/icons.tsx'
import { useToast } from '../ui/toast.tsx'
import { useLatest } from '../ui/use-latest.ts'
import { usePreference } from '../ui/use-preference.ts'
import { ADDED_PAGE_ID, formErrors, sectionKey } from './added-page-values.ts'
import { HERO_PHOTO_LABELS, HeroPhotoField, type HeroPhotoValue } from './hero-photo-field.tsx'
import { PageSectionCard, type PageFieldActions, addButtonId, itemButtonId, itemId, sectionId } from './page-fields.tsx'
import {
  type ContentPath,
  FIELD_ID_PREFIX,
  type PageTexts,
  addItem,
  errorLabels,
  errorsOutside,
  itemCount,
  moveItem,
  pageFieldErrors,
  pageFormValues,
  pageModel,
  pageSections,
  pathLabel,
  removeItem,
  sameTexts,
  withText,
} from './page-form-values.ts'
import type { PageListState } from './page-list.tsx'
import { PagePreview } from './page-preview.tsx'
import { PageRevisionsDialog } from './page-revisions.tsx'
import { PlaceholderHelp } from './placeholder-help.tsx'
import { SectionList, sectionLabel } from './section-list.tsx'

const PREVIEW_KEY = 'belleza-admin:page-preview'
const SECTIONS_ID = `${FIELD_ID_PREFIX}arrangement`
const timeOfDay = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

/** The stored version the form is based on: its texts as the form holds them, and who saved it when. */
interface Loaded {
  texts: PageTexts
  heroPhoto: HeroPhotoValue
  /** The page's sections in order: its own parts and the library's sections between them ([] for the shared words). */
  sections: Section[]
  updatedAt: string
  updatedBy: PageContent['updatedBy']
}

const loadedFrom = (page: PageContentEdit, stored: PageContent): Loaded => ({
  texts: pageFormValues(pageModel(page), stored),
  heroPhoto: stored.heroPhoto,
  sections: stored.sections ?? [],
  updatedAt: stored.updatedAt,
  updatedBy: stored.updatedBy,
})

/**
 * One page's texts, both languages side by side, grouped by the page's sections (with a jump list), and its sections
 * in order (its own parts, moved, hidden and trimmed of claims, and the library's sections added between them), saved
 * together (updatePage) with the server's problems on their fields, a live preview of the unsaved page, and the page's
 * earlier versions to restore. Leaving with unsaved changes asks first; Ctrl/Cmd+S (File › Save on desktop) saves.
 */
export function PageEditor({ page, services }: { page: PageContentEdit; services?: readonly StudioService[] | undefined }) {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const { t, i18n } = useTranslation('pages')
  const consoleLanguage: Language = i18n.language === 'es' ? 'es' : 'en'
  const toast = useToast()
  const navigate = useNavigate()
  const headingId = useId()
  const model = pageModel(page)
  const sections = useMemo(() => pageSections(model), [model])

  const [loaded, setLoaded] = useState<Loaded>(() => loadedFrom(page, page))
  const [values, setValues] = useState<PageTexts>(loaded.texts)
  const [heroPhoto, setHeroPhoto] = useState<HeroPhotoValue>(loaded.heroPhoto)
  const latestHeroPhoto = useLatest(heroPhoto)
  const parts = partsOf(page.id)
  const [arranged, setArranged] = useState<Section[]>(loaded.sections)
  const latestArranged = useLatest(arranged)
  const hasHero = !HEROLESS_PAGES.includes(page.id)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const [collision, setCollision] = useState<Collision | null>(null)
  const [revisionsOpen, setRevisionsOpen] = useState(false)
  const [preview, setPreview] = usePreference(PREVIEW_KEY, ['closed', 'open'])
  const [announcement, setAnnouncement] = useState('')
  const saving = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // After a list changed: the control that takes the focus (or its twin when the first is disabled at an end).
  const focusNext = useRef<string[] | null>(null)
  const latestValues = useLatest(values)
  useShellSave(form)

  const samePhoto = (a: HeroPhotoValue, b: HeroPhotoValue) => JSON.stringify(a) === JSON.stringify(b)
  const sameSections = (a: readonly Section[], b: readonly Section[]) => JSON.stringify(a) === JSON.stringify(b)
  const dirty = !sameTexts(values, loaded.texts) || !samePhoto(heroPhoto, loaded.heroPhoto) || !sameSections(arranged, loaded.sections)
  // Leaving anyway: the form goes back to the stored texts.
  useLeaveGuard(useId(), dirty, () => {
    setValues(loaded.texts)
    setHeroPhoto(loaded.heroPhoto)
    setArranged(loaded.sections)
  })
  const changeSections = useCallback((change: (sections: Section[]) => Section[]) => setArranged((current) => change(current)), [])

  const actions: PageFieldActions = useMemo(
    () => ({
      setText: (language: Language, path: ContentPath, text: string) => setValues((current) => withText(current, language, path, text)),
      addItem: (path) => {
        const count = itemCount(latestValues.current, path)
        setValues((current) => addItem(current, model, path))
        setErrors((current) => errorsOutside(current, path))
        focusNext.current = [itemId([...path, count])]
        setAnnouncement(`${pathLabel([...path, count])} added`)
      },
      removeItem: (path, index) => {
        setValues((current) => removeItem(current, path, index))
        setErrors((current) => errorsOutside(current, path))
        const count = itemCount(latestValues.current, path)
        // The item that takes its place, else the one before it, else the list's Add.
        const next = index < count - 1 ? index : index - 1
        focusNext.current = [itemButtonId('remove', path, next), addButtonId(path)]
        setAnnouncement(`${pathLabel([...path, index])} removed`)
      },
      moveItem: (path, index, by) => {
        setValues((current) => moveItem(current, path, index, by))
        setErrors((current) => errorsOutside(current, path))
        const to = index + by
        const direction = by < 0 ? 'move-up' : 'move-down'
        const other = by < 0 ? 'move-down' : 'move-up'
        focusNext.current = [itemButtonId(direction, path, to), itemButtonId(other, path, to)]
        setAnnouncement(`Moved to position ${to + 1} of ${itemCount(latestValues.current, path)}`)
      },
    }),
    [model, latestValues],
  )

  useEffect(() => {
    const wanted = focusNext.current
    if (!wanted) return
    focusNext.current = null
    for (const id of wanted) {
      const element = document.getElementById(id)
      // A new item: its first field.
      const target = element?.matches('input, textarea, button') ? element : element?.querySelector<HTMLElement>('input, textarea')
      if (target && !(target as HTMLButtonElement).disabled) {
        target.focus()
        return
      }
    }
  }, [values])

  // Opening the editor: focus on its heading, where reading the form begins, unless a text of the form has it already
  // (the go-live checklist's address names one: useFocusTarget). Once more a frame later if focus left meanwhile (the
  // console moves focus to a section's name in an effect that runs after this one).
  useEffect(() => {
    const focusHeading = () => {
      if (!form.current?.contains(document.activeElement)) heading.current?.focus()
    }
    focusHeading()
    const frame = requestAnimationFrame(focusHeading)
    return () => cancelAnimationFrame(frame)
  }, [])

  /** The form goes on as this stored version of the page (saved, restored, or someone else's reloaded). */
  const showStored = useCallback(
    (stored: PageContent, { keepTyped = false } = {}) => {
      const next = loadedFrom(page, stored)
      setLoaded(next)
      if (!keepTyped) {
        setValues(next.texts)
        setHeroPhoto(next.heroPhoto)
        setArranged(next.sections)
      }
      setErrors({})
    },
    [page],
  )

  async function save(version: string) {
    if (saving.current) return
    saving.current = true
    setPending(true)
    const sent = latestValues.current
    const sentPhoto = latestHeroPhoto.current
    const sentSections = latestArranged.current
    try {
      const stored = await api.updatePage(page.id, {
        en: sent.en,
        es: sent.es,
        updatedAt: version,
        ...(hasHero && { heroPhoto: sentPhoto }),
        ...(parts.length > 0 && { sections: sentSections }),
      })
      // What was typed while it saved stays (and counts as unsaved); otherwise the form shows the texts as stored (trimmed).
      const typed =
        !sameTexts(latestValues.current, sent) || !samePhoto(latestHeroPhoto.current, sentPhoto) || !sameSections(latestArranged.current, sentSections)
      showStored(stored, { keepTyped: typed })
      setSavedAt(new Date().toISOString())
      toast({ title: 'Page saved', description: `The site shows the new texts of ${page.label} now.` })
    } catch (error) {
      const theirs = collisionOf(error)
      if (theirs) {
        setCollision(theirs)
        return
      }
      if (error instanceof ApiError && error.status === 400) {
        // A section's problems are on its card (sections.2.texts.title.en → its field), the texts' at theirs.
        const fields = Object.entries(error.fields ?? {})
        const ofSections = Object.fromEntries(fields.filter(([path]) => path.startsWith('sections.')))
        setErrors({ ...pageFieldErrors(Object.fromEntries(fields.filter(([path]) => !path.startsWith('sections.')))), ...formErrors(ofSections, sentSections) })
        setAttempt((count) => count + 1)
      }
      showError('The page was not saved', error)
    } finally {
      saving.current = false
      setPending(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void save(loaded.updatedAt)
  }

  async function reloadTheirs() {
    let current: PageContentEdit
    try {
      current = await api.getPage(page.id)
    } catch (error) {
      showError('Could not load the latest version', error)
      return
    }
    setCollision(null)
    showStored(current)
    setSavedAt(null)
    toast({ title: 'Loaded the latest version', tone: 'info' })
  }

  async function overwrite() {
    const theirs = collision
    setCollision(null)
    if (theirs) await save(theirs.version)
  }

  function restored(stored: PageContent) {
    showStored(stored)
    setSavedAt(new Date().toISOString())
    toast({ title: 'Version restored', description: 'The form shows the restored texts; they are saved and on the site.' })
  }

  /** Back to the list (the leave guard asks first when something is unsaved); the page's link there takes the focus. */
  function toList() {
    navigate(sectionPath('pages'), { state: { edited: page.id } satisfies PageListState })
  }

  function jump(event: MouseEvent<HTMLAnchorElement>, target: string) {
    event.preventDefault()
    document.getElementById(`${target}-title`)?.focus()
  }

  const { siteUrl } = useAdmin()
  const live = page.id === 'site' ? null : `${siteUrl.replace(/\/+$/, '')}${localizedPath(page.path, 'en')}`
  // The summary's names, worked out only while there are errors (not on every keystroke).
  const hasErrors = Object.keys(errors).length > 0
  const labels = useMemo(() => {
    if (!hasErrors) return {}
    // A section's problems are named by the section (its fields are named on its card), in the console's language.
    const ofSections: Record<string, string> = {}
    for (const key of Object.keys(errors)) {
      const section = arranged.find((entry) => key === sectionKey(entry) || key.startsWith(`${sectionKey(entry)}.`))
      if (section) ofSections[key] = t('part.inSummary', { name: sectionLabel(section, consoleLanguage, parts) })
    }
    return { ...errorLabels(model, values), ...HERO_PHOTO_LABELS, ...ofSections }
  }, [hasErrors, errors, arranged, parts, model, values, consoleLanguage, t])
  const summaryId = useCallback((field: string) => `${field.startsWith('section.') ? ADDED_PAGE_ID : FIELD_ID_PREFIX}${field}`, [])
  const previewValues = useMemo(() => ({ texts: values, sections: arranged }), [values, arranged])
  const sectionErrors = (keys: string[]) => Object.keys(errors).filter((key) => keys.some((top) => key.split('.')[1] === top)).length

  return (
    <form
      ref={form}
      className={`adm-editor adm-page-editor ${preview === 'open' ? 'adm-page-editor--preview' : ''}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      onKeyDown={saveShortcut}
    >
      <div className="adm-editor__head">
        <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={toList}>
          <ArrowLeftIcon /> All pages
        </button>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="adm-section-title adm-editor__heading">
          {page.label}
        </h2>
        <div className="adm-page-editor__tools">
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            aria-pressed={preview === 'open'}
            onClick={() => setPreview(preview === 'open' ? 'closed' : 'open')}
          >
            <EyeIcon /> Preview
          </button>
          <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={() => setRevisionsOpen(true)}>
            <ActivityIcon /> Earlier versions
          </button>
          {live && (
            <a className="adm-button adm-button--ghost adm-button--small" href={live} target="_blank" rel="noopener noreferrer">
              <ExternalIcon /> View live page
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
      <p className="adm-hint adm-page-editor__saved">
        Last saved {formatDateTime(loaded.updatedAt)}
        {loaded.updatedBy ? ` by ${loaded.updatedBy.name}` : ''}. English and Spanish are saved together.
      </p>

      <ErrorSummary errors={errors} labels={labels} idPrefix={summaryId} attempt={attempt} />

      <div className="adm-page-editor__layout">
        <div className="adm-page-editor__fields">
          <nav className="adm-card adm-page-jump" aria-label="Sections of this page">
            <p className="adm-panel__title" aria-hidden="true">
              On this page
            </p>
            <ul className="adm-page-jump__list">
              {parts.length > 0 && (
                <li>
                  <a href={`#${SECTIONS_ID}`} onClick={(event) => jump(event, SECTIONS_ID)}>
                    {t('part.title')}
                  </a>
                </li>
              )}
              {sections.map((section) => {
                const problems = sectionErrors(section.keys)
                return (
                  <li key={section.id}>
                    <a href={`#${sectionId(section)}`} onClick={(event) => jump(event, sectionId(section))}>
                      {section.label}
                      {problems > 0 && <span className="adm-page-jump__problems"> ({problems} to fix)</span>}
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>
          <PlaceholderHelp placeholders={page.placeholders} />
          {hasHero && <HeroPhotoField value={heroPhoto} onChange={setHeroPhoto} errors={errors} />}
          {parts.length > 0 && (
            <section className="adm-card adm-page-section adm-page-arrangement" aria-labelledby={`${SECTIONS_ID}-title`}>
              <h3 id={`${SECTIONS_ID}-title`} tabIndex={-1} className="adm-card__title adm-page-section__title">
                {t('part.title')}
              </h3>
              <p className="adm-hint">{t('part.intro')}</p>
              <SectionList
                sections={arranged}
                onChange={changeSections}
                errors={errors}
                onErrors={setErrors}
                services={services}
                parts={parts}
                version={loaded.updatedAt}
              />
            </section>
          )}
          {sections.map((section) => (
            <PageSectionCard key={section.id} section={section} starter={page.starter} values={values} errors={errors} actions={actions} />
          ))}
        </div>
        {preview === 'open' && (
          <PagePreview
            label={page.label}
            values={previewValues}
            render={(language, { texts, sections: shown }) =>
              api.previewPage(page.id, { language, en: texts.en, es: texts.es, ...(parts.length > 0 && { sections: shown }) })
            }
            onClose={() => setPreview('closed')}
          />
        )}
      </div>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <div className="adm-editor__bar">
        <p className="adm-editor__status" role="status">
          {pending ? (
            'Saving...'
          ) : dirty ? (
            'Unsaved changes'
          ) : savedAt ? (
            <span className="adm-editor__status--saved">
              <CheckIcon width={16} height={16} /> Saved at {timeOfDay(savedAt)}
            </span>
          ) : (
            'No changes'
          )}
        </p>
        <div className="adm-editor__buttons">
          <button type="button" className="adm-button adm-button--secondary" onClick={toList} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={pending} title="Saves both languages. Ctrl+S (⌘S) saves too.">
            {pending ? 'Saving...' : 'Save changes'}
          </button>
        </div>
      </div>

      {collision && (
        <CollisionDialog
          title="This page was changed by someone else"
          subject="this page"
          collision={collision}
          onReload={reloadTheirs}
          onOverwrite={overwrite}
          onClose={() => setCollision(null)}
        />
      )}
      {revisionsOpen && (
        <PageRevisionsDialog
          pageId={page.id}
          label={page.label}
          model={model}
          values={values}
          updatedAt={loaded.updatedAt}
          dirty={dirty}
          onRestored={restored}
          onClose={() => setRevisionsOpen(false)}
        />
      )}
    </form>
  )
}
