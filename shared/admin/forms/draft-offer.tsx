import type { ReactNode } from 'react'
import { timeAgo } from '../ui/format.ts'
import { UndoIcon } from '../ui/icons.tsx'

/** Shown at the top of a form that has a newer local draft than what it opened with. */
export function DraftOffer({ savedAt, note, onRestore, onDiscard }: { savedAt: string; note?: ReactNode; onRestore(): void; onDiscard(): void }) {
  return (
    <section className="adm-notice adm-notice--draft" aria-label="Unsaved changes found">
      <p className="adm-notice__title">
        <UndoIcon /> You have unsaved changes from {timeAgo(savedAt)} on this computer.
      </p>
      {note && <p className="adm-muted">{note}</p>}
      <div className="adm-notice__actions">
        <button type="button" className="adm-button adm-button--primary adm-button--small" onClick={onRestore}>
          Restore changes
        </button>
        <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </section>
  )
}
