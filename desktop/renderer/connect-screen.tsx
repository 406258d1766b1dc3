import { useId, useState, type FormEvent } from 'react'
import { errorText } from '#shared/api/api-error.ts'
import { AlertIcon, BrandMark } from '#shared/admin/ui/icons.tsx'
import type { StudioBridge } from '../bridge/contract.ts'
import type { DesktopSettingsView } from '../core/desktop-core.ts'
import { UNENCRYPTED_NOT_ACCEPTED, sendsPasswordInClear } from '../core/server-address.ts'
import { unwrap } from './bridge-api.ts'

const DEFAULT_SERVER_URL = 'http://localhost:3000'

interface ConnectScreenProps {
  bridge: StudioBridge
  /** The server used now, when the address is being changed (not the first run). */
  current: string | null
  /** A saved plain-http address that the app no longer uses until staff accept it unencrypted. */
  unaccepted?: string
  onConnected(settings: DesktopSettingsView): void
  onCancel?: () => void
}

/** The first run asks for the studio server's address, checks that it answers, and remembers it. */
export function ConnectScreen({ bridge, current, unaccepted, onConnected, onCancel }: ConnectScreenProps) {
  const [address, setAddress] = useState(current ?? unaccepted ?? DEFAULT_SERVER_URL)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState('')
  /** The plain-http address staff accepted to send their password over unencrypted (typed again: asked again). */
  const [acceptedInClear, setAcceptedInClear] = useState<string | null>(null)
  const inputId = useId()
  const hintId = useId()
  const problemId = useId()
  const warningId = useId()
  const understoodId = useId()
  const inClear = sendsPasswordInClear(address)
  const understood = inClear && acceptedInClear === address

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (inClear && !understood) {
      setProblem(UNENCRYPTED_NOT_ACCEPTED)
      document.getElementById(understoodId)?.focus()
      return
    }
    setPending(true)
    setProblem('')
    try {
      onConnected(await unwrap(bridge.connect(address, { acceptUnencrypted: understood })))
    } catch (error) {
      setProblem(errorText(error, 'The studio server could not be reached.'))
      setPending(false)
    }
  }

  return (
    <main className="desk-connect">
      <div className="desk-connect__card adm-card">
        <div className="desk-connect__brand">
          <BrandMark size={48} />
          <div>
            <p className="desk-connect__studio">Studio admin</p>
            <p className="desk-connect__app">Admin desktop app</p>
          </div>
        </div>
        <h1 className="desk-connect__title">{current ? 'Change the studio server' : unaccepted ? 'Confirm the studio server' : 'Connect to your studio'}</h1>
        {unaccepted ? (
          <p className="desk-connect__lead">
            This app now asks before it connects without encryption. The saved address, {unaccepted}, is not encrypted: read the warning below, then connect, or
            enter the server&rsquo;s https:// address.
          </p>
        ) : (
          <p className="desk-connect__lead">
            Enter the address of the studio&rsquo;s website server. The app checks that it answers and remembers it; you can change it later from the menu (File
            › Change Studio Server…).
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <div className="adm-field">
            <label className="adm-label" htmlFor={inputId}>
              Server address
            </label>
            <input
              id={inputId}
              className="adm-input"
              name="serverUrl"
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              required
              value={address}
              aria-describedby={[hintId, inClear ? warningId : '', problem ? problemId : ''].filter(Boolean).join(' ')}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setAddress(event.target.value)}
            />
            <p id={hintId} className="adm-hint">
              For example {DEFAULT_SERVER_URL} on the studio computer, or https://your-studio.example
            </p>
          </div>
          {inClear && (
            <div id={warningId} className="adm-notice desk-connect__warning">
              <p className="adm-notice__title">
                <AlertIcon /> This address is not encrypted
              </p>
              <p>
                With an <code>http://</code> address your password and everything you write cross the network in clear: anyone on the same Wi-Fi can read them.
                Ask for the studio server&rsquo;s <code>https://</code> address, or connect this way only on a network you trust.
              </p>
              <label className="adm-check" htmlFor={understoodId}>
                <input
                  id={understoodId}
                  type="checkbox"
                  checked={understood}
                  onChange={(event) => {
                    setAcceptedInClear(event.target.checked ? address : null)
                    setProblem('')
                  }}
                />
                <span>I understand: connect without encryption</span>
              </label>
            </div>
          )}
          <div id={problemId} role="alert" className="desk-connect__problem">
            {problem && (
              <p className="adm-form-error">
                <AlertIcon /> {problem}
              </p>
            )}
          </div>
          <div className="desk-connect__actions">
            {onCancel && (
              <button type="button" className="adm-button adm-button--ghost" onClick={onCancel} disabled={pending}>
                Cancel
              </button>
            )}
            <button type="submit" className="adm-button adm-button--primary" disabled={pending}>
              {pending ? 'Checking the server...' : 'Connect'}
            </button>
          </div>
        </form>
      </div>
    </main>
  )
}
