import type { Database } from '#shared/schema/database.ts'

export const COLLECTIONS = ['posts', 'categories', 'inquiries', 'users', 'images', 'gallery', 'audit', 'pages', 'testimonials', 'faqs', 'services'] as const
export type Collection = (typeof COLLECTIONS)[number]

type Entity = { id: string }

export function isCollection(key: PropertyKey): key is Collection {
  return COLLECTIONS.includes(key as Collection)
}

/**
 * What the changes since the last write touched, and how it all was before: the store's journal line is made from
 * it, and a write that fails is undone with it (docs/decisions/006). Only what a change touches is copied, once per
 * write: a list's order (its records by reference) before its first push, splice or assignment, and a record (deeply)
 * before its first change; never the whole database.
 */
export class ChangeSet {
  /** Ids of records that were changed in place (any depth). */
  readonly changed = new Map<Collection, Set<string>>()
  /** Each list that gained, lost or reordered records, as it was before: the same record objects, in order. */
  readonly listsBefore = new Map<Entity[], Entity[]>()
  /** Each record changed in place, as a copy of it before its first change. */
  readonly recordsBefore = new Map<object, object>()
  /** The database's own fields that were set or deleted (the settings replaced, a whole collection replaced), as they were. */
  readonly fieldsBefore = new Map<PropertyKey, PropertyDescriptor | undefined>()

  /**
   * Something replaced a whole collection: only a full rewrite records that. A field that is not a collection (the
   * settings, the brand) is replaced whole by design, and its journal line holds it whole.
   */
  get rewrite(): boolean {
    for (const key of this.fieldsBefore.keys()) if (isCollection(key)) return true
    return false
  }

  get isEmpty(): boolean {
    return this.fieldsBefore.size === 0 && this.changed.size === 0 && this.listsBefore.size === 0
  }

  /** Puts `data` back as it was before these changes: the lists, the records (in place) and the fields. */
  undo(data: Database): void {
    for (const [list, before] of this.listsBefore) {
      list.length = 0
      for (const record of before) list.push(record)
    }
    for (const [record, before] of this.recordsBefore) {
      for (const key of Reflect.ownKeys(record)) Reflect.deleteProperty(record, key)
      Object.assign(record, before)
    }
    for (const [key, descriptor] of this.fieldsBefore) {
      if (descriptor) Reflect.defineProperty(data, key, descriptor)
      else Reflect.deleteProperty(data, key)
    }
  }
}

/**
 * Runs changes on the data through proxies that note, in a ChangeSet, which records each change touched, added or
 * removed (and keep how they were), so the store can append just those to its journal instead of rewriting the whole
 * file, and undo them when that write fails. Every way of changing the data is seen (assignment, delete, array
 * methods, at any depth), so a change needs no bookkeeping of its own. The proxies are made once per object and kept
 * (a store of 5,000 posts is walked by most changes); they record into the ChangeSet of the change that is running,
 * and nothing outside `run` ever sees them.
 */
export class ChangeTracker {
  readonly #proxies = new WeakMap<object, object>()
  readonly #targets = new WeakMap<object, object>()
  #changes: ChangeSet | undefined
  #touched = new Set<PropertyKey>()

  /** The collections and database fields the last `run` changed (the store keeps its revision when only the audit trail did). */
  get touched(): ReadonlySet<PropertyKey> {
    return this.#touched
  }

  run<T>(data: Database, changes: ChangeSet, change: (data: Database) => T): T {
    this.#changes = changes
    this.#touched = new Set()
    try {
      return this.#unwrap(change(this.#root(data)))
    } finally {
      this.#changes = undefined
    }
  }

  /** A deep copy of JSON data; proxies a change left inside it are copied as their targets (structuredClone would throw). */
  #copy(value: unknown): unknown {
    if (typeof value !== 'object' || value === null) return value
    const target = this.#targets.get(value) ?? value
    if (Array.isArray(target)) return target.map((item) => this.#copy(item))
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(target)) copy[key] = this.#copy(item)
    return copy
  }

  #unwrap<V>(value: V): V {
    return typeof value === 'object' && value !== null ? ((this.#targets.get(value) as V) ?? value) : value
  }

  /** A proxy of `value` that calls `onWrite` before any change to it; a child gets `childWrite(child)`. */
  #wrap<V extends object>(value: V, onWrite: () => void, childWrite: (child: object) => () => void): V {
    const known = this.#proxies.get(value)
    if (known) return known as V
    const proxy = new Proxy(value, {
      get: (target, key) => {
        const child = Reflect.get(target, key)
        if (typeof child !== 'object' || child === null) return child
        const known = this.#proxies.get(child)
        if (known) return known
        const write = childWrite(child)
        return this.#wrap(child, write, () => write)
      },
      set: (target, key, next) => {
        onWrite()
        return Reflect.set(target, key, this.#unwrap(next))
      },
      deleteProperty: (target, key) => {
        onWrite()
        return Reflect.deleteProperty(target, key)
      },
      defineProperty: (target, key, descriptor) => {
        onWrite()
        return Reflect.defineProperty(target, key, 'value' in descriptor ? { ...descriptor, value: this.#unwrap(descriptor.value) } : descriptor)
      },
    })
    this.#proxies.set(value, proxy)
    this.#targets.set(proxy, value)
    return proxy
  }

  #collection(collection: Collection, list: Entity[]): Entity[] {
    // A push, splice or index assignment: keep the list as it was, once per write (additions, removals, undo).
    const listWrite = () => {
      const changes = this.#changes!
      this.#touched.add(collection)
      if (!changes.listsBefore.has(list)) changes.listsBefore.set(list, list.slice())
    }
    // Any change inside a record, at any depth, marks the record; the first one per write keeps a copy of it.
    const recordWrite = (record: object) => () => {
      const changes = this.#changes!
      this.#touched.add(collection)
      let ids = changes.changed.get(collection)
      if (!ids) changes.changed.set(collection, (ids = new Set()))
      ids.add((record as Entity).id)
      if (!changes.recordsBefore.has(record)) changes.recordsBefore.set(record, this.#copy(record) as object)
    }
    return this.#wrap(list, listWrite, recordWrite)
  }

  #root(data: Database): Database {
    const known = this.#proxies.get(data)
    if (known) return known as Database
    // The database's own fields: keep each one as it was, once per write.
    const fieldWrite = (key: PropertyKey) => {
      this.#touched.add(key)
      const fields = this.#changes!.fieldsBefore
      if (!fields.has(key)) fields.set(key, Reflect.getOwnPropertyDescriptor(data, key))
    }
    const root = new Proxy(data, {
      get: (target, key) => {
        const value = Reflect.get(target, key)
        return isCollection(key) ? this.#collection(key, value as Entity[]) : value
      },
      set: (target, key, next) => {
        fieldWrite(key)
        return Reflect.set(target, key, this.#unwrap(next))
      },
      deleteProperty: (target, key) => {
        fieldWrite(key)
        return Reflect.deleteProperty(target, key)
      },
      defineProperty: (target, key, descriptor) => {
        fieldWrite(key)
        return Reflect.defineProperty(target, key, 'value' in descriptor ? { ...descriptor, value: this.#unwrap(descriptor.value) } : descriptor)
      },
    })
    this.#proxies.set(data, root)
    this.#targets.set(root, data)
    return root
  }
}
