import { HttpError } from '../http-errors.ts'

export const VERSION_REQUIRED = "Send the updatedAt of the version you edited, so that nobody's newer work is overwritten"

/**
 * The version an update was made from: every update names it (428 without it), else someone's newer work
 * would be overwritten unseen. A stale one is the store's 409.
 */
export function requiredVersion(updatedAt: string | undefined): string {
  if (updatedAt === undefined) throw new HttpError(428, VERSION_REQUIRED, { updatedAt: 'Required' })
  return updatedAt
}
