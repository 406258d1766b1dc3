import type { Router } from 'express'
import { serviceCollection } from '../store/services.ts'
import type { Store } from '../store/store.ts'
import { orderedCollectionRoutes } from './ordered-collection-routes.ts'

/** The studio's services (decision 024). Visitors read the shown ones; staff read them all; the owner manages them. */
export function serviceRoutes(store: Store): Router {
  return orderedCollectionRoutes(store, serviceCollection, {
    list: 'listServices',
    create: 'createService',
    reorder: 'reorderServices',
    update: 'updateService',
    remove: 'deleteService',
  })
}
