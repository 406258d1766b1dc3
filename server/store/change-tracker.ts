import type { Database } from '../../shared/schema/database.ts'

export const COLLECTIONS = ['posts', 'categories', 'inquiries', 'users', 'images', 'gallery'] as const
export type Collection = (typeof COLLECTIONS)[number]

/** What the changes since the last write touched; the store's journal line is made from it. */
export class ChangeSet {
  /** Ids of records that were changed in place (any depth). */
  readonly changed = new Map<Collection, Set<string>>()
  /** The ids each collection held before its first push, splice or assignment, for finding additions and removals. */
  readonly idsBefore = new Map<Collection, Set<string>>()
  /** Something replaced a whole collection or the database's own fields: only a full rewrite records that. */
  rewrite = false

  get isEmpty(): boolean {
    return !this.rewrite && this.changed.size === 0 && this.idsBefore.size === 0
  }
}

type Entity = { id: string }

/**
 * Runs changes on the data through proxies that note, in a ChangeSet, which records each change touched, added or
 * removed, so the store can append just those to its journal instead of rewriting the whole file. Every way of
 * changing the data is seen (assignment, delete, array methods, at any depth), so a change needs no bookkeeping
 * of its own. The proxies are made once per object and kept (a store of 5,000 posts is walked by most changes);
 * they record into the ChangeSet of the change that is running, and nothing outside `run` ever sees them.
 */
export class ChangeTracker {
  readonly #proxies = new WeakMap<object, object>()
  readonly #targets = new WeakMap<object, object>()
  #changes: ChangeSet | undefined

  run<T>(data: Database, changes: ChangeSet, change: (data: Database) => T): T {
    this.#changes = changes
    try {
      return this.#unwrap(change(this.#root(data)))
    } finally {
      this.#changes = undefined
    }
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
    // A push, splice or index assignment: note the ids held before, once per write, for additions and removals.
    const listWrite = () => {
      const changes = this.#changes!
      if (!changes.idsBefore.has(collection)) changes.idsBefore.set(collection, new Set(list.map((record) => record.id)))
    }
    // Any change inside a record, at any depth, marks the record.
    const recordWrite = (record: object) => () => {
      const changes = this.#changes!
      let ids = changes.changed.get(collection)
      if (!ids) changes.changed.set(collection, (ids = new Set()))
      ids.add((record as Entity).id)
    }
    return this.#wrap(list, listWrite, recordWrite)
  }

  #root(data: Database): Database {
    const known = this.#proxies.get(data)
    if (known) return known as Database
    const rewrite = () => {
      this.#changes!.rewrite = true
    }
    const root = new Proxy(data, {
      get: (target, key) => {
        const value = Reflect.get(target, key)
        return COLLECTIONS.includes(key as Collection) ? this.#collection(key as Collection, value as Entity[]) : value
      },
      set: (target, key, next) => {
        rewrite()
        return Reflect.set(target, key, this.#unwrap(next))
      },
      deleteProperty: (target, key) => {
        rewrite()
        return Reflect.deleteProperty(target, key)
      },
    })
    this.#proxies.set(data, root)
    this.#targets.set(root, data)
    return root
  }
}
