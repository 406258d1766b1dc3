import { useEffect, useId, useRef, useState } from 'react'
import { errorText } from '#shared/api/api-error.ts'
import { STUDIO_TIME_ZONE, type Post } from '#shared/schema/post.ts'
import type { PostRevision, PostRevisionSummary } from '#shared/schema/revision.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { formatDateTimeSeconds } from '../ui/format.ts'
import { ResourceState } from '../ui/list-state.tsx'
import { Panel } from './post-form-panels.tsx'
import type { PostFormValues } from './post-form-values.ts'
import { aroundChanges, revisionChanges, type FieldChange } from './revision-changes.ts'
import { useResource } from '../ui/use-resource.ts'

/** A save's time in the studio's own time zone (the schedule uses it too), e.g. "Nov 24, 2026, 3:04:27 PM". */
const savedAtText = (iso: string) => formatDateTimeSeconds(iso, STUDIO_TIME_ZONE)

interface RevisionsPanelProps {
  post: Post
  /** The form as it is now: a revision is compared with it. */
  values: PostFormValues
  /** The form has unsaved changes (a restore replaces them). */
  dirty: boolean
  /** The restore is stored: the form goes on with this post. */
  onRestored(post: Post): void
}

/** The editor's card for a post's revisions (the last 50 saves); the list opens in a dialog. */
export function RevisionsPanel(props: RevisionsPanelProps) {
  const [open, setOpen] = useState(false)
  return (
    <Panel title="Revisions">
      <p className="adm-hint">Every save is kept (the last 50): see what changed, and bring an earlier version back.</p>
      <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={() => setOpen(true)}>
        Show revisions
      </button>
      {open && <RevisionsDialog {...props} onClose={() => setOpen(false)} />}
    </Panel>
  )
}

