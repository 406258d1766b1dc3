import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon } from './icons.tsx'

type Direction = 'up' | 'down'

/**
 * Move up / Move down of one item of an ordered list (reviews, questions), usable from the keyboard; the
 * item's name follows for screen readers. Their ids (`<idPrefix>-up-<id>`) let the moved item's button keep focus.
 */
export function MoveButtons({
  idPrefix,
  id,
  name,
  first,
  last,
  onMove,
}: {
  idPrefix: string
  id: string
  name: string
  first: boolean
  last: boolean
  onMove(direction: Direction): void
}) {
  return (
    <>
      <button
        id={`${idPrefix}-up-${id}`}
        type="button"
        className="adm-button adm-button--ghost adm-button--small"
        disabled={first}
        onClick={() => onMove('up')}
      >
        <ArrowUpIcon /> Move up<span className="visually-hidden">: {name}</span>
      </button>
      <button
        id={`${idPrefix}-down-${id}`}
        type="button"
        className="adm-button adm-button--ghost adm-button--small"
        disabled={last}
        onClick={() => onMove('down')}
      >
        <ArrowDownIcon /> Move down<span className="visually-hidden">: {name}</span>
      </button>
    </>
  )
}

/** Publishes or unpublishes one item at once, from the list. */
export function PublishButton({ id, name, published, busy, onClick }: { id: string; name: string; published: boolean; busy: boolean; onClick(): void }) {
  return (
    <button id={id} type="button" className="adm-button adm-button--secondary adm-button--small" disabled={busy} onClick={onClick}>
      {published ? <EyeOffIcon /> : <EyeIcon />} {published ? 'Unpublish' : 'Publish'}
      <span className="visually-hidden">: {name}</span>
    </button>
  )
}
