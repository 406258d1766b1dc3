import { useConfirmLeave } from './leave-guard.tsx'

type FormButtonsProps = { pending: boolean; submit: string; onCancel(): void; pendingText?: string }

/** A form's Cancel, which asks first when something is unsaved, and its submit button; both wait while it saves. */
export function FormButtons({ pending, submit, onCancel, pendingText = 'Saving...' }: FormButtonsProps) {
  const confirmLeave = useConfirmLeave()
  return (
    <div className="adm-form-actions">
      <button type="button" className="adm-button adm-button--secondary" disabled={pending} onClick={async () => (await confirmLeave()) && onCancel()}>
        Cancel
      </button>
      <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
        {pending ? pendingText : submit}
      </button>
    </div>
  )
}
