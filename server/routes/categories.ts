import { Router } from 'express'
import { createCategory, deleteCategory, listCategories, updateCategory } from '../store/categories.ts'
import type { Store } from '../store/store.ts'
import { OK, operationRoutes } from './operation-route.ts'
import { requiredVersion } from './required-version.ts'

/** The blog's categories: anyone lists them; every role manages them, as posts. */
export function categoryRoutes(store: Store): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  route('listCategories', 'anyone', () => listCategories(store))
  route('createCategory', { role: 'staff', status: 201 }, ({ input, by }) => createCategory(store, input, by))
  route('updateCategory', 'staff', ({ params: [id], input: { updatedAt, ...fields }, by }) => updateCategory(store, id, fields, requiredVersion(updatedAt), by))
  route('deleteCategory', 'staff', async ({ params: [id], by }) => {
    await deleteCategory(store, id, by)
    return OK
  })

  return router
}
