import { Router } from 'express'
import type { OperationName } from '#shared/api/operations.ts'
import { EDITOR_WRITES } from '#shared/api/roles.ts'
import type { AuditBy } from '../store/audit.ts'
import type { FieldsOf, OrderedCollectionStore } from '../store/ordered-collection.ts'
import type { Store } from '../store/store.ts'
import { type Access, type Handler, OK, forVisitors, operationRoutes } from './operation-route.ts'
import { requiredVersion } from './required-version.ts'

/** The operations of one ordered collection, by what they do: `{ list: 'listFaqs', create: 'createFaq', … }`. */
export interface OrderedOperations {
  list: OperationName
  create: OperationName
  reorder: OperationName
  update: OperationName
  remove: OperationName
}

/** What a handler here reads of its call: the input is parsed by the operation's schema before it gets here. */
interface CollectionCall {
  params: string[]
  input: unknown
  user: unknown
  by: AuditBy | undefined
}

/**
 * The routes of an ordered collection (services, questions, reviews, gallery items), made from its store
 * (server/store/ordered-collection.ts): visitors read what is shown, in `toPublic`'s form; staff (every role) read
 * every record, and those whose role may change them (EDITOR_WRITES: editors the gallery, only the owner the others)
 * manage them.
 */
export function orderedCollectionRoutes<R, Changes>(
  store: Store,
  records: OrderedCollectionStore<R, Changes>,
  operations: OrderedOperations,
  toPublic: (record: R) => unknown = (record) => record,
  /** Its updates name the version they were made from (428 without it; the gallery's). */
  { versionRequired = false }: { versionRequired?: boolean } = {},
): Router {
  const router = Router()
  // The operations' own types are the table's (shared/api/operations.ts); here they are one collection's of four.
  const route = operationRoutes(router, store) as unknown as (
    name: OperationName,
    access: Access | { role: Access; status: number },
    handler: Handler<OperationName, Access>,
  ) => void
  const call = (handler: (call: CollectionCall) => unknown) => handler as unknown as Handler<OperationName, Access>
  const manage: Access = EDITOR_WRITES.has(operations.create) ? 'staff' : 'owner'

  route(
    operations.list,
    'anyone',
    call(({ user }) => (user ? records.list(store, { all: true }) : forVisitors(records.list(store, { all: false }).map(toPublic)))),
  )
  route(
    operations.create,
    { role: manage, status: 201 },
    call(({ input, by }) => records.create(store, input as FieldsOf<R>, by)),
  )
  // Before '/<collection>/:id', which would take 'order' for an id.
  route(
    operations.reorder,
    manage,
    call(({ input: ids, by }) => records.reorder(store, ids as string[], by)),
  )
  route(
    operations.update,
    manage,
    call(({ params: [id], input, by }) => {
      const changes = input as Changes & { updatedAt?: string }
      if (versionRequired) requiredVersion(changes.updatedAt)
      return records.update(store, id!, changes, by)
    }),
  )
  route(
    operations.remove,
    manage,
    call(async ({ params: [id], by }) => {
      await records.remove(store, id!, by)
      return OK
    }),
  )
  return router
}
