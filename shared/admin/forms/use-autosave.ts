import { useCallback, useEffect, useRef, useState } from 'react'
import { useAdmin } from '../console/admin-context.tsx'
import { type Draft, type DraftKind, removeDraft, saveDraft, serializeDraft } from './autosave.ts'
import { useLatest } from '../ui/use-latest.ts'

/** Typing pauses this long before the form is written to localStorage. */
const AUTOSAVE_DELAY_MS = 600

export interface Autosave {
  /** When the form was last kept, or null. */
  savedAt: string | null
  /** Drops a write still waiting for its delay (call it with the form saved or discarded, before removing the draft). */
  cancelPending(): void
}

/**
 * Keeps the open form in localStorage while it has unsaved changes (`draft` is null when it has none).
 * A reload or a closed tab saves at once, so the last keystrokes survive too.
 */
export function useAutosave(kind: DraftKind, id: string, draft: Draft | null): Autosave {
  const { draftStorage } = useAdmin()
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const pending = useRef<Draft | null>(null)
  const wroteOne = useRef(false)
  // The effect below runs when the content changes, not whenever a new (equal) object is passed.
  const serialized = draft ? serializeDraft(draft) : null

  function flush() {
    const next = pending.current
    pending.current = null
    if (!next) return
    const at = new Date().toISOString()
    if (saveDraft(draftStorage, { ...next, savedAt: at })) {
      wroteOne.current = true
      setSavedAt(at)
    }
  }
  const flushRef = useLatest(flush)

  useEffect(() => {
    pending.current = draft
    if (draft) {
      const timer = setTimeout(() => flushRef.current(), AUTOSAVE_DELAY_MS)
      return () => clearTimeout(timer)
    }
    // Back to the saved content: the backup this form wrote is not needed any more. A draft the form was merely
    // opened beside stays until the person restores or discards it.
    if (wroteOne.current) {
      removeDraft(draftStorage, kind, id)
      wroteOne.current = false
      setSavedAt(null)
    }
    return undefined
  }, [serialized, kind, id]) // `serialized` stands for `draft`

  useEffect(() => {
    const onHide = () => flushRef.current()
    window.addEventListener('pagehide', onHide)
    window.addEventListener('beforeunload', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      window.removeEventListener('beforeunload', onHide)
    }
  }, [])

  // A save can finish while a write waits for its delay; without this that write would bring the draft back.
  const cancelPending = useCallback(() => {
    pending.current = null
  }, [])

  return { savedAt, cancelPending }
}
