import { useTranslation } from 'react-i18next'
import { EditIcon, TrashIcon } from './icons.tsx'

/** Opens one item of a list in its form; screen readers hear which ("Edit: Aftercare"). */
export function EditButton({ name, onClick, id }: { name: string; onClick(): void; id?: string }) {
  const { t } = useTranslation('ui')
  return (
    <button id={id} type="button" className="adm-button adm-button--secondary adm-button--small" aria-label={t('item.editNamed', { name })} onClick={onClick}>
      <EditIcon /> {t('item.edit')}
    </button>
  )
}

/** Deletes one item of a list (after its own confirmation); says so while the call runs. */
export function DeleteButton({ name, deleting, onClick }: { name: string; deleting: boolean; onClick(): void }) {
  const { t } = useTranslation('ui')
  return (
    <button
      type="button"
      className="adm-button adm-button--danger-ghost adm-button--small"
      disabled={deleting}
      aria-label={t(deleting ? 'item.deletingNamed' : 'item.deleteNamed', { name })}
      onClick={onClick}
    >
      <TrashIcon /> {t(deleting ? 'item.deleting' : 'item.delete')}
    </button>
  )
}
