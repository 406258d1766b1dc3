import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { UndoIcon } from '../ui/icons.tsx'
import { useTimeAgo } from '../ui/use-time-ago.ts'

/** Shown at the top of a form that has a newer local draft than what it opened with. */
export function DraftOffer({ savedAt, note, onRestore, onDiscard }: { savedAt: string; note?: ReactNode; onRestore(): void; onDiscard(): void }) {
  const { t } = useTranslation('forms')
  const timeAgo = useTimeAgo()
  return (
    <section className="adm-notice adm-notice--draft" aria-label={t('draftOffer.label')}>
      <p className="adm-notice__title">
        <UndoIcon /> {t('draftOffer.title', { when: timeAgo(savedAt) })}
      </p>
      {note && <p className="adm-muted">{note}</p>}
      <div className="adm-notice__actions">
        <button type="button" className="adm-button adm-button--primary adm-button--small" onClick={onRestore}>
          {t('draftOffer.restore')}
        </button>
        <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={onDiscard}>
          {t('draftOffer.discard')}
        </button>
      </div>
    </section>
  )
}
