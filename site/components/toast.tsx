import { type ReactNode, createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons.tsx'

/** SPEC §9: at most one toast at a time, shown 5 seconds. */
export const TOAST_DURATION_MS = 5000

export interface Toast {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

const ToastContext = createContext<(toast: Toast) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const [toast, setToast] = useState<(Toast & { id: number }) | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const show = useCallback((next: Toast) => setToast({ ...next, id: Date.now() }), [])

  useEffect(() => {
    if (!toast) return
    timer.current = setTimeout(() => setToast(null), TOAST_DURATION_MS)
    return () => clearTimeout(timer.current)
  }, [toast])

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className="toast-viewport" aria-label={t('toast.region')} aria-live="polite" role="status">
        {toast && (
          <div key={toast.id} className={`toast toast-${toast.variant ?? 'default'}`} role={toast.variant === 'destructive' ? 'alert' : undefined}>
            <div>
              <p className="toast-title">{toast.title}</p>
              {toast.description && <p className="toast-description">{toast.description}</p>}
            </div>
            <button type="button" className="icon-button" onClick={() => setToast(null)}>
              <CloseIcon />
              <span className="visually-hidden">{t('toast.close')}</span>
            </button>
          </div>
        )}
      </section>
    </ToastContext.Provider>
  )
}
