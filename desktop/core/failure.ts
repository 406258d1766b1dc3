import { ApiError, type FailedResponse } from '#shared/api/api-error.ts'

/**
 * An error as plain data for IPC; the renderer rebuilds it with `ApiError.from`, so the shared screens see the
 * same ApiError (status, error, fields, message) as in the browser.
 */
export function failureOf(error: unknown): FailedResponse {
  if (error instanceof ApiError) {
    const prefix = `${error.status}: `
    const shown = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message
    // JSON.stringify leaves `fields` out when there are none.
    const body = error.error === undefined ? '' : JSON.stringify({ error: error.error, fields: error.fields })
    return { status: error.status, statusText: shown, body }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { status: 500, statusText: 'Desktop app error', body: JSON.stringify({ error: message || 'Something went wrong in the desktop app' }) }
}

/** An error of the desktop app itself, in the API's one error shape (`{error, fields?}`) so screens show `error`. */
export function desktopError(status: number, message: string, fields?: Record<string, string>): ApiError {
  return new ApiError({ status, statusText: message, body: JSON.stringify({ error: message, fields }) })
}
