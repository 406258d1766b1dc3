import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker, type BlockerFunction } from 'react-router-dom'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useLatest } from '../ui/use-latest.ts'

interface LeaveGuard {
  /** A form with unsaved changes says so (or `null` once saved, discarded or closed). */
  register(key: string, discard: (() => void) | null): void
  /** Before the console shows something else: true when nothing is unsaved or the person chose to discard it. */
  confirmLeave(): Promise<boolean>
  /** Whether a form has unsaved changes now. */
  unsaved(): boolean
}

const LeaveGuardContext = createContext<LeaveGuard>({ register: () => {}, confirmLeave: async () => true, unsaved: () => false })

export function useConfirmLeave(): () => Promise<boolean> {
  return useContext(LeaveGuardContext).confirmLeave
}

/**
 * Leaving with unsaved changes asks first. Inside the console that is a dialog; a reload or a closed tab
 * gets the browser's own question (beforeunload). The local draft stays, so even a forced close loses nothing.
 * The screens have addresses, so Back and Forward (and any push to another address) ask too: see
 * `LeaveGuardBlocker`.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('forms')
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
      title: t('leave.title'),
      message: t('leave.message'),
      confirmLabel: t('leave.confirm'),
      cancelLabel: t('leave.keep'),
      tone: 'danger',
    })
    if (leave) {
      for (const discard of [...forms.current.values()]) discard()
      // Discarded: the move that follows (to another address) is not asked about a second time.
      forms.current.clear()
      setDirty(false)
    }
    return leave
  }, [confirm, t])

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = '' // older Chromium (and Electron) still read this
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const unsaved = useCallback(() => forms.current.size > 0, [])
  const value = useMemo(() => ({ register, confirmLeave, unsaved }), [register, confirmLeave, unsaved])
  return <LeaveGuardContext.Provider value={value}>{children}</LeaveGuardContext.Provider>
}

/**
 * A move to another address with unsaved changes (a link, Back, Forward) waits for the same question. It
 * needs a data router around it (admin-app.tsx makes one in both shells). A replace is the console's own correction
 * (a new post's address after its first save, a session that ended), never the person leaving.
 */
export function LeaveGuardBlocker() {
  const { confirmLeave, unsaved } = useContext(LeaveGuardContext)
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) => unsaved() && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname,
    [unsaved],
  )
  const blocker = useBlocker(shouldBlock)
  const asking = useRef(false)
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    void confirmLeave().then((leave) => {
      asking.current = false
      if (leave) blocker.proceed()
      else blocker.reset()
    })
  }, [blocker, confirmLeave])
  return null
}

/**
 * Registers a form while it has unsaved changes; `discard` runs when the person chooses to leave anyway. Returns
 * `release`, for a form that closes itself after saving (its values are stored, nothing is lost by leaving).
 */
export function useLeaveGuard(key: string, dirty: boolean, discard: () => void): () => void {
  const { register } = useContext(LeaveGuardContext)
  const discardRef = useLatest(discard)
  useEffect(() => {
    if (!dirty) return
    register(key, () => discardRef.current())
    return () => register(key, null)
  }, [key, dirty, register, discardRef])
  return useCallback(() => register(key, null), [key, register])
}
