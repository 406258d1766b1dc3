import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertIcon, CheckIcon, CloseIcon } from './icons.tsx'

export type ToastTone = 'success' | 'error' | 'info'
export interface ToastMessage {
  title: string
  description?: string
  tone?: ToastTone
}

/** At most one toast, shown 5000 ms, swipe right (50 px) to dismiss, F8 moves focus to the toasts. */
export const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

const ToastContext = createContext<(message: ToastMessage) => void>(() => {})

export function useToast(): (message: ToastMessage) => void {
  return useContext(ToastContext)
}

interface ShownToast extends Required<Pick<ToastMessage, 'title' | 'tone'>> {
  id: number
  description?: string
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null)
  const nextId = useRef(0)
  const show = useCallback((message: ToastMessage) => {
    nextId.current += 1
    setToast({ id: nextId.current, title: message.title, description: message.description, tone: message.tone ?? 'success' })
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastViewport toast={toast} onDismiss={() => setToast(null)} />
    </ToastContext.Provider>
  )
}

function ToastViewport({ toast, onDismiss }: { toast: ShownToast | null; onDismiss: () => void }) {
  const { t } = useTranslation('ui')
  const viewport = useRef<HTMLElement>(null)
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const swipeStart = useRef<number | null>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault()
        viewport.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  // WCAG 2.2.1: the timer waits while the pointer or the keyboard is on the toast.
  useEffect(() => {
    if (!toast || paused) return
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast, paused, onDismiss])

  useEffect(() => setOffset(0), [toast?.id])

  const body = toast && (
    <div
      key={toast.id}
      className={`adm-toast adm-toast--${toast.tone}`}
      style={offset > 0 ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 200 } : undefined}
      onPointerDown={(event) => {
        if (event.target instanceof Element && event.target.closest('button')) return
        event.currentTarget.setPointerCapture(event.pointerId)
        swipeStart.current = event.clientX
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current))
      }}
      onPointerUp={() => {
        swipeStart.current = null
        if (offset > SWIPE_THRESHOLD_PX) onDismiss()
        else setOffset(0)
      }}
      onPointerCancel={() => {
        swipeStart.current = null
        setOffset(0)
      }}
    >
      <span className="adm-toast__icon">{toast.tone === 'error' ? <AlertIcon /> : <CheckIcon />}</span>
      <div className="adm-toast__text">
        <p className="adm-toast__title">{toast.title}</p>
        {toast.description && <p className="adm-toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="adm-icon-button adm-toast__close" onClick={onDismiss} aria-label={t('toast.dismiss')}>
        <CloseIcon />
      </button>
    </div>
  )

  // Both live regions exist from the start, so screen readers announce what appears in them.
  return (
    <section
      ref={viewport}
      className="adm-toasts"
      aria-label={t('toast.region')}
      tabIndex={-1}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast?.tone !== 'error' && body}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast?.tone === 'error' && body}
      </div>
    </section>
  )
}
