import type { TFunction } from 'i18next'
import { useState, type ReactNode } from 'react'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useRefocus } from '../ui/use-refocus.ts'
import type { Resource } from '../ui/use-resource.ts'
import { useToast } from '../ui/toast.tsx'
import { useItemChange } from './use-item-change.ts'

interface CollectionItem {
  id: string
  updatedAt: string
  published: boolean
}

interface CollectionOptions<T extends CollectionItem> {
  /** Starts the ids of the list's buttons: `<prefix>-new`, `<prefix>-edit-<id>`, `<prefix>-publish-<id>`. */
  prefix: string
  /**
   * The feature's words for its notices, whole (Spanish nouns agree: "Pregunta publicada", "Reseña eliminada"):
   * `publishError`, `unpublishError`, `publishedToast`, `unpublishedToast`, `deleteTitle`, `deleteConfirm`,
   * `deleteError` and `deletedToast`.
   */
  t: TFunction
  resource: Resource<T[]>
  /** The collection as stored now (a form reopened after a conflict shows the item as it is now). */
  list(): Promise<T[]>
  publish(item: T, published: boolean): Promise<unknown>
  remove(item: T): Promise<unknown>
  /** What the delete question says of the item. */
  deleteMessage(item: T): ReactNode
}

/**
 * A collection staff edit in a form above its list (questions, reviews): `editing` is the item the form shows (null a
 * new one, undefined none; opening another asks first while the form has unsaved changes), and an item is published,
 * unpublished or deleted from the list at once. Focus goes back to the button that opened the form, or stays on the
 * one pressed.
 */
export function useCollection<T extends CollectionItem>({ prefix, t, resource, list, publish, remove, deleteMessage }: CollectionOptions<T>) {
  const confirm = useConfirm()
  const confirmLeave = useConfirmLeave()
  const toast = useToast()
  const refocus = useRefocus()
  const { busy, change } = useItemChange(resource.reload)
  const [editing, setEditing] = useState<T | null | undefined>(undefined)

  async function open(target: T | null) {
    if (editing !== undefined && !(await confirmLeave())) return
    setEditing(target)
  }

  return {
    editing,
    busy,
    refocus,
    open,
    /** The New button's props (NewItemBar): off while the form shows a new item. */
    newButton: { id: `${prefix}-new`, adding: editing === null, onNew: () => void open(null) },
    /** The form's key: a new one for another item, or the same item saved since. */
    formKey: editing ? `${editing.id} ${editing.updatedAt}` : 'new',
    /** The form's props: the item, the item as it is stored now (after a conflict), and closing. */
    form: {
      item: editing ?? null,
      async onReload() {
        if (!editing) return
        await resource.reload()
        setEditing((await list()).find((candidate) => candidate.id === editing.id))
      },
      onClose(saved: boolean) {
        refocus.current = editing ? [`${prefix}-edit-${editing.id}`, `${prefix}-new`] : [`${prefix}-new`]
        setEditing(undefined)
        if (saved) void resource.reload()
      },
    },
    async setPublished(item: T, published: boolean) {
      const saved = await change(item.id, () => publish(item, published), t(published ? 'publishError' : 'unpublishError'))
      if (saved) toast({ title: t(published ? 'publishedToast' : 'unpublishedToast') })
      refocus.current = [`${prefix}-publish-${item.id}`]
    },
    async remove(item: T) {
      const yes = await confirm({
        title: t('deleteTitle'),
        message: deleteMessage(item),
        confirmLabel: t('deleteConfirm'),
        cancelLabel: t('cancel', { ns: 'forms' }),
        tone: 'danger',
      })
      if (!yes || !(await change(item.id, () => remove(item), t('deleteError')))) return
      if (editing?.id === item.id) setEditing(undefined)
      toast({ title: t('deletedToast') })
    },
  }
}