function RevisionsDialog({ post, values, dirty, onRestored, onClose }: RevisionsPanelProps & { onClose(): void }) {
  const { api } = useAdmin()
  const confirm = useConfirm()
  const list = useResource(() => api.listRevisions(post.id))
  const [selected, setSelected] = useState<PostRevisionSummary | null>(null)
  const [revision, setRevision] = useState<{ data?: PostRevision; error?: unknown; loading: boolean }>({ loading: false })
  const [restoring, setRestoring] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const detailHeading = useRef<HTMLHeadingElement>(null)
  const listId = useId()

  // The revision asked for last: an earlier answer that arrives after it is dropped.
  const asked = useRef<string | null>(null)
  async function select(summary: PostRevisionSummary) {
    asked.current = summary.id
    setSelected(summary)
    setRefusal(null)
    setRevision({ loading: true })
    try {
      const data = await api.getRevision(post.id, summary.id)
      if (asked.current === summary.id) setRevision({ data, loading: false })
    } catch (error) {
      if (asked.current === summary.id) setRevision({ error, loading: false })
    }
  }

  // Focus follows the choice to what it shows, so a keyboard or screen reader user hears what changed.
  useEffect(() => {
    if (revision.data) detailHeading.current?.focus()
  }, [revision.data])

  async function restore(summary: PostRevisionSummary) {
    const yes = await confirm({
      title: 'Restore this revision?',
      message: (
        <>
          <p>
            The post’s text and details go back to the version saved on {savedAtText(summary.savedAt)} (Eastern time) by {summary.author.name || 'someone'}.
            This is saved at once, as a new revision: the current version stays in the list. Whether the post is published stays as it is.
          </p>
          {dirty && <p>Your unsaved changes in the form are lost.</p>}
        </>
      ),
      confirmLabel: 'Restore this revision',
    })
    if (!yes) return
    setRestoring(true)
    setRefusal(null)
    try {
      const restored = await api.restoreRevision(post.id, summary.id)
      onRestored(restored)
      onClose()
    } catch (error) {
      setRefusal(errorText(error, 'The revision could not be restored. Try again.'))
      setRestoring(false)
    }
  }

  const revisions = list.data ?? []
  const changes = revision.data ? revisionChanges(values, revision.data.snapshot) : []
  /** How many older saves the server let go (past the last 50, or past ten times the post's size together). */
  const dropped = revisions.at(-1)?.olderDropped
  return (
    <Dialog title="Revisions" onClose={onClose} size="large">
      <p className="adm-hint">Times are the studio’s (Eastern time). The newest save is first; the last 50 are kept.</p>
      <div className="adm-revisions">
        <ResourceState
          resource={list}
          words={{ loading: 'Loading revisions...', loadError: 'Could not load the revisions', empty: 'No revisions yet: the next save keeps one.' }}
        >
          <ul className="adm-revisions__list" aria-label="Saved versions" id={listId}>
            {revisions.map((summary, index) => (
              <li key={summary.id}>
                <button type="button" className="adm-revisions__item" aria-pressed={selected?.id === summary.id} onClick={() => void select(summary)}>
                  <span className="adm-revisions__time">{savedAtText(summary.savedAt)}</span>
                  <span className="adm-revisions__who">
                    {summary.author.name || 'Someone'}
                    {index === 0 && summary.savedAt === post.updatedAt ? ' · current' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {dropped ? (
            <p className="adm-hint">
              {dropped === 1 ? '1 older save was' : `${dropped} older saves were`} let go: a post keeps its last 50 saves, and no more than ten times its own
              length in all.
            </p>
          ) : null}
        </ResourceState>
        <div className="adm-revisions__detail">
          {!selected && revisions.length > 0 && <p className="adm-hint">Choose a revision to see what restoring it would change.</p>}
          {revision.loading && <p className="adm-hint">Loading the revision...</p>}
          {Boolean(revision.error) && (
            <p className="adm-error" role="alert">
              {errorText(revision.error, 'Could not load this revision. Try again.')}
            </p>
          )}
          {selected && revision.data && (
            <>
              <h3 ref={detailHeading} tabIndex={-1} className="adm-panel__title">
                {savedAtText(selected.savedAt)} by {selected.author.name || 'someone'}
              </h3>
              {changes.length === 0 ? (
                <p className="adm-hint">This revision is what the form shows now: restoring it changes nothing.</p>
              ) : (
                <>
                  <p className="adm-hint">What restoring it changes in the form (now → this revision):</p>
                  <dl className="adm-revisions__changes">
                    {changes.map((change) => (
                      <ChangedField key={change.field} change={change} />
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
                  {restoring ? 'Restoring...' : 'Restore this revision'}
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </Dialog>
  )
}

function ChangedField({ change }: { change: FieldChange }) {
  return (
    <div className="adm-revisions__change">
      <dt>{change.label}</dt>
      {change.lines ? (
        <dd>
          <ol className="adm-revisions__lines" aria-label="Content, line by line">
            {aroundChanges(change.lines).map((line, index) =>
              line.kind === 'skipped' ? (
                <li key={index} className="adm-revisions__line adm-revisions__line--skipped">
                  {line.count === 1 ? '1 unchanged line' : `${line.count} unchanged lines`}
                </li>
              ) : (
                <li key={index} className={`adm-revisions__line adm-revisions__line--${line.kind}`}>
                  {line.kind !== 'same' && <span className="adm-visually-hidden">{line.kind === 'added' ? 'Comes back: ' : 'Goes: '}</span>}
                  <span aria-hidden="true" className="adm-revisions__mark">
                    {line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}
                  </span>
                  {line.text || ' '}
                </li>
              ),
            )}
          </ol>
        </dd>
      ) : (
        <dd className="adm-revisions__values">
          <del>
            <span className="adm-visually-hidden">Now: </span>
            {change.now || '(empty)'}
          </del>
          <ins>
            <span className="adm-visually-hidden">In this revision: </span>
            {change.revision || '(empty)'}
          </ins>
        </dd>
      )}
    </div>
  )
}
