import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConsole } from '../console/console-context.tsx'
import { useToast } from '../ui/toast.tsx'
import { type Collision, CollisionDialog, keepCollision } from './collision-dialog.tsx'

interface RecordCollisionOptions<R> {
  /** The feature's sentences about the record: the dialog's title, the record as the dialog names it, and gone. */
  words: { title: string; subject: string; gone: string }
  /** The stored record as it is now; undefined once someone deleted it. */
  fetchTheirs(): Promise<R | undefined>
  /** Their version into the form: its values, and the version the next save is based on. */
  load(theirs: R): void
  /** The form's values saved over their version (when they pass the form's check). */
  saveOver(version: string): Promise<void>
}

/**
 * A form over one stored record whose save can be refused with 409 (categories, gallery items): `handled` goes to
 * the save, `dialog` in the form; the dialog loads their version into the form or saves over it.
 */
export function useRecordCollision<R>({ words, fetchTheirs, load, saveOver }: RecordCollisionOptions<R>) {
  const { t } = useTranslation('forms')
  const { showError } = useConsole()
  const toast = useToast()
  // The newer version a save was refused for, while the editor chooses whose to keep.
  const [collision, setCollision] = useState<Collision | null>(null)

  async function reloadTheirs() {
    let current: R | undefined
    try {
      current = await fetchTheirs()
    } catch (error) {
      showError(t('collision.loadError'), error)
      return
    }
    setCollision(null)
    if (!current) {
      toast({ title: words.gone, description: t('collision.goneDetail'), tone: 'error' })
      return
    }
    load(current)
    toast({ title: t('collision.loaded'), tone: 'info' })
  }

  async function overwrite() {
    const theirs = collision
    setCollision(null)
    if (theirs) await saveOver(theirs.version)
  }

  const dialog = collision && (
    <CollisionDialog
      collision={collision}
      title={words.title}
      subject={words.subject}
      onReload={reloadTheirs}
      onOverwrite={overwrite}
      onClose={() => setCollision(null)}
    />
  )
  return { handled: keepCollision(setCollision), dialog }
}
