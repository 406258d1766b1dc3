import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '#shared/api/api-error.ts'
import type { Language } from '#shared/schema/common.ts'
import type { AddedPage, AddedPageFields, Section } from '#shared/schema/page-sections.ts'
import type { StudioService } from '#shared/schema/service.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { sectionPath } from '../console/console-paths.ts'
import { useShellSave } from '../console/shell-commands.ts'
import { type Collision, CollisionDialog, collisionOf } from '../forms/collision-dialog.tsx'
import { saveShortcut } from '../forms/console-events.ts'
import { ErrorSummary } from '../forms/error-summary.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { useLeaveGuard } from '../forms/leave-guard.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { formatDateTime } from '../ui/format.ts'
import { ArrowLeftIcon, CheckIcon, ExternalIcon, EyeIcon, TrashIcon } from '../ui/icons.tsx'
import { useToast } from '../ui/toast.tsx'
import { useLatest } from '../ui/use-latest.ts'
import { usePreference } from '../ui/use-preference.ts'
import { AddedPageFieldsCard, type PageFieldsChange } from './added-page-fields.tsx'
import {
  ADDED_PAGE_ID,
  type LabelWords,
  SECTION_PLACEHOLDERS,
  addedPagePath,
  addedPageProblems,
  errorLabels,
  formErrors,
  pageFields,
  sameFields,
  sectionErrorCount,
} from './added-page-values.ts'
import type { PageListState } from './page-list.tsx'
import { PagePreview } from './page-preview.tsx'
import { PlaceholderHelp } from './placeholder-help.tsx'
import { sectionHeadingId } from './section-card.tsx'
import { SectionList, sectionLabel } from './section-list.tsx'

/** The preview's open or closed, remembered on this computer (the spec pages' editor shares it). */
const PREVIEW_KEY = 'belleza-admin:page-preview'

/** The stored version the form is based on. */
interface Loaded {
  fields: AddedPageFields
  updatedAt: string
  updatedBy: AddedPage['updatedBy']
}

const loadedFrom = (page: AddedPage): Loaded => ({ fields: pageFields(page), updatedAt: page.updatedAt, updatedBy: page.updatedBy })

/**
 * A page the owner added: its own fields, then its sections in order, each with its texts in English and Spanish side
 * by side, its items and its settings, and the buttons that move, hide, duplicate and remove it; "Add a section here"
 * between them and at the end. Everything is saved together (updateAddedPage, with the version loaded), checked first
 * as the server checks it, with the problems at their fields; a live preview of the unsaved page; Delete page.
 * Leaving with unsaved changes asks first; Ctrl/Cmd+S (File › Save on desktop) saves.
 */
