import type { z } from 'zod'

export interface IssueFieldOptions {
  /** The key of a problem with the whole value (an issue with an empty path). */
  root?: string
  /** Path segments to leave off the front (IPC arguments arrive as a tuple: `[id, input]`). */
  skip?: number
  /** Path segments to keep: 1 shows `tags.3` under `tags`; all of them by default (`hours.0.closes`). */
  depth?: number
}

/**
 * The one way a zod error becomes the API's `fields` (`400 {"error", "fields"}`) and a form's field
 * errors: the first message of each path, keyed by the dotted path.
 */
export function issueFields(error: z.ZodError, { root = '_', skip = 0, depth }: IssueFieldOptions = {}): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.slice(skip, depth === undefined ? undefined : skip + depth)
    fields[path.length > 0 ? path.map(String).join('.') : root] ??= issue.message
  }
  return fields
}
