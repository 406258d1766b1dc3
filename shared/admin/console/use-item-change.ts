import { useState } from 'react'
import { useConsole } from './console-context.tsx'

/**
 * Changes to the items of a list, one call at a time per list: `busy` is the item's id while its call runs. A failure
 * is shown as `errorTitle` (with the server's reason) unless `handled` takes it (a refusal said on the item itself);
 * the list is reloaded after every call, whatever happened. `change` answers the call's result, or undefined.
 */
export function useItemChange(reload: () => Promise<void>) {
  const { showError } = useConsole()
  const [busy, setBusy] = useState<string | null>(null)

  async function change<T>(id: string, call: () => Promise<T>, errorTitle: string, handled?: (error: unknown) => boolean): Promise<T | undefined> {
    setBusy(id)
    try {
      return await call()
    } catch (error) {
      if (!handled?.(error)) showError(errorTitle, error)
      return undefined
    } finally {
      setBusy(null)
      void reload()
    }
  }

  return { busy, change }
}
