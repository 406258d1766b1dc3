import { useState } from 'react'
import { useAdmin } from '../console/admin-context.tsx'
import { NEW_ID, isCategoryDraft, isPostDraft, listDrafts, removeDraft, type Draft } from './autosave.ts'
import { useConsole } from '../console/console-context.tsx'
import { timeAgo } from '../ui/format.ts'
import { UndoIcon } from '../ui/icons.tsx'

/**
 * After a crash or a reload, the drafts kept on this computer are offered back. Shown above the lists
 * while no form is open.
 */
export function DraftsNotice({ kind }: { kind: Draft['kind'] }) {
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

  const noun = kind === 'post' ? 'post' : 'category'
  return (
    <section className="adm-notice adm-notice--draft" aria-labelledby={`adm-drafts-${kind}`}>
      <h2 id={`adm-drafts-${kind}`} className="adm-notice__title">
        <UndoIcon /> Unsaved {kind === 'post' ? 'posts' : 'categories'} on this computer
      </h2>
      <ul className="adm-notice__list">
        {drafts.map((draft) => {
          const name = isPostDraft(draft) ? draft.values.title : isCategoryDraft(draft) ? draft.values.name : ''
          const label = name.trim() || `Untitled ${noun}`
          return (
            <li key={`${draft.kind}:${draft.id}`} className="adm-notice__item">
              <span>
                <strong>{label}</strong>{' '}
                <span className="adm-muted">
                  · {draft.id === 'new' ? `new ${noun}` : 'changes not saved'} · kept {timeAgo(draft.savedAt)}
                </span>
              </span>
              <span className="adm-notice__actions">
                <button type="button" className="adm-button adm-button--small adm-button--primary" onClick={() => restore(draft)}>
                  Restore<span className="visually-hidden"> {label}</span>
                </button>
                <button type="button" className="adm-button adm-button--small adm-button--ghost" onClick={() => discard(draft)}>
                  Discard<span className="visually-hidden"> {label}</span>
                </button>
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
