import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type SelectHTMLAttributes } from 'react'

/** Marks the controls the toolbar moves between; separators and hidden controls are skipped. */
export const TOOLBAR_ITEM = { 'data-toolbar-item': '' } as const

interface ToolbarSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'aria-label' | 'title' | 'className'> {
  /** Its name, spoken and shown on hover. */
  label: string
  options: ReadonlyArray<readonly [value: string | number, label: string]>
  /** Options before the list (a disabled one shown while the text has no one value). */
  children?: ReactNode
}

/** A choice in the toolbar (the text style, the alignment): one of the controls the arrow keys move between. */
export function ToolbarSelect({ label, options, children, ...select }: ToolbarSelectProps) {
  return (
    <select {...TOOLBAR_ITEM} className="adm-md-select" aria-label={label} title={label} {...select}>
      {children}
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  )
}

interface ToolbarProps {
  label: string
  /** The id of what the toolbar acts on (the editor's text). */
  controls?: string
  className?: string
  children: ReactNode
}

/**
 * WAI-ARIA's toolbar pattern: the whole toolbar is one tab stop, the control last used; Left and Right
 * move between its controls (wrapping round), Home and End go to the first and last. Up and Down are left to the
 * selects. The tab stop is kept on the DOM (tabIndex), so the controls themselves need no state for it.
 */
export function Toolbar({ label, controls, className, children }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null)
  const current = useRef<HTMLElement | null>(null)

  const items = () =>
    [...(ref.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])].filter(
      (item) => !item.matches(':disabled') && item.getClientRects().length > 0,
    )

  function makeCurrent(item: HTMLElement) {
    current.current = item
    for (const other of items()) other.tabIndex = other === item ? 0 : -1
  }

  // After every render: exactly one control in the tab order, the current one while it is still there.
  useLayoutEffect(() => {
    const all = items()
    const keep = current.current && all.includes(current.current) ? current.current : all[0]
    if (keep) makeCurrent(keep)
  })

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const all = items()
    const from = all.indexOf(event.target as HTMLElement)
    if (from < 0) return
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: all.length - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    const next = all[(to + all.length) % all.length]!
    makeCurrent(next)
    next.focus()
  }

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className={className}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const item = (event.target as HTMLElement).closest<HTMLElement>('[data-toolbar-item]')
        if (item && item !== current.current) makeCurrent(item)
      }}
    >
      {children}
    </div>
  )
}

/** A line between groups of controls; not a stop for the keyboard. */
export function ToolbarSeparator() {
  return <span role="separator" aria-orientation="vertical" className="adm-md-toolbar__separator" />
}
