import { randomUUID } from 'node:crypto'
import type { AuditTarget, AuditTargetType } from '#shared/schema/audit.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import { findOr404, inOrder, nextOrder, type OrderedCollection, reorderRecords, withChanges } from './ordered-records.ts'
import { staleSave } from './stale-save.ts'
import type { Store } from './store.ts'
import type { Row, StoreData } from './transaction.ts'

/**
 * The lists the studio keeps in its own order (services, questions, reviews, gallery items): one module makes their
 * list, create, update, delete and reorder from each one's rules, so the four behave alike and are written once.
 */

/** A record's own fields, as a form gives them: all but what the store sets (its id, place, and times). */
export type FieldsOf<R> = Omit<R, 'id' | 'order' | 'createdAt' | 'updatedAt'>

export interface OrderedRules<C extends OrderedCollection> {
  collection: C
  type: AuditTargetType
  /** A record and records, as the audit trail counts them: ['question', 'questions']. */
  noun: readonly [one: string, many: string]
  /** The whole list in the audit trail: "the FAQ". */
  listLabel: string
  /** The 400's message for an order that does not name every record once: "Send every question once". */
  everyOnce: string
  notFound: string
  /** The 409's message when the record changed since the form opened it. */
  staleMessage: string
  /** The parts an audit entry names when they change. */
  parts: Partial<Record<keyof Row<C>, string>>
  target(record: Row<C>): AuditTarget
  /** Whether visitors see it (published; a service not hidden). */
  shown(record: FieldsOf<Row<C>>): boolean
  /** The words for shown and not, in the audit entry of a create: ['published', 'draft']. */
  shownWords: readonly [shown: string, notShown: string]
  /**
   * Throws a 400 (or 409) naming what is wrong with the record as it would be stored; `id` is the record's own when it
   * is an update.
   */
  check(data: StoreData, record: FieldsOf<Row<C>>, id?: string): void
  /** What every new record has besides its form's fields (a review's `sample: false`). */
  created?: Partial<Row<C>>
  /** The record as an update leaves it, once the changes are applied (a healed photo has no before photo). */
  normalize?(record: Row<C>): Row<C>
}

export interface OrderedCollectionStore<R, Changes> {
  /** In the studio's order; `all` false gives what visitors see. */
  list(store: Store, options: { all: boolean }): R[]
  /** `by`: who does it (recorded in the same write); none for the server's own changes. */
  create(store: Store, fields: FieldsOf<R>, by?: AuditBy): Promise<R>
  /**
   * Checked whole on the record as it would be after the change; 409 on a stale `updatedAt` (none: not checked). A
   * value replaces, `null` clears the field, `undefined` leaves it as it is.
   */
  update(store: Store, id: string, changes: Changes & { updatedAt?: string }, by?: AuditBy): Promise<R>
  remove(store: Store, id: string, by?: AuditBy): Promise<void>
  /** `ids` names every record once; they then take that order. */
  reorder(store: Store, ids: readonly string[], by?: AuditBy): Promise<R[]>
}

export function orderedCollection<C extends OrderedCollection, Changes extends object>(rules: OrderedRules<C>): OrderedCollectionStore<Row<C>, Changes> {
  type R = Row<C>
  const { collection, type } = rules
  const records = (data: StoreData) => data[collection] as readonly R[]
  const count = (moved: number) => `${moved} ${moved === 1 ? rules.noun[0] : rules.noun[1]} moved`
  const action = (before: R, after: R) => (rules.shown(after) === rules.shown(before) ? 'changed' : rules.shown(after) ? 'published' : 'unpublished')

  return {
    list(store, { all }) {
      return inOrder(records(store.data).filter((record) => all || rules.shown(record)))
    },

    create(store, fields, by) {
      return store.update((tx) => {
        const own = { ...fields, ...rules.created }
        rules.check(tx.data, own)
        const now = timestamp()
        const record = { id: randomUUID(), ...own, order: nextOrder(records(tx.data)), createdAt: now, updatedAt: now } as R
        tx.put(collection, record)
        const details = rules.shown(record) ? rules.shownWords[0] : rules.shownWords[1]
        audit(tx, by, { action: 'created', target: rules.target(record), details })
        return record
      })
    },

    update(store, id, { updatedAt, ...changes }, by) {
      return store.update((tx) => {
        const record = findOr404(records(tx.data), id, rules.notFound)
        if (updatedAt !== undefined && updatedAt !== record.updatedAt) {
          throw staleSave(tx.data, { type, id }, rules.staleMessage, record.updatedAt)
        }
        let next = withChanges(record, changes)
        if (rules.normalize) next = rules.normalize(next)
        rules.check(tx.data, next, id)
        next = { ...next, updatedAt: timestamp(record.updatedAt) }
        audit(tx, by, { action: action(record, next), target: rules.target(next), details: changedParts(record, next, rules.parts) })
        return tx.put(collection, next)
      })
    },

    remove(store, id, by) {
      return store.update((tx) => {
        const record = findOr404(records(tx.data), id, rules.notFound)
        tx.remove(collection, id)
        audit(tx, by, { action: 'deleted', target: rules.target(record) })
      })
    },

    reorder(store, ids, by) {
      return store.update((tx) => {
        const moved = reorderRecords(tx, collection, ids, rules.everyOnce)
        // A drop where it was changes nothing, and is not recorded.
        if (moved > 0) audit(tx, by, { action: 'reordered', target: auditTarget(type, null, rules.listLabel), details: count(moved) })
        return inOrder(records(tx.data))
      })
    },
  }
}
