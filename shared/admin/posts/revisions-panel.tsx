import { useState } from 'react'
import type { Post } from '#shared/schema/post.ts'
import type { PostRevision } from '#shared/schema/revision.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { type RevisionWords, RevisionsDialog, savedAtText } from '../ui/revisions-dialog.tsx'
import { useResource } from '../ui/use-resource.ts'
import { Panel } from './post-form-panels.tsx'
import type { PostFormValues } from './post-form-values.ts'
import { aroundChanges, revisionChanges, type FieldChange } from './revision-changes.ts'

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
      {open && <PostRevisionsDialog {...props} onClose={() => setOpen(false)} />}
    </Panel>
  )
}

const REVISION_WORDS: RevisionWords = {
  list: { loading: 'Loading revisions...', loadError: 'Could not load the revisions', empty: 'No revisions yet: the next save keeps one.' },
  choose: 'Choose a revision to see what restoring it would change.',
  loadingOne: 'Loading the revision...',
  loadOneError: 'Could not load this revision. Try again.',
  same: 'This revision is what the form shows now: restoring it changes nothing.',
  changesIntro: () => 'What restoring it changes in the form (now → this revision):',
  restoreTitle: 'Restore this revision?',
  restoreAction: 'Restore this revision',
  restoreError: 'The revision could not be restored. Try again.',
}

function PostRevisionsDialog({ post, values, dirty, onRestored, onClose }: RevisionsPanelProps & { onClose(): void }) {
  const { api } = useAdmin()
  const list = useResource(() => api.listRevisions(post.id))
  const revisions = list.data ?? []
  /** How many older saves the server let go (past the last 50, or past ten times the post's size together). */
  const dropped = revisions.at(-1)?.olderDropped
  return (
    <RevisionsDialog
      title="Revisions"
      words={REVISION_WORDS}
      className="adm-revisions"
      list={list}
      load={(summary) => api.getRevision(post.id, summary.id)}
      who={(summary) => summary.author.name || 'Someone'}
      by={(summary) => summary.author.name || 'someone'}
      current={post.updatedAt}
      changes={(revision: PostRevision) => revisionChanges(values, revision.snapshot)}
      renderChange={(change) => <ChangedField key={change.field} change={change} />}
      restoreText={(summary) => (
        <>
          The post’s text and details go back to the version saved on {savedAtText(summary.savedAt)} (Eastern time) by {summary.author.name || 'someone'}. This
          is saved at once, as a new revision: the current version stays in the list. Whether the post is published stays as it is.
        </>
      )}
      dirty={dirty}
      restore={(summary) => api.restoreRevision(post.id, summary.id)}
      onRestored={onRestored}
      onClose={onClose}
      listNote={
        dropped ? (
          <p className="adm-hint">
            {dropped === 1 ? '1 older save was' : `${dropped} older saves were`} let go: a post keeps its last 50 saves, and no more than ten times its own
            length in all.
          </p>
        ) : null
      }
    />
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
                  {line.kind !== 'same' && <span className="visually-hidden">{line.kind === 'added' ? 'Comes back: ' : 'Goes: '}</span>}
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
            <span className="visually-hidden">Now: </span>
            {change.now || '(empty)'}
          </del>
          <ins>
            <span className="visually-hidden">In this revision: </span>
            {change.revision || '(empty)'}
          </ins>
        </dd>
      )}
    </div>
  )
}
