/**
 * A failed call as the screens read it: the HTTP status (0 when no answer arrived) and the server's own message.
 * `ApiError` is one; the sign-in screen, which loads before the API client, makes its own.
 */
export interface CallFailure {
  status: number
  error: string | undefined
}

function isCallFailure(value: unknown): value is CallFailure {
  return value instanceof Error && typeof (value as Partial<CallFailure>).status === 'number'
}

/** The text a person should read for a failed call: the server's message, else the given fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (isCallFailure(error)) {
    if (error.error) return error.error
    if (error.status === 0) return 'The server could not be reached. Check the connection and try again.'
  }
  return fallback
}

/** JSON.parse that answers `undefined` for text that is not JSON (an HTML error page, an empty body). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
