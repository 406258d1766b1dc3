import { useState } from 'react'
import { AlertIcon, RefreshIcon } from '#shared/admin/ui/icons.tsx'
import { plural } from '#shared/admin/ui/format.ts'
import type { ConnectionStatus } from '../core/connection-status.ts'

interface ConnectionBannerProps {
  status: ConnectionStatus | null
  onRetry(): Promise<void>
  onChangeServer(): void
  onDismissSave(id: string): void
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })

/**
 * A clear banner while the server is unreachable (with Retry), the saves kept on this computer, and the
 * ones the server refused once it was back (a 409 is decided in the editor, where the draft is offered).
 */
export function ConnectionBanner({ status, onRetry, onChangeServer, onDismissSave }: ConnectionBannerProps) {
  const [retrying, setRetrying] = useState(false)
  if (!status) return null
  const here = status.queue.filter((save) => save.serverUrl === status.serverUrl)
  const waiting = here.filter((save) => save.state === 'waiting')
  const refused = here.filter((save) => save.state !== 'waiting')
  // Kept for a server this app was connected to before: sent when it is chosen again.
  const elsewhere = status.queue.filter((save) => save.serverUrl !== status.serverUrl && save.state === 'waiting')

  async function retry() {
    setRetrying(true)
    try {
      await onRetry()
    } finally {
      setRetrying(false)
    }
  }

  return (
    <div className="desk-banners">
      {status.state === 'offline' && (
        <section className="desk-banner desk-banner--offline" role="alert" aria-labelledby="desk-offline-title">
          <AlertIcon className="desk-banner__icon" />
          <div className="desk-banner__text">
            <h2 id="desk-offline-title" className="desk-banner__title">
              The studio server is unreachable
            </h2>
            <p>
              {status.problem ?? `No answer from ${status.serverUrl ?? 'the server'}.`}{' '}
              {waiting.length > 0
                ? `${plural(waiting.length, 'save is', 'saves are')} kept on this computer and will be sent when it answers again.`
                : 'What you type is kept on this computer.'}
              {status.nextCheckAt && !retrying ? ` Trying again at ${clock(status.nextCheckAt)}.` : ''}
            </p>
          </div>
          <div className="desk-banner__actions">
            <button type="button" className="adm-button adm-button--primary adm-button--small" onClick={() => void retry()} disabled={retrying}>
              <RefreshIcon /> {retrying ? 'Checking...' : 'Retry'}
            </button>
            <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={onChangeServer}>
              Change server
            </button>
          </div>
        </section>
      )}

      {status.state === 'online' && waiting.length > 0 && (
        <section className="desk-banner desk-banner--queue" role="status" aria-label="Saves kept on this computer">
          <RefreshIcon className="desk-banner__icon" />
          <div className="desk-banner__text">
            <p>{status.queueBlocked ?? `Sending ${plural(waiting.length, 'save', 'saves')} kept while the server was unreachable...`}</p>
          </div>
        </section>
      )}

      {elsewhere.length > 0 && (
        <section className="desk-banner desk-banner--queue" role="status" aria-label="Saves kept for another server">
          <RefreshIcon className="desk-banner__icon" />
          <div className="desk-banner__text">
            <p>
              {plural(elsewhere.length, 'save is', 'saves are')} kept for {[...new Set(elsewhere.map((save) => save.serverUrl))].join(', ')}; they are sent when
              the app is connected to it again.
            </p>
          </div>
        </section>
      )}

      {refused.map((save) => (
        <section key={save.id} className="desk-banner desk-banner--refused" role="alert" aria-label={`${save.label} was not saved`}>
          <AlertIcon className="desk-banner__icon" />
          <div className="desk-banner__text">
            <h2 className="desk-banner__title">{save.label} was not saved</h2>
            <p>
              The server refused the change kept while offline:{' '}
              {save.problem ?? (save.state === 'conflict' ? 'someone changed it meanwhile' : 'unknown reason')}. Your text is offered back as an unsaved draft
              in {save.operation.endsWith('Post') ? 'Blog Posts' : 'Categories'}.
            </p>
          </div>
          <div className="desk-banner__actions">
            <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onDismissSave(save.id)}>
              Dismiss
            </button>
          </div>
        </section>
      ))}
    </div>
  )
}
