import type { z } from 'zod'
import { issueFields } from '../shared/schema/issue-fields.ts'

/** An error that becomes a JSON answer `{error, fields?}` with its status (errors are values at the edges). */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A state the client acts on (`{code}` in the answer), beside the message it shows. */
    readonly code?: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields)
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message: string) => new HttpError(404, message)
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) })

/** Parses `input` with `schema`, or throws a 400 naming each bad field. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown, message = 'Invalid input'): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields = issueFields(result.error)
  const first = Object.values(fields)[0]
  throw badRequest(Object.keys(fields).length === 1 && first ? first : message, fields)
}
