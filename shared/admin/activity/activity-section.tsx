import './activity.css'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { AUDIT_PAGE, AUDIT_TARGET_TYPES, type AuditEntry, type AuditTargetType } from '#shared/schema/audit.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { AUDIT_KIND_LABEL, describeAudit, sentenceHasAddress } from './audit-words.ts'
import { formatDateTime, plural, timeAgo } from '../ui/format.ts'
import { RefreshIcon } from '../ui/icons.tsx'
import { ListState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'

interface Filter {
  type: AuditTargetType | ''
  actor: string
}
const EVERYTHING: Filter = { type: '', actor: '' }

/** The pages loaded so far for one filter; `more` while the last page was full. */
interface Loaded {
  entries: AuditEntry[]
  more: boolean
}

/**
 * The owner's Activity section: the audit trail in plain words, newest first, filtered by kind and by
 * person, a page at a time ("Load older"). The server keeps 90 days.
 */
export function ActivitySection() {
  const { api } = useAdmin()
  const id = useId()
  const [filter, setFilter] = useState<Filter>(EVERYTHING)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [error, setError] = useState<unknown>(undefined)
  const [loading, setLoading] = useState(true)
  const accounts = useResource(() => api.listAccounts())
  const latest = useRef(0)
  const list = useRef<HTMLUListElement>(null)
  /** After "Load older", focus goes to the first entry it brought (else it would stay on a button that moved away). */
  const [focusFrom, setFocusFrom] = useState<number | null>(null)

  /** The newest page (`before` unset) or the one after it; an answer for an older filter is dropped. */
  const load = useCallback(
    async (before?: string) => {
      const ticket = ++latest.current
      setLoading(true)
      try {
        const page = await api.listAudit({ type: filter.type || undefined, actor: filter.actor || undefined, before, limit: AUDIT_PAGE.default })
        if (ticket !== latest.current) return
        setLoaded((current) => ({ entries: before && current ? [...current.entries, ...page] : page, more: page.length === AUDIT_PAGE.default }))
        setError(undefined)
      } catch (failure) {
        if (ticket === latest.current) setError(failure)
      } finally {
        if (ticket === latest.current) setLoading(false)
      }
    },
    [api, filter],
  )

  useEffect(() => {
    void load()
  }, [load])

  useEffect(() => {
    if (focusFrom === null) return
    list.current?.querySelectorAll<HTMLElement>('[data-entry]')[focusFrom]?.focus()
    setFocusFrom(null)
  }, [focusFrom, loaded])

  async function loadOlder() {
    const count = loaded?.entries.length ?? 0
    await load(loaded?.entries.at(-1)?.at)
    setFocusFrom(count)
  }

  const entries = loaded?.entries ?? []
  const people = peopleOf(accounts.data ?? [], entries)
  const filtered = filter.type !== '' || filter.actor !== ''

  return (
    <div className="adm-stack">
      <div className="adm-filters" role="group" aria-label="Filter the activity">
        <div className="adm-filters__group">
          <label className="adm-filters__legend" htmlFor={`${id}-kind`}>
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className="adm-input adm-select"
            value={filter.type}
            onChange={(event) => setFilter({ ...filter, type: event.target.value as AuditTargetType | '' })}
          >
            <option value="">Everything</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUDIT_KIND_LABEL[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-filters__group">
          <label className="adm-filters__legend" htmlFor={`${id}-person`}>
            Person
          </label>
          <select
            id={`${id}-person`}
            className="adm-input adm-select"
            value={filter.actor}
            onChange={(event) => setFilter({ ...filter, actor: event.target.value })}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => setFilter(EVERYTHING)}>
            Show everything
          </button>
        )}
        <button type="button" className="adm-button adm-button--secondary adm-activity__refresh" onClick={() => void load()} disabled={loading}>
          <RefreshIcon /> {loading ? 'Loading...' : 'Refresh'}
        </button>
      </div>

      <p className="adm-result-count" role="status">
        {loaded && !loading ? `Showing ${plural(entries.length, 'entry', 'entries')}, newest first` : ''}
      </p>

      <ListState
        loading={loading && !loaded}
        error={loaded ? undefined : error}
        onRetry={() => void load()}
        empty={entries.length === 0}
        words={{
          loading: 'Loading activity...',
          loadError: 'Could not load the activity',
          empty: filtered ? 'No activity of this kind' : 'No activity yet',
          emptyDetail: 'Changes, sign-ins and failed sign-ins of the last 90 days are shown here.',
        }}
      >
        <ul ref={list} className="adm-list adm-activity" aria-label="Activity, newest first">
          {entries.map((entry) => (
            <li key={entry.id}>
              <article data-entry tabIndex={-1} className={`adm-activity__entry adm-activity__entry--${tone(entry)}`}>
                <p className="adm-activity__what">{describeAudit(entry)}</p>
                <p className="adm-activity__when adm-muted">
                  <time dateTime={entry.at}>{timeAgo(entry.at)}</time> · {formatDateTime(entry.at)}
                  {!sentenceHasAddress(entry) && entry.address && <> · from {entry.address}</>}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </ListState>

      {loaded && error !== undefined && (
        <p className="adm-error" role="alert">
          Could not load the activity. Please check the connection and try again.
        </p>
      )}
      {loaded?.more && (
        <div className="adm-activity__more">
          <button type="button" className="adm-button adm-button--secondary" onClick={() => void loadOlder()} disabled={loading}>
            {loading ? 'Loading...' : 'Load older'}
          </button>
        </div>
      )}
    </div>
  )
}

/** Everyone the owner may filter by: today's accounts, and the people of the loaded entries whose account is gone. */
function peopleOf(accounts: { id: string; displayName: string }[], entries: AuditEntry[]): { id: string; name: string }[] {
  const people = new Map(accounts.map((account) => [account.id, account.displayName]))
  for (const { actor } of entries) if (actor && !people.has(actor.id)) people.set(actor.id, actor.name)
  return [...people].map(([personId, name]) => ({ id: personId, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/** Failed sign-ins and removals stand out a little; the words say it all, the colour only helps the eye. */
function tone(entry: AuditEntry): 'warning' | 'plain' {
  return entry.action === 'sign-in-failed' || entry.action === 'deleted' || entry.action === 'disabled' ? 'warning' : 'plain'
}
