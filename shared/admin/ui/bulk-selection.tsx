import { useEffect, useRef, useState, type ReactNode } from 'react'
import { AlertIcon, CloseIcon } from './icons.tsx'

interface PageSelectionOptions<T> {
  /** The page shown, as the server answered its query. */
  shown: T[]
  keyOf(item: T): string
  /** The query, as text: a new one loads the page at once and forgets the selection. */
  queryKey: string
  reload(): Promise<void>
}

/**
 * The items checked on the page of a list the server pages (posts, images), for its bulk actions. The page follows
 * its query: a new query loads at once and forgets what was checked.
 */
export function usePageSelection<T>({ shown, keyOf, queryKey, reload }: PageSelectionOptions<T>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const shownKey = useRef(queryKey)
  useEffect(() => {
    if (shownKey.current === queryKey) return
    shownKey.current = queryKey
    setSelected(new Set())
    void reload()
  }, [queryKey, reload])

  const chosen = shown.filter((item) => selected.has(keyOf(item)))
  const allChecked = shown.length > 0 && chosen.length === shown.length
  return {
    selected,
    /** Checks these keys only (those a bulk action could not change, to look at). */
    setSelected,
    /** The checked items of the page shown. */
    chosen,
    choose(item: T, checked: boolean) {
      setSelected((current) => {
        const next = new Set(current)
        if (checked) next.add(keyOf(item))
        else next.delete(keyOf(item))
        return next
      })
    },
    /** What the page's "select all" checkbox shows and does. */
    selectAll: {
      checked: allChecked,
      mixed: chosen.length > 0 && !allChecked,
      disabled: shown.length === 0,
      onChange: (checked: boolean) => setSelected(checked ? new Set(shown.map(keyOf)) : new Set()),
    },
  }
}

export interface SelectAllState {
  checked: boolean
  mixed: boolean
  disabled: boolean
  onChange(checked: boolean): void
}

/** The page's "select all" checkbox; "mixed" when some of the page's items are checked. */
export function SelectAll({ label, className, checked, mixed, disabled, onChange }: SelectAllState & { label: string; className: string }) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed
  }, [mixed])
  return (
    <label className={`adm-check ${className}`}>
      <input ref={box} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className="visually-hidden">{label}</span>
    </label>
  )
}

interface BulkBarProps {
  label: string
  /** The page's "select all" checkbox, where no table heading holds it. */
  selectAll?: ReactNode
  /** "2 selected", "None selected". */
  countText: string
  /** Said while an action runs. */
  busyText: string | false
  /** The action buttons. */
  children: ReactNode
}

/** The bar above a list with what is checked and what can be done with it at once. */
export function BulkBar({ label, selectAll, countText, busyText, children }: BulkBarProps) {
  return (
    <div className="adm-bulk-bar" role="group" aria-label={label}>
      {selectAll}
      <span className="adm-bulk-bar__count" aria-live="polite">
        {countText}
      </span>
      {children}
      {busyText && <span className="adm-muted">{busyText}</span>}
    </div>
  )
}

/** What a bulk action could not do, one line an item, until it is dismissed or the next action. */
export function BulkProblem({ title, lines, dismissLabel, onDismiss }: { title: string; lines: string[]; dismissLabel: string; onDismiss(): void }) {
  return (
    <div className="adm-state adm-state--error adm-bulk-problem" role="alert">
      <AlertIcon />
      <div>
        <p className="adm-state__title">{title}</p>
        <ul className="adm-bulk-problem__list">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="adm-icon-button" aria-label={dismissLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  )
}
