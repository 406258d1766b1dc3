import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useConfirm } from './confirm-dialog.tsx'

interface LeaveGuard {
  /** A form with unsaved changes says so (or `null` once saved, discarded or closed). */
  register(key: string, discard: (() => void) | null): void
  /** Before the console shows something else: true when nothing is unsaved or the person chose to discard it. */
  confirmLeave(): Promise<boolean>
}

const LeaveGuardContext = createContext<LeaveGuard>({ register: () => {}, confirmLeave: async () => true })

export function useConfirmLeave(): () => Promise<boolean> {
  return useContext(LeaveGuardContext).confirmLeave
}

/**
 * Issue #4: leaving with unsaved changes asks first. Inside the console that is a dialog; a reload or a closed tab
 * gets the browser's own question (beforeunload). The local draft stays, so even a forced close loses nothing.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const confirm = useConfirm()
  const forms = useRef(new Map<string, () => void>())
  const [dirty, setDirty] = useState(false)

  const register = useCallback((key: string, discard: (() => void) | null) => {
    if (discard) forms.current.set(key, discard)
    else forms.current.delete(key)
    setDirty(forms.current.size > 0)
  }, [])

  const confirmLeave = useCallback(async () => {
    if (forms.current.size === 0) return true
    const leave = await confirm({
      title: 'Discard unsaved changes?',
      message: 'You have changes that are not saved yet. If you leave now they will be lost.',
      confirmLabel: 'Discard changes',
      cancelLabel: 'Keep editing',
      tone: 'danger',
    })
    if (leave) for (const discard of [...forms.current.values()]) discard()
    return leave
  }, [confirm])

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = '' // older Chromium (and Electron) still read this
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const value = useMemo(() => ({ register, confirmLeave }), [register, confirmLeave])
  return <LeaveGuardContext.Provider value={value}>{children}</LeaveGuardContext.Provider>
}

/** Registers a form while it has unsaved changes; `discard` runs when the person chooses to leave anyway. */
export function useLeaveGuard(key: string, dirty: boolean, discard: () => void): void {
  const { register } = useContext(LeaveGuardContext)
  const discardRef = useRef(discard)
  useEffect(() => {
    discardRef.current = discard
  })
  useEffect(() => {
    if (!dirty) return
    register(key, () => discardRef.current())
    return () => register(key, null)
  }, [key, dirty, register])
}
