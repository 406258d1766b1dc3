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
  /** What staff call one item ("question"): the notices say it. */
  noun: string
  resource: Resource<T[]>
  /** The collection as stored now (a form reopened after a conflict shows the item as it is now). */
  list(): Promise<T[]>
  publish(item: T, published: boolean): Promise<unknown>
  remove(item: T): Promise<unknown>
  /** What the delete question says of the item. */
  deleteMessage(item: T): ReactNode
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * A collection staff edit in a form above its list (questions, reviews): `editing` is the item the form shows (null a
 * new one, undefined none; opening another asks first while the form has unsaved changes), and an item is published,
 * unpublished or deleted from the list at once. Focus goes back to the button that opened the form, or stays on the
 * one pressed.
 */
export function useCollection<T extends CollectionItem>({ prefix, noun, resource, list, publish, remove, deleteMessage }: CollectionOptions<T>) {
  const confirm = useConfirm()
  const confirmLeave = useConfirmLeave()
  const toast = useToast()
  const refocus = useRefocus()
  const { busy, change } = useItemChange(resource.reload)
  const [editing, setEditing] = useState<T | null | undefined>(undefined)
  const Noun = capitalized(noun)

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
      const saved = await change(item.id, () => publish(item, published), published ? `Could not publish the ${noun}` : `Could not unpublish the ${noun}`)
      if (saved) toast({ title: published ? `${Noun} published` : `${Noun} unpublished` })
      refocus.current = [`${prefix}-publish-${item.id}`]
    },
    async remove(item: T) {
      const yes = await confirm({ title: `Delete this ${noun}?`, message: deleteMessage(item), confirmLabel: `Delete ${noun}`, tone: 'danger' })
      if (!yes || !(await change(item.id, () => remove(item), `Error deleting the ${noun}`))) return
      if (editing?.id === item.id) setEditing(undefined)
      toast({ title: `${Noun} deleted` })
    },
  }
}
