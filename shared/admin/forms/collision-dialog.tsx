import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { ApiError } from '#shared/api/api-error.ts'
import { Dialog } from '../ui/dialog.tsx'
import { formatDateTime } from '../ui/format.ts'

/** A save refused because someone saved first: their version, and their display name when the server knows it. */
export interface Collision {
  version: string
  savedBy?: string
}

/** The collision a save was refused for (409 with `fields.updatedAt`), or undefined for any other failure. */
export function collisionOf(error: unknown): Collision | undefined {
  if (!(error instanceof ApiError && error.status === 409 && error.fields?.updatedAt)) return undefined
  const savedBy = error.fields.savedBy
  return savedBy ? { version: error.fields.updatedAt, savedBy } : { version: error.fields.updatedAt }
}

/** A save's `handled`: a 409 collision goes to `keep` (for the dialog), any other failure is said as usual. */
export function keepCollision(keep: (theirs: Collision) => void): (error: unknown) => boolean {
  return (error) => {
    const theirs = collisionOf(error)
    if (theirs) keep(theirs)
    return theirs !== undefined
  }
}

interface CollisionDialogProps {
  /** The other save: when it happened (the server's current `updatedAt`) and who made it. */
  collision: Collision
  /** What was saved, as the dialog names it (not only posts): whole words of the feature's catalogue. */
  title?: string
  subject?: string
  onReload(): Promise<void>
  onOverwrite(): Promise<void>
  onClose(): void
}

/**
 * Someone saved the post (or the settings, a gallery item, a category, a page's texts) after this form loaded it,
 * and the dialog says who and when; the editor decides whose version wins.
 */
export function CollisionDialog({ collision, title, subject, onReload, onOverwrite, onClose }: CollisionDialogProps) {
  const { t } = useTranslation('forms')
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
    <Dialog title={title ?? t('collision.title')} role="alertdialog" onClose={onClose} size="medium">
      <p className="adm-dialog__message">
        <Trans
          t={t}
          i18nKey="collision.message"
          values={{ subject: subject ?? t('collision.subject') }}
          components={{ who: <>{collision.savedBy ?? t('collision.someone')}</>, when: <strong>{formatDateTime(collision.version)}</strong> }}
        />
      </p>
      <ul className="adm-dialog__choices">
        <li>
          <Trans t={t} i18nKey="collision.reloadChoice" components={{ strong: <strong /> }} />
        </li>
        <li>
          <Trans t={t} i18nKey="collision.overwriteChoice" components={{ strong: <strong /> }} />
        </li>
      </ul>
      <div className="adm-dialog__actions">
        <button type="button" className="adm-button adm-button--ghost" onClick={onClose} disabled={pending !== null}>
          {t('collision.keepEditing')}
        </button>
        <button type="button" className="adm-button adm-button--secondary" onClick={() => void run('reload')} disabled={pending !== null}>
          {pending === 'reload' ? t('collision.reloading') : t('collision.reload')}
        </button>
        <button type="button" className="adm-button adm-button--danger" onClick={() => void run('overwrite')} disabled={pending !== null}>
          {pending === 'overwrite' ? t('saving') : t('collision.overwrite')}
        </button>
      </div>
    </Dialog>
  )
}
