import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '#shared/api/api-error.ts'
import { STUDIO_TIME_ZONE } from '#shared/schema/post.ts'
import { useConfirm } from './confirm-dialog.tsx'
import { Dialog } from './dialog.tsx'
import { formatDateTimeSeconds } from './format.ts'
import { type ListWords, ResourceState } from './list-state.tsx'
import type { Resource } from './use-resource.ts'

/** A save's time in the studio's own time zone (the schedule uses it too), e.g. "Nov 24, 2026, 3:04:27 PM". */
export const savedAtText = (iso: string) => formatDateTimeSeconds(iso, STUDIO_TIME_ZONE)

/** What a list of saves says: a post calls them revisions, a page versions. */
export interface RevisionWords {
  list: ListWords
  choose: string
  loadingOne: string
  loadOneError: string
  /** The chosen save is what the form shows now. */
  same: string
  /** The line above what restoring would change. */
  changesIntro(count: number): string
  restoreTitle: string
  restoreAction: string
  restoreError: string
}

interface RevisionsDialogProps<Summary extends { id: string; savedAt: string }, Saved, Change, Restored> {
  title: string
  words: RevisionWords
  /** The block's class (`adm-revisions`), its parts' classes are `<className>__list` and so on. */
  className: string
  list: Resource<Summary[]>
  load(summary: Summary): Promise<Saved>
  /** Who saved it, in the list ("Starter text" where nobody did). */
  who(summary: Summary): string
  /** Who saved it, after its time in the heading; nothing leaves the time alone. */
  by(summary: Summary): string | undefined
  /** The stored save the form is based on (the list marks it "current"). */
  current: string
  changes(saved: Saved): Change[]
  renderChange(change: Change): ReactNode
  /** What the restore question says of the chosen save. */
  restoreText(summary: Summary): ReactNode
  /** The form has unsaved changes (a restore replaces them). */
  dirty: boolean
  restore(summary: Summary): Promise<Restored>
  onRestored(restored: Restored): void
  onClose(): void
  /** Said below the list (the saves let go). */
  listNote?: ReactNode
}

/**
 * The saves of a post or a page, newest first: choosing one shows what it has otherwise than the form, and "Restore"
 * brings it back as a new save, after a question.
 */
export function RevisionsDialog<Summary extends { id: string; savedAt: string }, Saved, Change, Restored>({
  title,
  words,
  className,
  list,
  load,
  who,
  by,
  current,
  changes: changesOf,
  renderChange,
  restoreText,
  dirty,
  restore: restoreSaved,
  onRestored,
  onClose,
  listNote,
}: RevisionsDialogProps<Summary, Saved, Change, Restored>) {
  const { t } = useTranslation('ui')
  const confirm = useConfirm()
  const [selected, setSelected] = useState<Summary | null>(null)
  const [revision, setRevision] = useState<{ data?: Saved; error?: unknown; loading: boolean }>({ loading: false })
  const [restoring, setRestoring] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const detailHeading = useRef<HTMLHeadingElement>(null)

  // The save asked for last: an earlier answer that arrives after it is dropped.
  const asked = useRef<string | null>(null)
  async function select(summary: Summary) {
    asked.current = summary.id
    setSelected(summary)
    setRefusal(null)
    setRevision({ loading: true })
    try {
      const data = await load(summary)
      if (asked.current === summary.id) setRevision({ data, loading: false })
    } catch (error) {
      if (asked.current === summary.id) setRevision({ error, loading: false })
    }
  }

  // Focus follows the choice to what it shows, so a keyboard or screen reader user hears what changed.
  useEffect(() => {
    if (revision.data) detailHeading.current?.focus()
  }, [revision.data])

  async function restore(summary: Summary) {
    const yes = await confirm({
      title: words.restoreTitle,
      message: (
        <>
          <p>{restoreText(summary)}</p>
          {dirty && <p>{t('revisions.lostChanges')}</p>}
        </>
      ),
      confirmLabel: words.restoreAction,
    })
    if (!yes) return
    setRestoring(true)
    setRefusal(null)
    try {
      onRestored(await restoreSaved(summary))
      onClose()
    } catch (error) {
      setRefusal(errorText(error, words.restoreError))
      setRestoring(false)
    }
  }

  const revisions = list.data ?? []
  const changes = revision.data ? changesOf(revision.data) : []
  const savedBy = selected && by(selected)
  return (
    <Dialog title={title} onClose={onClose} size="large">
      <p className="adm-hint">{t('revisions.hint')}</p>
      <div className={className}>
        <ResourceState resource={list} words={words.list}>
          <ul className={`${className}__list`} aria-label={t('revisions.listLabel')}>
            {revisions.map((summary, index) => (
              <li key={summary.id}>
                <button type="button" className={`${className}__item`} aria-pressed={selected?.id === summary.id} onClick={() => void select(summary)}>
                  <span className={`${className}__time`}>{savedAtText(summary.savedAt)}</span>
                  <span className={`${className}__who`}>
                    {who(summary)}
                    {index === 0 && summary.savedAt === current ? ' · current' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {listNote}
        </ResourceState>
        <div className={`${className}__detail`}>
          {!selected && revisions.length > 0 && <p className="adm-hint">{words.choose}</p>}
          {revision.loading && <p className="adm-hint">{words.loadingOne}</p>}
          {Boolean(revision.error) && (
            <p className="adm-error" role="alert">
              {errorText(revision.error, words.loadOneError)}
            </p>
          )}
          {selected && revision.data && (
            <>
              <h3 ref={detailHeading} tabIndex={-1} className="adm-panel__title">
                {savedAtText(selected.savedAt)}
                {savedBy ? ` by ${savedBy}` : ''}
              </h3>
              {changes.length === 0 ? (
                <p className="adm-hint">{words.same}</p>
              ) : (
                <>
                  <p className="adm-hint">{words.changesIntro(changes.length)}</p>
                  <dl className={`${className}__changes`}>{changes.map(renderChange)}</dl>
                </>
              )}
              {refusal && (
                <p className="adm-error" role="alert">
                  {refusal}
                </p>
              )}
              <div className="adm-dialog__actions">
                <button type="button" className="adm-button adm-button--ghost" onClick={onClose} disabled={restoring}>
                  {t('dialog.close')}
                </button>
                <button
                  type="button"
                  className="adm-button adm-button--primary"
                  onClick={() => void restore(selected)}
                  disabled={restoring || changes.length === 0}
                >
                  {restoring ? t('revisions.restoring') : words.restoreAction}
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </Dialog>
  )
}
