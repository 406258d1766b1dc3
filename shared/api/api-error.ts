import { ApiErrorSchema } from '../schema/common.ts'
import { type CallFailure, parseJson } from './failure-text.ts'

export { errorText, parseJson } from './failure-text.ts'

/** What a failed call leaves behind, as plain data (it can cross IPC and be rebuilt with `ApiError.from`). */
export interface FailedResponse {
  /** HTTP status; 0 when no answer arrived (offline, server down). */
  status: number
  statusText: string
  body: string
}

/**
 * The one error of the API client. Its message is "<status>: <body text>", or the status text when the
 * body is empty. When the body is our JSON (`{error, fields?}`) those are parsed out for the screens to show.
 */
export class ApiError extends Error implements CallFailure {
  override name = 'ApiError'
  readonly status: number
  /** The server's own message, e.g. "Invalid credentials". */
  readonly error: string | undefined
  /** Per-field messages, e.g. `{ slug: 'This slug is already used' }`, or `{ updatedAt }` on an edit collision. */
  readonly fields: Record<string, string> | undefined
  /** A state the console acts on, e.g. 'password-change-required'. */
  readonly code: string | undefined

  constructor({ status, statusText, body }: FailedResponse) {
    super(`${status}: ${body || statusText}`)
    this.status = status
    const parsed = ApiErrorSchema.safeParse(parseJson(body))
    this.error = parsed.success ? parsed.data.error : undefined
    this.fields = parsed.success ? parsed.data.fields : undefined
    this.code = parsed.success ? parsed.data.code : undefined
  }

  static from(failed: FailedResponse): ApiError {
    return new ApiError(failed)
  }

  /** No answer at all: the network or the server is down. */
  static offline(cause: unknown): ApiError {
    const reason = cause instanceof Error ? cause.message : String(cause)
    return new ApiError({ status: 0, statusText: reason || 'Network error', body: '' })
  }
}
