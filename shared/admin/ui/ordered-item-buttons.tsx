import { useTranslation } from 'react-i18next'
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon } from './icons.tsx'

type Direction = 'up' | 'down'

/**
 * Move up / Move down of one item of an ordered list (reviews, questions), usable from the keyboard; screen
 * readers hear the item's name after the word ("Move up: Aftercare", one sentence per language). Their ids (`<idPrefix>-up-<id>`) let the moved item's button keep focus.
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
  const { t } = useTranslation('ui')
  return (
    <>
      <button
        id={`${idPrefix}-up-${id}`}
        type="button"
        className="adm-button adm-button--ghost adm-button--small"
        disabled={first}
        aria-label={t('item.moveUpNamed', { name })}
        onClick={() => onMove('up')}
      >
        <ArrowUpIcon /> {t('item.moveUp')}
      </button>
      <button
        id={`${idPrefix}-down-${id}`}
        type="button"
        className="adm-button adm-button--ghost adm-button--small"
        disabled={last}
        aria-label={t('item.moveDownNamed', { name })}
        onClick={() => onMove('down')}
      >
        <ArrowDownIcon /> {t('item.moveDown')}
      </button>
    </>
  )
}

/** Publishes or unpublishes one item at once, from the list. */
export function PublishButton({ id, name, published, busy, onClick }: { id: string; name: string; published: boolean; busy: boolean; onClick(): void }) {
  const { t } = useTranslation('ui')
  return (
    <button
      id={id}
      type="button"
      className="adm-button adm-button--secondary adm-button--small"
      disabled={busy}
      aria-label={t(published ? 'item.unpublishNamed' : 'item.publishNamed', { name })}
      onClick={onClick}
    >
      {published ? <EyeOffIcon /> : <EyeIcon />} {t(published ? 'item.unpublish' : 'item.publish')}
    </button>
  )
}
