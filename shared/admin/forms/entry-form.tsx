import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { useShellSave } from '../console/shell-commands.ts'
import { saveShortcut } from './console-events.ts'

interface EntryFormProps {
  title: string
  /** The form's own class beside `adm-card` (its layout). */
  className: string
  /** The control focused on opening: the first field a person fills in. */
  firstField: string
  onSubmit(event: FormEvent): void
  children: ReactNode
}

/**
 * The form of one entry (a question, a review, a gallery item, a category, a service), opened above its list:
 * it comes into view at its first field, and Ctrl+S or the desktop app's File › Save submit it.
 */
export function EntryForm({ title, className, firstField, onSubmit, children }: EntryFormProps) {
  const headingId = useId()
  const card = useRef<HTMLFormElement>(null)
  useShellSave(card)

  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest' })
    document.getElementById(firstField)?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [])

  return (
    <form ref={card} className={`adm-card ${className}`} onSubmit={onSubmit} noValidate aria-labelledby={headingId} onKeyDown={saveShortcut}>
      <h2 id={headingId} className="adm-section-title">
        {title}
      </h2>
      {children}
    </form>
  )
}