export function AddedPageEditor({ page, services }: { page: AddedPage; services: readonly StudioService[] | undefined }) {
  const { api, siteUrl } = useAdmin()
  const { showError } = useConsole()
  const { t, i18n } = useTranslation('pages')
  const language: Language = i18n.language === 'es' ? 'es' : 'en'
  const toast = useToast()
  const confirm = useConfirm()
  const navigate = useNavigate()
  const headingId = useId()

  const [loaded, setLoaded] = useState<Loaded>(() => loadedFrom(page))
  const [values, setValues] = useState<AddedPageFields>(loaded.fields)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [attempt, setAttempt] = useState(0)
  const [pending, setPending] = useState(false)
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const [collision, setCollision] = useState<Collision | null>(null)
  const [preview, setPreview] = usePreference(PREVIEW_KEY, ['closed', 'open'])
  const saving = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const latestValues = useLatest(values)
  useShellSave(form)

  const dirty = !sameFields(values, loaded.fields)
  // Leaving anyway: the form goes back to the stored page.
  const release = useLeaveGuard(useId(), dirty, () => setValues(loaded.fields))
  const serviceSlugs = useMemo(() => (services ? new Set(services.map((service) => service.slug)) : undefined), [services])

  const changeFields = useCallback((change: PageFieldsChange) => setValues((current) => ({ ...current, ...change })), [])
  const changeSections = useCallback(
    (change: (sections: Section[]) => Section[]) => setValues((current) => ({ ...current, sections: change(current.sections) })),
    [],
  )

  // Opening the editor: focus on its heading, where reading the form begins. Once more a frame later if focus left
  // meanwhile (the console moves focus to a section's name in an effect that runs after this one).
  useEffect(() => {
    heading.current?.focus()
    const frame = requestAnimationFrame(() => {
      if (!form.current?.contains(document.activeElement)) heading.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [])

  /** The form goes on as this stored version of the page (saved, or someone else's reloaded). */
  function showStored(stored: AddedPage, { keepTyped = false } = {}) {
    const next = loadedFrom(stored)
    setLoaded(next)
    if (!keepTyped) setValues(next.fields)
    setErrors({})
  }

  async function save(version: string) {
    if (saving.current) return
    const sent = latestValues.current
    // The server's own checks first, here: the problems show at their fields without a round trip.
    const problems = addedPageProblems(sent, serviceSlugs)
    if (Object.keys(problems).length > 0) {
      setErrors(problems)
      setAttempt((count) => count + 1)
      return
    }
    saving.current = true
    setPending(true)
    const before = loaded.fields.slug
    try {
      const stored = await api.updateAddedPage(page.id, { ...sent, updatedAt: version })
      // What was typed while it saved stays (and counts as unsaved); otherwise the form shows the page as stored.
      showStored(stored, { keepTyped: !sameFields(latestValues.current, sent) })
      setSavedAt(new Date().toISOString())
      const moved = (['en', 'es'] as const).find((choice) => before[choice] !== stored.slug[choice])
      const path = addedPagePath(stored.slug[moved ?? 'en'], moved ?? 'en')
      toast({
        title: t('save.done'),
        description: moved
          ? t('save.moved', { old: addedPagePath(before[moved], moved), path })
          : stored.published
            ? t('save.live', { path })
            : t('save.draft'),
      })
    } catch (error) {
      const theirs = collisionOf(error)
      if (theirs) {
        setCollision(theirs)
        return
      }
      // 400: what the server refused, by path; 409 without a version: an address another page has.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.fields) {
        setErrors(formErrors(error.fields, sent.sections))
        setAttempt((count) => count + 1)
      }
      showError(t('save.error'), error)
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
    let current: AddedPage | undefined
    try {
      current = (await api.listAddedPages()).find((candidate) => candidate.id === page.id)
    } catch (error) {
      showError(t('collision.loadError'), error)
      return
    }
    setCollision(null)
    if (!current) {
      toast({ title: t('collision.gone'), tone: 'error' })
      return
    }
    showStored(current)
    setSavedAt(null)
    toast({ title: t('collision.loaded'), tone: 'info' })
  }

  async function overwrite() {
    const theirs = collision
    setCollision(null)
    if (theirs) await save(theirs.version)
  }

  async function deletePage() {
    const { slug, title } = loaded.fields
    const yes = await confirm({
      title: t('delete.title', { title: title[language] || title.en }),
      message: <p>{t('delete.message', { en: addedPagePath(slug.en, 'en'), es: addedPagePath(slug.es, 'es') })}</p>,
      confirmLabel: t('delete.confirm'),
      tone: 'danger',
    })
    if (!yes) return
    try {
      await api.deleteAddedPage(page.id)
    } catch (error) {
      showError(t('delete.error'), error)
      return
    }
    // Gone: nothing is left to save, so leaving asks nothing.
    release()
    toast({ title: t('delete.done') })
    navigate(sectionPath('pages'), { state: { deleted: page.id } satisfies PageListState })
  }

  /** Back to the list (the leave guard asks first when something is unsaved); the page's link there takes the focus. */
  function toList() {
    navigate(sectionPath('pages'), { state: { edited: page.id } satisfies PageListState })
  }

  function jump(event: MouseEvent<HTMLAnchorElement>, section: Section) {
    event.preventDefault()
    document.getElementById(sectionHeadingId(section))?.focus()
  }

  const hasErrors = Object.keys(errors).length > 0
  const labels = useMemo(() => {
    if (!hasErrors) return {}
    const words: LabelWords = {
      field: (name, choice) => t('field', { name, language: t(`languages.${choice}`) }),
      pageFields: { slug: t('fields.address'), title: t('fields.pageTitle'), description: t('fields.description') },
      photo: t('settings.photo'),
      photoAlt: (choice) => t(`photo.alt.${choice}`),
      booking: t('settings.booking'),
      service: t('settings.service'),
      count: t('settings.count'),
      items: t('section.items'),
    }
    return errorLabels(values, words, language)
  }, [hasErrors, values, language, t])

  const title = loaded.fields.title[language] || loaded.fields.title.en
  const live = loaded.fields.published ? `${siteUrl.replace(/\/+$/, '')}${addedPagePath(loaded.fields.slug[language], language)}` : null
  const sections = values.sections
  const names = sections.map((section) => sectionLabel(section, language))
  const renderPreview = useCallback(
    (choice: Language, fields: AddedPageFields) => api.previewAddedPage({ language: choice, id: page.id, page: fields }),
    [api, page.id],
  )

  return (
    <form
      ref={form}
      className={`adm-editor adm-page-editor adm-added-page ${preview === 'open' ? 'adm-page-editor--preview' : ''}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      onKeyDown={saveShortcut}
    >
      <div className="adm-editor__head">
        <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={toList}>
          <ArrowLeftIcon /> {t('editor.allPages')}
        </button>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="adm-section-title adm-editor__heading">
          {title}
        </h2>
        <span className={`adm-badge ${loaded.fields.published ? 'adm-badge--published' : 'adm-badge--draft'}`}>
          {t(loaded.fields.published ? 'list.published' : 'list.draft')}
        </span>
        <div className="adm-page-editor__tools">
          <button
            type="button"
            className="adm-button adm-button--secondary adm-button--small"
            aria-pressed={preview === 'open'}
            onClick={() => setPreview(preview === 'open' ? 'closed' : 'open')}
          >
            <EyeIcon /> {t('editor.preview')}
          </button>
          {live && (
            <a className="adm-button adm-button--ghost adm-button--small" href={live} target="_blank" rel="noopener noreferrer">
              <ExternalIcon /> {t('editor.live')}
              <span className="visually-hidden">{t('editor.newTab')}</span>
            </a>
          )}
          <button type="button" className="adm-button adm-button--danger-ghost adm-button--small" onClick={() => void deletePage()} disabled={pending}>
            <TrashIcon /> {t('editor.delete')}
          </button>
        </div>
      </div>
      <p className="adm-hint adm-page-editor__saved">
        {loaded.updatedBy
          ? t('editor.savedBy', { when: formatDateTime(loaded.updatedAt), name: loaded.updatedBy.name })
          : t('editor.saved', { when: formatDateTime(loaded.updatedAt) })}
      </p>

      <ErrorSummary errors={errors} labels={labels} idPrefix={ADDED_PAGE_ID} attempt={attempt} />

      <div className="adm-page-editor__layout">
        <div className="adm-page-editor__fields">
          {sections.length > 1 && (
            <nav className="adm-card adm-page-jump" aria-label={t('editor.jump')}>
              <p className="adm-panel__title" aria-hidden="true">
                {t('editor.jumpTitle')}
              </p>
              <ol className="adm-page-jump__list">
                {sections.map((section, index) => {
                  const problems = sectionErrorCount(errors, section)
                  return (
                    <li key={section.id}>
                      <a href={`#${sectionHeadingId(section)}`} onClick={(event) => jump(event, section)}>
                        {names[index]}
                        {section.hidden && <span className="adm-muted"> {t('editor.jumpHidden')}</span>}
                        {problems > 0 && <span className="adm-page-jump__problems"> {t('editor.jumpProblems', { count: problems })}</span>}
                      </a>
                    </li>
                  )
                })}
              </ol>
            </nav>
          )}
          <AddedPageFieldsCard values={values} storedSlug={loaded.fields.slug} errors={errors} onChange={changeFields} />
          <PlaceholderHelp placeholders={SECTION_PLACEHOLDERS} />
          <p className="adm-hint adm-added-sections__intro">{t('sections.intro')}</p>
          <SectionList sections={sections} onChange={changeSections} errors={errors} onErrors={setErrors} services={services} version={loaded.updatedAt} />
        </div>
        {preview === 'open' && <PagePreview label={title} values={values} render={renderPreview} onClose={() => setPreview('closed')} />}
      </div>

      <div className="adm-editor__bar">
        <p className="adm-editor__status" role="status">
          {pending ? (
            t('editor.saving')
          ) : dirty ? (
            t('editor.unsaved')
          ) : savedAt ? (
            <span className="adm-editor__status--saved">
              <CheckIcon width={16} height={16} />{' '}
              {t('editor.savedAt', {
                time: new Date(savedAt).toLocaleTimeString(language === 'es' ? 'es-US' : 'en-US', { hour: 'numeric', minute: '2-digit' }),
              })}
            </span>
          ) : (
            t('editor.noChanges')
          )}
        </p>
        <div className="adm-editor__buttons">
          <button type="button" className="adm-button adm-button--secondary" onClick={toList} disabled={pending}>
            {t('editor.cancel')}
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={pending} title={t('editor.saveTitle')}>
            {pending ? t('editor.saving') : t('editor.save')}
          </button>
        </div>
      </div>

      {collision && (
        <CollisionDialog
          title={t('collision.title')}
          subject={t('collision.subject')}
          collision={collision}
          onReload={reloadTheirs}
          onOverwrite={overwrite}
          onClose={() => setCollision(null)}
        />
      )}
    </form>
  )
}
