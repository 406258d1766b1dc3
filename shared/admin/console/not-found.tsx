import { AlertIcon, ArrowLeftIcon } from '../ui/icons.tsx'

interface NotFoundProps {
  title: string
  message: string
  actionLabel: string
  onAction(): void
}

/** An address the console does not know (a section, a deleted post) says so, with a way back. */
export function NotFound({ title, message, actionLabel, onAction }: NotFoundProps) {
  return (
    <div className="adm-state adm-state--error" role="alert">
      <AlertIcon />
      <div>
        <p className="adm-state__title">{title}</p>
        <p className="adm-muted">{message}</p>
      </div>
      <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={onAction}>
        <ArrowLeftIcon /> {actionLabel}
      </button>
    </div>
  )
}
