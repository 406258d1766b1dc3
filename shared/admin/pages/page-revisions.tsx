import { useEffect, useRef, useState } from 'react'
import { errorText } from '#shared/api/api-error.ts'
import type { ContentTree, PageContent, PageContentId, PageRevision, PageRevisionSummary } from '#shared/schema/page-content.ts'
import { STUDIO_TIME_ZONE } from '#shared/schema/post.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { formatDateTimeSeconds } from '../ui/format.ts'
import { type ListWords, ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'
import { type PageTexts, type TextChange, changedTexts, pageFormValues } from './page-form-values.ts'

/** A save's time in the studio's own time zone, as the posts' revisions show theirs: "Nov 24, 2026, 3:04:27 PM". */
const savedAtText = (iso: string) => formatDateTimeSeconds(iso, STUDIO_TIME_ZONE)

const VERSION_LIST_WORDS: ListWords = {
  loading: 'Loading the versions...',
  loadError: 'Could not load the versions',
  empty: 'No versions yet: the first save keeps the starter text and the new one.',
}

interface PageRevisionsProps {
  pageId: PageContentId
  label: string
  model: ContentTree
  /** The form as it is now: a version is compared with it. */
  values: PageTexts
  /** The stored version the form is based on (the list marks it "current"). */
  updatedAt: string
  /** The form has unsaved changes (a restore replaces them). */
  dirty: boolean
  /** The restore is stored: the form goes on with this page. */
  onRestored(page: PageContent): void
  onClose(): void
}

/**
 * The page's saves (the last 50, newest first): choosing one shows which texts it has otherwise than the form, and
 * "Restore this version" brings it back as a new save, after a question.
 */
export function PageRevisionsDialog({ pageId, label, model, values, updatedAt, dirty, onRestored, onClose }: PageRevisionsProps) {
  const { api } = useAdmin()
  const confirm = useConfirm()
  const list = useResource(() => api.listPageRevisions(pageId))
  const [selected, setSelected] = useState<PageRevisionSummary | null>(null)
  const [revision, setRevision] = useState<{ data?: PageRevision; error?: unknown; loading: boolean }>({ loading: false })
  const [restoring, setRestoring] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const detailHeading = useRef<HTMLHeadingElement>(null)

  // The version asked for last: an earlier answer that arrives after it is dropped.
  const asked = useRef<string | null>(null)
  async function select(summary: PageRevisionSummary) {
    asked.current = summary.id
    setSelected(summary)
    setRefusal(null)
    setRevision({ loading: true })
    try {
      const data = await api.getPageRevision(pageId, summary.id)
      if (asked.current === summary.id) setRevision({ data, loading: false })
    } catch (error) {
      if (asked.current === summary.id) setRevision({ error, loading: false })
    }
  }

  // Focus follows the choice to what it shows, so a keyboard or screen reader user hears what changed.
  useEffect(() => {
    if (revision.data) detailHeading.current?.focus()
  }, [revision.data])

  async function restore(summary: PageRevisionSummary) {
    const yes = await confirm({
      title: 'Restore this version?',
      message: (
        <>
          <p>
            The texts of {label}, in English and Spanish, go back to the version saved on {savedAtText(summary.savedAt)} (Eastern time)
            {summary.savedBy ? ` by ${summary.savedBy.name}` : ''}. The site shows them at once. This is saved as a new version: the current one stays in the
            list.
          </p>
          {dirty && <p>Your unsaved changes in the form are lost.</p>}
        </>
      ),
      confirmLabel: 'Restore this version',
    })
    if (!yes) return
    setRestoring(true)
    setRefusal(null)
    try {
      const restored = await api.restorePageRevision(pageId, summary.id)
      onRestored(restored)
      onClose()
    } catch (error) {
      setRefusal(errorText(error, 'The version could not be restored. Try again.'))
      setRestoring(false)
    }
  }

  const revisions = list.data ?? []
  const changes = revision.data ? changedTexts(model, values, pageFormValues(model, revision.data)) : []
  return (
    <Dialog title={`Earlier versions of ${label}`} onClose={onClose} size="large">
      <p className="adm-hint">Times are the studio’s (Eastern time). The newest save is first; the last 50 are kept.</p>
      <div className="adm-page-revisions">
        <ResourceState resource={list} words={VERSION_LIST_WORDS}>
          <ul className="adm-page-revisions__list" aria-label="Saved versions">
            {revisions.map((summary, index) => (
              <li key={summary.id}>
                <button type="button" className="adm-page-revisions__item" aria-pressed={selected?.id === summary.id} onClick={() => void select(summary)}>
                  <span className="adm-page-revisions__time">{savedAtText(summary.savedAt)}</span>
                  <span className="adm-page-revisions__who">
                    {summary.savedBy?.name ?? 'Starter text'}
                    {index === 0 && summary.savedAt === updatedAt ? ' · current' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </ResourceState>
        <div className="adm-page-revisions__detail">
          {!selected && revisions.length > 0 && <p className="adm-hint">Choose a version to see what restoring it would change.</p>}
          {revision.loading && <p className="adm-hint">Loading the version...</p>}
          {Boolean(revision.error) && (
            <p className="adm-error" role="alert">
              {errorText(revision.error, 'Could not load this version. Try again.')}
            </p>
          )}
          {selected && revision.data && (
            <>
              <h3 ref={detailHeading} tabIndex={-1} className="adm-panel__title">
                {savedAtText(selected.savedAt)}
                {selected.savedBy ? ` by ${selected.savedBy.name}` : ''}
              </h3>
              {changes.length === 0 ? (
                <p className="adm-hint">This version has the texts the form shows now: restoring it changes nothing.</p>
              ) : (
                <>
                  <p className="adm-hint">{changes.length === 1 ? 'One text differs' : `${changes.length} texts differ`} from the form (now → this version):</p>
                  <dl className="adm-page-revisions__changes">
                    {changes.map((change) => (
                      <ChangedText key={change.key} change={change} />
                    ))}
                  </dl>
                </>
              )}
              {refusal && (
                <p className="adm-error" role="alert">
                  {refusal}
                </p>
              )}
              <div className="adm-dialog__actions">
                <button type="button" className="adm-button adm-button--ghost" onClick={onClose} disabled={restoring}>
                  Close
                </button>
                <button
                  type="button"
                  className="adm-button adm-button--primary"
                  onClick={() => void restore(selected)}
                  disabled={restoring || changes.length === 0}
                >
                  {restoring ? 'Restoring...' : 'Restore this version'}
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </Dialog>
  )
}

function ChangedText({ change }: { change: TextChange }) {
  return (
    <div className="adm-page-revisions__change">
      <dt>{change.label}</dt>
      <dd className="adm-page-revisions__values" lang={change.language}>
        <del>
          <span className="adm-visually-hidden" lang="en">
            Now:{' '}
          </span>
          {change.now ?? '(not in the form)'}
        </del>
        <ins>
          <span className="adm-visually-hidden" lang="en">
            In this version:{' '}
          </span>
          {change.then ?? '(not in this version)'}
        </ins>
      </dd>
    </div>
  )
}
