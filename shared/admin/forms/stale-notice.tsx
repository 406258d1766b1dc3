import { useTranslation } from 'react-i18next'
import { ApiError, errorText } from '#shared/api/api-error.ts'
import { AlertIcon, RefreshIcon } from '../ui/icons.tsx'

/** A save's `handled`: a 409 goes to `keep` as the notice's message (the server's, else `fallback`). */
export function keepStale(keep: (message: string) => void, fallback: string): (error: unknown) => boolean {
  return (error) => {
    if (!(error instanceof ApiError && error.status === 409)) return false
    keep(errorText(error, fallback))
    return true
  }
}

/**
 * A save refused with 409 (reviews, questions): someone saved the item since this form opened it. Their
 * version is loaded on request; until then the form keeps what was typed, to copy.
 */
export function StaleNotice({ message, onLoad }: { message: string; onLoad(): void }) {
  const { t } = useTranslation('forms')
  return (
    <div className="adm-notice" role="alert">
      <p className="adm-notice__title">
        <AlertIcon width={18} height={18} /> {t('stale.title')}
      </p>
      <p>{message}</p>
      <div className="adm-notice__actions">
        <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onLoad}>
          <RefreshIcon /> {t('stale.load')}
        </button>
      </div>
    </div>
  )
}
