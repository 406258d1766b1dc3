import { useState } from 'react'
import { useConsole } from '../console/console-context.tsx'
import { useToast } from '../ui/toast.tsx'
import { type Collision, CollisionDialog, keepCollision } from './collision-dialog.tsx'

interface RecordCollisionOptions<R> {
  /** What the dialog calls the record ("category", "gallery item"). */
  noun: string
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
export function useRecordCollision<R>({ noun, fetchTheirs, load, saveOver }: RecordCollisionOptions<R>) {
  const { showError } = useConsole()
  const toast = useToast()
  // The newer version a save was refused for, while the editor chooses whose to keep.
  const [collision, setCollision] = useState<Collision | null>(null)

  async function reloadTheirs() {
    let current: R | undefined
    try {
      current = await fetchTheirs()
    } catch (error) {
      showError('Could not load the latest version', error)
      return
    }
    setCollision(null)
    if (!current) {
      toast({ title: `This ${noun} no longer exists`, description: 'Someone deleted it. Your changes are still in the form.', tone: 'error' })
      return
    }
    load(current)
    toast({ title: 'Loaded the latest version', tone: 'info' })
  }

  async function overwrite() {
    const theirs = collision
    setCollision(null)
    if (theirs) await saveOver(theirs.version)
  }

  const dialog = collision && (
    <CollisionDialog
      collision={collision}
      title={`This ${noun} was changed by someone else`}
      subject={`this ${noun}`}
      onReload={reloadTheirs}
      onOverwrite={overwrite}
      onClose={() => setCollision(null)}
    />
  )
  return { handled: keepCollision(setCollision), dialog }
}
