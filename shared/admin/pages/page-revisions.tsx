import type { ContentTree, PageContent, PageContentId, PageRevision } from '#shared/schema/page-content.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { type RevisionWords, RevisionsDialog, savedAtText } from '../ui/revisions-dialog.tsx'
import { useResource } from '../ui/use-resource.ts'
import { type PageTexts, type TextChange, changedTexts, pageFormValues } from './page-form-values.ts'

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

const VERSION_WORDS: RevisionWords = {
  list: {
    loading: 'Loading the versions...',
    loadError: 'Could not load the versions',
    empty: 'No versions yet: the first save keeps the starter text and the new one.',
  },
  choose: 'Choose a version to see what restoring it would change.',
  loadingOne: 'Loading the version...',
  loadOneError: 'Could not load this version. Try again.',
  same: 'This version has the texts the form shows now: restoring it changes nothing.',
  changesIntro: (count) => `${count === 1 ? 'One text differs' : `${count} texts differ`} from the form (now → this version):`,
  restoreTitle: 'Restore this version?',
  restoreAction: 'Restore this version',
  restoreError: 'The version could not be restored. Try again.',
}

/**
 * The page's saves (the last 50, newest first): choosing one shows which texts it has otherwise than the form, and
 * "Restore this version" brings it back as a new save, after a question.
 */
export function PageRevisionsDialog({ pageId, label, model, values, updatedAt, dirty, onRestored, onClose }: PageRevisionsProps) {
  const { api } = useAdmin()
  const list = useResource(() => api.listPageRevisions(pageId))
  return (
    <RevisionsDialog
      title={`Earlier versions of ${label}`}
      words={VERSION_WORDS}
      className="adm-page-revisions"
      list={list}
      load={(summary) => api.getPageRevision(pageId, summary.id)}
      who={(summary) => summary.savedBy?.name ?? 'Starter text'}
      by={(summary) => summary.savedBy?.name}
      current={updatedAt}
      changes={(revision: PageRevision) => changedTexts(model, values, pageFormValues(model, revision))}
      renderChange={(change) => <ChangedText key={change.key} change={change} />}
      restoreText={(summary) => (
        <>
          The texts of {label}, in English and Spanish, go back to the version saved on {savedAtText(summary.savedAt)} (Eastern time)
          {summary.savedBy ? ` by ${summary.savedBy.name}` : ''}. The site shows them at once. This is saved as a new version: the current one stays in the
          list.
        </>
      )}
      dirty={dirty}
      restore={(summary) => api.restorePageRevision(pageId, summary.id)}
      onRestored={onRestored}
      onClose={onClose}
    />
  )
}

function ChangedText({ change }: { change: TextChange }) {
  return (
    <div className="adm-page-revisions__change">
      <dt>{change.label}</dt>
      <dd className="adm-page-revisions__values" lang={change.language}>
        <del>
          <span className="visually-hidden" lang="en">
            Now:{' '}
          </span>
          {change.now ?? '(not in the form)'}
        </del>
        <ins>
          <span className="visually-hidden" lang="en">
            In this version:{' '}
          </span>
          {change.then ?? '(not in this version)'}
        </ins>
      </dd>
    </div>
  )
}
