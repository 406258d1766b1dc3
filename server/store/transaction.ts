import type { Database } from '#shared/schema/database.ts'

/**
 * The store's write path (docs/decisions/044-explicit-writes.md). Data changes only through the calls of a
 * Transaction, which name what they write; the journal line of a write is exactly those calls. The data itself is
 * frozen, so a change made any other way (an assignment, a push) throws a TypeError where it is made instead of
 * changing memory and never reaching the disk.
 */

export const COLLECTIONS = [
  'posts',
  'categories',
  'inquiries',
  'users',
  'images',
  'gallery',
  'audit',
  'pages',
  'testimonials',
  'faqs',
  'services',
  'addedPages',
] as const
export type Collection = (typeof COLLECTIONS)[number]
/** The database's fields that hold one value, replaced whole: the settings, the brand, a date. */
export type Field = Exclude<keyof Database, Collection | 'version'>
/** A record of `collection`, as stored. */
export type Row<C extends Collection> = Database[C][number]

/** The data as the store holds it: collections that cannot be pushed to or assigned, records frozen at run time. */
export type StoreData = { readonly [K in keyof Database]: Database[K] extends Array<infer R> ? readonly R[] : Database[K] }

export function isCollection(key: PropertyKey): key is Collection {
  return COLLECTIONS.includes(key as Collection)
}

/** One call of a write, as the journal holds it. */
export type Operation = { put: Collection; record: { id: string } } | { remove: Collection; ids: string[] } | { set: Field; value: unknown } | { unset: Field }

/** The calls a change makes on the data, inside `store.update`. */
export interface Transaction {
  /** The data with this change's writes so far. Frozen: read it, and write through the calls below. */
  readonly data: StoreData
  /** Stores `record` (a copy of it): in place of the record with its id, or after the others when it is new. */
  put<C extends Collection>(collection: C, record: Row<C>): Row<C>
  /**
   * Stores a record whose id is new (a random UUID made for it), after the others: a put that need not look for one to
   * replace, so that appending to a long list (10,000 posts, the audit trail) does not index it. Journaled as a put.
   */
  add<C extends Collection>(collection: C, record: Row<C>): Row<C>
  /** Removes the records with these ids; an id that is not there is a bug of the caller, and throws. */
  remove(collection: Collection, ...ids: string[]): void
  /** Replaces a field of the database whole (`undefined` removes it). */
  set<F extends Field>(field: F, value: Database[F]): void
}

type Entity = { id: string }

const PRODUCTION = process.env.NODE_ENV === 'production'

/** Freezes `value` and everything in it (JSON data: objects and arrays). Answers it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const child of Object.values(value)) deepFreeze(child)
  return Object.freeze(value)
}

/**
 * One `store.update`'s writes on top of `base` (a frozen snapshot). A collection it writes is copied once, on its
 * first write; `commit` answers the new snapshot, frozen, and `operations` the calls for the journal. The copies are
 * never handed out unfrozen: `data` shows a frozen copy of a written list, made again only after the list changed.
 */
export class StoreTransaction implements Transaction {
  readonly operations: Operation[] = []
  readonly #base: StoreData
  readonly #lists = new Map<Collection, { records: Entity[]; index: Map<string, number> | undefined; shown: readonly Entity[] | undefined }>()
  readonly #fields = new Map<Field, unknown>()
  readonly data: StoreData

