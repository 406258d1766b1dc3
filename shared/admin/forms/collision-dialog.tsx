import { useState } from 'react'
import { ApiError } from '../../api/api-error.ts'
import { Dialog } from '../ui/dialog.tsx'
import { formatDateTime } from '../ui/format.ts'

/** The newer version a save was refused for (409 with `fields.updatedAt`), or undefined for any other failure. */
export function collisionVersion(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 ? error.fields?.updatedAt : undefined
}

interface CollisionDialogProps {
  /** When the other save happened (the server's current `updatedAt`). */
  theirVersion: string
  /** What was saved, as the dialog names it (issue 29: not only posts). */
  title?: string
  subject?: string
  onReload(): Promise<void>
  onOverwrite(): Promise<void>
  onClose(): void
}

/**
 * Issue #4: someone saved the post (or, issue 29, the settings, a gallery item, a category; issue 23, a page's texts)
 * after this form loaded it; the editor decides whose version wins.
 */
export function CollisionDialog({
  theirVersion,
  title = 'This post was changed by someone else',
  subject = 'this post',
  onReload,
  onOverwrite,
  onClose,
}: CollisionDialogProps) {
  const [pending, setPending] = useState<'reload' | 'overwrite' | null>(null)
  async function run(choice: 'reload' | 'overwrite') {
    setPending(choice)
    try {
      await (choice === 'reload' ? onReload() : onOverwrite())
    } finally {
      setPending(null)
    }
  }
  return (
    <Dialog title={title} role="alertdialog" onClose={onClose} size="medium">
      <p className="adm-dialog__message">
        Someone saved {subject} on <strong>{formatDateTime(theirVersion)}</strong>, after you opened it. Choose which version to keep:
      </p>
      <ul className="adm-dialog__choices">
        <li>
          <strong>Reload their version</strong>: your changes here are replaced by what is saved now.
        </li>
        <li>
          <strong>Overwrite with mine</strong>: your version is saved over theirs.
        </li>
      </ul>
      <div className="adm-dialog__actions">
        <button type="button" className="adm-button adm-button--ghost" onClick={onClose} disabled={pending !== null}>
          Keep editing
        </button>
        <button type="button" className="adm-button adm-button--secondary" onClick={() => void run('reload')} disabled={pending !== null}>
          {pending === 'reload' ? 'Reloading...' : 'Reload their version'}
        </button>
        <button type="button" className="adm-button adm-button--danger" onClick={() => void run('overwrite')} disabled={pending !== null}>
          {pending === 'overwrite' ? 'Saving...' : 'Overwrite with mine'}
        </button>
      </div>
    </Dialog>
  )
}
