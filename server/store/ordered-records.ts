import type { AuditTargetType } from '#shared/schema/audit.ts'
import { badRequest, notFound } from '../http-errors.ts'
import { staleSave } from './stale-save.ts'
import type { Collection, Row, StoreData, Transaction } from './transaction.ts'

/** A record of a list the studio puts in order (gallery items, reviews, questions, services). */
interface OrderedRecord {
  id: string
  order: number
  updatedAt: string
}

/** A record's own fields, as a form gives them: all but what the store sets (its id, place, and times). */
export type RecordFields<T extends OrderedRecord> = Omit<T, 'id' | 'order' | 'createdAt' | 'updatedAt'>

/** In their order, lowest first. */
export function inOrder<T extends OrderedRecord>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => a.order - b.order)
}

/** Where a new record goes: after every other. */
export function nextOrder(records: readonly OrderedRecord[]): number {
  return Math.max(0, ...records.map((record) => record.order + 1))
}

export function findOr404<T extends OrderedRecord>(records: readonly T[], id: string, message: string): T {
  const record = records.find((candidate) => candidate.id === id)
  if (!record) throw notFound(message)
  return record
}

/**
 * Refuses a change made on an older version than the stored one (409, `fields.updatedAt` the stored version): the
 * form that sends it was opened before someone else's save, which it would undo unseen.
 */
export function assertCurrent(data: StoreData, type: AuditTargetType, record: OrderedRecord, updatedAt: string, what: string): void {
  if (record.updatedAt !== updatedAt) {
    throw staleSave(
      data,
      { type, id: record.id },
      `${what} was changed by someone else since you opened it. Load their version, or copy your changes first.`,
      record.updatedAt,
    )
  }
}

/** The ordered collections. */
export type OrderedCollection = { [C in Collection]: Row<C> extends OrderedRecord ? C : never }[Collection]

/**
 * Gives the records of `collection` the order of `ids`, which must name each of them once (400 otherwise, `what`:
 * "Send every review once"). Answers how many moved. Their `updatedAt` stays: an order is not an edit, and a form
 * open on one of them can still be saved.
 */
export function reorderRecords(tx: Transaction, collection: OrderedCollection, ids: readonly string[], what: string): number {
  const records = tx.data[collection] as readonly OrderedRecord[]
  const known = new Map(records.map((record) => [record.id, record]))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw badRequest(`${what}, in the new order`, { ids: 'Every item, once each' })
  }
  let moved = 0
  ids.forEach((id, order) => {
    const record = known.get(id)!
    if (record.order !== order) {
      tx.put(collection, { ...record, order } as Row<typeof collection>)
      moved += 1
    }
  })
  return moved
}

/** The record as `changes` leave it: a value replaces, `null` clears the field, `undefined` leaves it as it is. */
export function withChanges<T extends object>(record: T, changes: object): T {
  const next = { ...record }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key as keyof T]
    else if (value !== undefined) Object.assign(next, { [key]: value })
  }
  return next
}