  constructor(base: StoreData) {
    this.#base = base
    const view = {} as Record<string, unknown>
    for (const key of Object.keys(base) as (keyof Database)[]) {
      Object.defineProperty(view, key, { enumerable: true, get: () => this.#read(key) })
    }
    this.data = Object.freeze(view) as unknown as StoreData
  }

  /** The collections and fields this transaction wrote. */
  get touched(): Set<Collection | Field> {
    return new Set([...this.#lists.keys(), ...this.#fields.keys()])
  }

  put<C extends Collection>(collection: C, record: Row<C>): Row<C> {
    const stored = this.#stored(collection, record)
    const list = this.#list(collection)
    const index = (list.index ??= new Map(list.records.map((entity, at) => [entity.id, at])))
    const at = index.get(stored.id)
    if (at === undefined) {
      index.set(stored.id, list.records.length)
      list.records.push(stored)
    } else list.records[at] = stored
    list.shown = undefined
    this.operations.push({ put: collection, record: stored })
    return stored
  }

  add<C extends Collection>(collection: C, record: Row<C>): Row<C> {
    const stored = this.#stored(collection, record)
    const list = this.#list(collection)
    // Outside production a duplicate is looked for (a caller's bug: replayed, the put would replace the first).
    const taken = list.index ? list.index.has(stored.id) : !PRODUCTION && list.records.some((entity) => entity.id === stored.id)
    if (taken) throw new TypeError(`A record of ${collection} already has the id ${stored.id}`)
    list.index?.set(stored.id, list.records.length)
    list.records.push(stored)
    list.shown = undefined
    this.operations.push({ put: collection, record: stored })
    return stored
  }

  remove(collection: Collection, ...ids: string[]): void {
    if (ids.length === 0) return
    const list = this.#list(collection)
    const gone = new Set(ids)
    const kept = list.records.filter((record) => !gone.has(record.id))
    if (kept.length !== list.records.length - gone.size) {
      const missing = ids.filter((id) => !list.records.some((record) => record.id === id))
      throw new TypeError(`No record of ${collection} has the id ${missing.join(', ')}`)
    }
    list.records = kept
    list.index = undefined
    list.shown = undefined
    this.operations.push({ remove: collection, ids: [...gone] })
  }

  set<F extends Field>(field: F, value: Database[F]): void {
    if (isCollection(field) || field === ('version' as Field)) throw new TypeError(`${String(field)} is not a field that is set whole`)
    const stored = value === undefined ? undefined : deepFreeze(structuredClone(value))
    this.#fields.set(field, stored)
    this.operations.push(stored === undefined ? { unset: field } : { set: field, value: stored })
  }

  /** The snapshot with this transaction's writes, frozen; the base itself when it wrote nothing. */
  commit(): StoreData {
    if (this.operations.length === 0) return this.#base
    const next: Record<string, unknown> = { ...this.#base }
    for (const [collection, list] of this.#lists) next[collection] = Object.freeze(list.records)
    for (const [field, value] of this.#fields) {
      if (value === undefined) delete next[field]
      else next[field] = value
    }
    this.#lists.clear()
    return Object.freeze(next) as StoreData
  }

  #read(key: keyof Database): unknown {
    const list = isCollection(key) ? this.#lists.get(key) : undefined
    if (list) return (list.shown ??= Object.freeze(list.records.slice()))
    if (this.#fields.has(key as Field)) return this.#fields.get(key as Field)
    return this.#base[key]
  }

  /** A frozen copy of a record to store, once its collection and id are checked. */
  #stored<C extends Collection>(collection: C, record: Row<C>): Row<C> {
    if (!isCollection(collection)) throw new TypeError(`${String(collection)} is not a collection of the store`)
    if (typeof record?.id !== 'string' || !record.id) throw new TypeError(`A record of ${collection} needs an id`)
    return deepFreeze(structuredClone(record))
  }

  #list(collection: Collection) {
    let list = this.#lists.get(collection)
    if (!list) {
      list = { records: (this.#base[collection] as readonly Entity[]).slice(), index: undefined, shown: undefined }
      this.#lists.set(collection, list)
    }
    return list
  }
}

/** Applies journal operations to plain (unfrozen) data, as on start: the same result as the transaction that made them. */
export function applyOperations(data: Database, operations: readonly Operation[]): void {
  const lists = data as unknown as Record<Collection, Entity[]>
  const fields = data as unknown as Record<string, unknown>
  for (const operation of operations) {
    if ('put' in operation) {
      const list = lists[operation.put]
      const at = list.findIndex((record) => record.id === operation.record.id)
      if (at === -1) list.push(operation.record)
      else list[at] = operation.record
    } else if ('remove' in operation) {
      const gone = new Set(operation.ids)
      lists[operation.remove] = lists[operation.remove].filter((record) => !gone.has(record.id))
    } else if ('set' in operation) fields[operation.set] = operation.value
    else delete fields[operation.unset]
  }
}
