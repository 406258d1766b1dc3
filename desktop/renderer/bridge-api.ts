import { ApiError } from '#shared/api/api-error.ts'
import { perOperation } from '#shared/api/operations.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { BridgeResult, StudioBridge } from '../bridge/contract.ts'

/** A bridge answer as the shared screens expect it: the value, or the same ApiError the browser's client throws. */
export async function unwrap<T>(answer: Promise<BridgeResult<T>>): Promise<T> {
  let result: BridgeResult<T>
  try {
    result = await answer
  } catch (cause) {
    // The IPC call itself failed (the main process refused or crashed): not the server's fault.
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new ApiError({ status: 500, statusText: 'Desktop app error', body: JSON.stringify({ error: `The desktop app failed: ${reason}` }) })
  }
  if (result.ok) return result.value
  throw ApiError.from(result.error)
}

/**
 * The /api contract over the desktop bridge: what `AdminRoutes` gets as `api`. Each method is the bridge function of
 * the same name (shared/api/operations.ts); the main process makes the call with the session it keeps (the renderer
 * never sees the cookie).
 */
export function createBridgeApi(bridge: StudioBridge): StudioApi {
  return perOperation<StudioApi>(
    (name) =>
      (...args: unknown[]) =>
        unwrap((bridge[name] as BridgeCall)(...withoutTrailingUndefined(args))),
  )
}

type BridgeCall = (...args: unknown[]) => Promise<BridgeResult<unknown>>

/** An omitted optional input is left off rather than sent as an `undefined` item (`listPosts()`, not `listPosts(undefined)`). */
function withoutTrailingUndefined(args: unknown[]): unknown[] {
  let end = args.length
  while (end > 0 && args[end - 1] === undefined) end--
  return args.slice(0, end)
}
