import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PlusIcon } from './icons.tsx'
import { DeleteButton, EditButton } from './item-buttons.tsx'
import { MoveButtons, PublishButton } from './ordered-item-buttons.tsx'

interface OrderedItemProps {
  /** Starts the ids of its buttons (`<prefix>-move-up-<id>`, `<prefix>-publish-<id>`, `<prefix>-edit-<id>`). */
  prefix: string
  item: { id: string; published: boolean }
  /** How staff tell it apart: screen readers hear it after each button's label. */
  name: string
  /** Its place in its list, from 0, and the list's length. */
  index: number
  count: number
  /** A call about it runs: its Publish and Delete wait. */
  busy: boolean
  /** Publish / Unpublish from the list (a starter's sample cannot be published). */
  onPublish?(): void
  onMove(direction: 'up' | 'down'): void
  onEdit(): void
  onDelete(): void
  /** What it says: its name, its texts and badges. */
  children: ReactNode
}

/** One item of a list the site shows in this order (reviews, questions): its place, what it says, and its buttons. */
export function OrderedItem({ prefix, item, name, index, count, busy, onPublish, onMove, onEdit, onDelete, children }: OrderedItemProps) {
  return (
    <li className="adm-card adm-ordered-item">
      <span className="adm-ordered-item__position" aria-hidden="true">
        {index + 1}
      </span>
      <div className="adm-ordered-item__body">{children}</div>
      <div className="adm-ordered-item__actions">
        <MoveButtons idPrefix={`${prefix}-move`} id={item.id} name={name} first={index === 0} last={index === count - 1} onMove={onMove} />
        {onPublish && <PublishButton id={`${prefix}-publish-${item.id}`} name={name} published={item.published} busy={busy} onClick={onPublish} />}
        <EditButton id={`${prefix}-edit-${item.id}`} name={name} onClick={onEdit} />
        <DeleteButton name={name} deleting={busy} onClick={onDelete} />
      </div>
    </li>
  )
}

/**
 * Whether the site shows it. `t`: the feature's words `published` and `draft`, since in Spanish they agree with its
 * noun ("Pregunta publicada"); else the console's shared ones.
 */
export function PublishedBadge({ published, t }: { published: boolean; t?: TFunction }) {
  const { t: shared } = useTranslation('forms')
  return <span className={`adm-badge ${published ? 'adm-badge--published' : 'adm-badge--draft'}`}>{(t ?? shared)(published ? 'published' : 'draft')}</span>
}

/** Above a list: what it holds, and the button that opens the form for a new item (off while that form is open). */
export function NewItemBar({ countText, id, label, adding, onNew }: { countText: string; id?: string; label: string; adding: boolean; onNew(): void }) {
  return (
    <div className="adm-toolbar adm-toolbar--end">
      <p className="adm-result-count">{countText}</p>
      <button id={id} type="button" className="adm-button adm-button--primary" onClick={onNew} disabled={adding}>
        <PlusIcon /> {label}
      </button>
    </div>
  )
}

/** "3 questions · 2 published" above the list, in the feature's words (`count`); nothing until the list has loaded. */
export function publishedCount(items: { published: boolean }[] | undefined, t: TFunction): string {
  return items ? t('count', { count: items.length, published: items.filter((item) => item.published).length }) : ''
}
