import { useTranslation } from 'react-i18next'
import { CloseButton } from './close-button.tsx'

/**
 * The live region toasts appear in (one at a time, 5 seconds), with the markup of one toast in a <template> for
 * site/client/toast.ts to fill: title, optional description, close button.
 */
export function ToastViewport() {
  const { t } = useTranslation('common')
  return (
    <section className="toast-viewport" aria-label={t('toast.region')} aria-live="polite" role="status">
      <template>
        <div className="toast">
          <div>
            <p className="toast-title" />
            <p className="toast-description" />
          </div>
          <CloseButton label={t('toast.close')} />
        </div>
      </template>
    </section>
  )
}
