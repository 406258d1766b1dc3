import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons.tsx'
import { useLatest } from './use-latest.ts'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface DialogProps {
  title: string
  /** Called for Escape, the close button and a click on the backdrop. */
  onClose: () => void
  children: ReactNode
  /** 'alertdialog' for questions that need an answer (confirmations). */
  role?: 'dialog' | 'alertdialog'
  /** Where focus starts; the first field or button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Where focus goes when the dialog closes; the element that opened it otherwise. */
  finalFocus?: RefObject<HTMLElement | null>
  size?: 'small' | 'medium' | 'large'
  describedBy?: string
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert, Escape closes it, Tab cycles
 * inside it, and focus returns to where it was. Works the same in the browser and in Electron.
 */
export function Dialog({ title, onClose, children, role = 'dialog', initialFocus, finalFocus, size = 'small', describedBy }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const pressedOnBackdrop = useRef(false)
  const onCloseRef = useLatest(onClose)
  const { t } = useTranslation('ui')

  // Layout effects: the dialog is open before the browser paints, and closed (focus restored) before any code
  // that runs right after it unmounts, such as the editor inserting text at the caret.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const inBody = FOCUSABLE.split(', ')
      .map((selector) => `.adm-dialog__body ${selector}`)
      .join(', ')
    const first = initialFocus?.current ?? dialog.querySelector<HTMLElement>(inBody)
    first?.focus()
    return () => {
      if (dialog.open) dialog.close()
      // eslint-disable-next-line react-hooks/exhaustive-deps -- read at closing on purpose: where focus goes then
      const target = finalFocus ? finalFocus.current : opener
      if (target?.isConnected) target.focus()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the refs are read when it opens and closes
  }, [])

  // In <body>, so a form inside the dialog is never nested in the page's form (the post editor opens dialogs).
  return createPortal(
    <dialog
      ref={ref}
      className={`adm-dialog adm-dialog--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      // React bubbles events through portals: a submit in here must not reach a form around the opener.
      onSubmit={(event) => event.stopPropagation()}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current
      }}
      onClick={(event) => {
        if (event.target === ref.current && pressedOnBackdrop.current) onCloseRef.current()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' || !ref.current) return
        const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null)
        const first = items[0]
        const last = items.at(-1)
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        }
      }}
    >
      <div className="adm-dialog__panel">
        <header className="adm-dialog__header">
          <h2 id={titleId} className="adm-dialog__title">
            {title}
          </h2>
          <button type="button" className="adm-icon-button" onClick={() => onCloseRef.current()} aria-label={t('dialog.close')}>
            <CloseIcon />
          </button>
        </header>
        <div className="adm-dialog__body">{children}</div>
      </div>
    </dialog>,
    document.body,
  )
}
