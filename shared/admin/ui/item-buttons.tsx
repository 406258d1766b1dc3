import { EditIcon, TrashIcon } from './icons.tsx'

/** Opens one item of a list in its form; screen readers hear which ("Edit: Aftercare"). */
export function EditButton({ name, onClick, id }: { name: string; onClick(): void; id?: string }) {
  return (
    <button id={id} type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onClick}>
      <EditIcon /> Edit<span className="visually-hidden">: {name}</span>
    </button>
  )
}

/** Deletes one item of a list (after its own confirmation); says so while the call runs. */
export function DeleteButton({ name, deleting, onClick }: { name: string; deleting: boolean; onClick(): void }) {
  return (
    <button type="button" className="adm-button adm-button--danger-ghost adm-button--small" disabled={deleting} onClick={onClick}>
      <TrashIcon /> {deleting ? 'Deleting...' : 'Delete'}
      <span className="visually-hidden">: {name}</span>
    </button>
  )
}
