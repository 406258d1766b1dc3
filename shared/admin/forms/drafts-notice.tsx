import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAdmin } from '../console/admin-context.tsx'
import { NEW_ID, isCategoryDraft, isPostDraft, listDrafts, removeDraft, type Draft } from './autosave.ts'
import { useConsole } from '../console/console-context.tsx'
import { UndoIcon } from '../ui/icons.tsx'
import { useTimeAgo } from '../ui/use-time-ago.ts'

/**
 * After a crash or a reload, the drafts kept on this computer are offered back. Shown above the lists
 * while no form is open.
 */
export function DraftsNotice({ kind }: { kind: Draft['kind'] }) {
  const { t } = useTranslation('forms')
  const timeAgo = useTimeAgo()
  const { draftStorage } = useAdmin()
  const { categories, openPostEditor, openCategoryEditor } = useConsole()
  const [, refresh] = useState(0)
  const drafts = listDrafts(draftStorage).filter((draft) => draft.kind === kind)
  if (drafts.length === 0) return null

  function restore(draft: Draft) {
    if (isPostDraft(draft)) {
      void openPostEditor({ post: draft.id === NEW_ID ? null : { id: draft.id }, draft })
    } else if (isCategoryDraft(draft)) {
      void openCategoryEditor({ category: categories.data?.find((item) => item.id === draft.id) ?? null, draft })
    }
  }

  function discard(draft: Draft) {
    removeDraft(draftStorage, draft.kind, draft.id)
    refresh((count) => count + 1)
  }

  return (
    <section className="adm-notice adm-notice--draft" aria-labelledby={`adm-drafts-${kind}`}>
      <h2 id={`adm-drafts-${kind}`} className="adm-notice__title">
        <UndoIcon /> {t(`drafts.${kind}.title`)}
      </h2>
      <ul className="adm-notice__list">
        {drafts.map((draft) => {
          const name = isPostDraft(draft) ? draft.values.title : isCategoryDraft(draft) ? draft.values.name : ''
          const label = name.trim() || t(`drafts.${kind}.untitled`)
          return (
            <li key={`${draft.kind}:${draft.id}`} className="adm-notice__item">
              <span>
                <strong>{label}</strong>{' '}
                <span className="adm-muted">
                  · {draft.id === NEW_ID ? t(`drafts.${kind}.new`) : t('drafts.changed')} · {t('drafts.kept', { when: timeAgo(draft.savedAt) })}
                </span>
              </span>
              <span className="adm-notice__actions">
                <button
                  type="button"
                  className="adm-button adm-button--small adm-button--primary"
                  aria-label={t('drafts.restoreNamed', { name: label })}
                  onClick={() => restore(draft)}
                >
                  {t('drafts.restore')}
                </button>
                <button
                  type="button"
                  className="adm-button adm-button--small adm-button--ghost"
                  aria-label={t('drafts.discardNamed', { name: label })}
                  onClick={() => discard(draft)}
                >
                  {t('drafts.discard')}
                </button>
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
