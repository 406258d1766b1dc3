import type { z } from 'zod'
import { issueFields } from '#shared/schema/issue-fields.ts'

/** One message per form field, keyed by the field's name. */
export type FieldErrors = Record<string, string>

/** A form's check: the input to send, or a message per field. */
export type FormValidation<I> = { ok: true; input: I } | { ok: false; errors: FieldErrors }

/** A zod check as a form's validation (`aliases` as in fieldErrors). */
export function formValidation<I>(result: z.ZodSafeParseResult<I>, aliases?: Record<string, string>): FormValidation<I> {
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldErrors(result.error, aliases) }
}

/**
 * Maps a zod error to the first message of each top-level field (`tags.3` is shown under `tags`).
 * `aliases` renames schema keys to the form's (`content` → `markdown`: the editor edits the Markdown).
 */
export function fieldErrors(error: z.ZodError, aliases: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {}
  for (const [key, message] of Object.entries(issueFields(error, { root: 'form', depth: 1 }))) errors[aliases[key] ?? key] ??= message
  return errors
}

/** The server's per-field messages (a 400 or 409 `fields`), kept only for fields the form shows. */
export function serverFieldErrors(fields: Record<string, string> | undefined, known: readonly string[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.split('.')[0] ?? key
    if (known.includes(field)) errors[field] ??= message
  }
  return errors
}

/**
 * Messages by schema path (a 400's `fields`, zod's issues, a schema's joined rules) on a form whose fields are named
 * apart from the paths (`quote.en` → `quoteEn`): `fieldOf` names the form's field of a path, undefined for one the
 * form does not show. A field keeps the first message it gets, `into`'s included.
 */
export function errorsOn(fields: Record<string, string> | undefined, fieldOf: (path: string) => string | undefined, into: FieldErrors = {}): FieldErrors {
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = fieldOf(path)
    if (field) into[field] ??= message
  }
  return into
}

/** A form's field of a schema path: the `nested` paths renamed (`alt.en` → `altEn`), the others as they are when the form has them. */
export function flatFields<F extends string>(nested: Record<string, F>, fields: readonly F[]): (path: string) => F | undefined {
  return (path) => (Object.hasOwn(nested, path) ? nested[path] : (fields as readonly string[]).includes(path) ? (path as F) : undefined)
}
