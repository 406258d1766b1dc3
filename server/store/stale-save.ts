import type { AuditTargetType } from '#shared/schema/audit.ts'
import { type HttpError, conflict } from '../http-errors.ts'
import type { StoreData } from './transaction.ts'

/**
 * The refusal of a save made on an older version than the stored one: 409 with the stored version
 * (`fields.updatedAt`) and, when the audit trail knows it, the display name of whoever saved it (`fields.savedBy`),
 * so the console can say "Camila saved this post at 3:12 pm" instead of "someone".
 */
export function staleSave(data: StoreData, target: { type: AuditTargetType; id: string | null }, message: string, updatedAt: string): HttpError {
  const savedBy = lastSavedBy(data, target)
  return conflict(message, savedBy ? { updatedAt, savedBy } : { updatedAt })
}

/** The name of the account behind the newest entry of the trail about this record, if any. */
function lastSavedBy(data: StoreData, { type, id }: { type: AuditTargetType; id: string | null }): string | undefined {
  for (let index = data.audit.length - 1; index >= 0; index--) {
    const entry = data.audit[index]!
    if (entry.target?.type === type && entry.target.id === id) return entry.actor?.name || undefined
  }
  return undefined
}
