/** Vike's slot for its AsyncLocalStorage, in the globals its modules share (vike/dist/server/runtime/asyncHook.js). */
interface VikeAsyncStorageSlot {
  asyncLocalStorage: unknown
  installPromise?: Promise<void>
}

const SLOT = 'server/runtime/asyncHook.ts'

/**
 * Vike runs every `renderPage` inside an AsyncLocalStorage of its own, only so that `getPageContext({ asyncHook: true })`
 * works on the server, which no page of ours calls. On Node 20 a storage that has run once keeps an async hook on for
 * the life of the process: every promise, tick, socket and response then copies the storage's context, including the
 * answers sent from memory that never render anything (on a bare node:http server, 0.2–0.9 µs of 14 µs a request;
 * more where a request makes promises). Decision 043.
 *
 * Called after `vike/server` is imported and before the first render: Vike's storage is made (the slot is filled once
 * Vike's own dynamic import resolves) and then taken away, so `renderPage` renders without it. Returns false when the
 * slot is not where this Vike keeps it (a new version moved it); the browser tests' hook probe then fails.
 */
export async function renderVikeWithoutAsyncStorage(): Promise<boolean> {
  const globals = (globalThis as { _vike?: { globals?: Record<string, VikeAsyncStorageSlot | undefined> } })._vike?.globals
  const slot = globals?.[SLOT]
  if (!slot || !('asyncLocalStorage' in slot)) return false
  await slot.installPromise
  slot.asyncLocalStorage = null
  return true
}
