import { useTranslation } from 'react-i18next'
import { useConfirmLeave } from './leave-guard.tsx'

type FormButtonsProps = { pending: boolean; submit: string; onCancel(): void; pendingText?: string }

/** A form's Cancel, which asks first when something is unsaved, and its submit button; both wait while it saves. */
export function FormButtons({ pending, submit, onCancel, pendingText }: FormButtonsProps) {
  const { t } = useTranslation('forms')
  const confirmLeave = useConfirmLeave()
  return (
    <div className="adm-form-actions">
      <button type="button" className="adm-button adm-button--secondary" disabled={pending} onClick={async () => (await confirmLeave()) && onCancel()}>
        {t('cancel')}
      </button>
      <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
        {pending ? (pendingText ?? t('saving')) : submit}
      </button>
    </div>
  )
}
