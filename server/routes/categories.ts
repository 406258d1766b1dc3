import { Router } from 'express'
import { CategoryInputSchema, CategoryUpdateSchema } from '../../shared/schema/category.ts'
import { IdSchema } from '../../shared/schema/common.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../security/session.ts'
import { createCategory, deleteCategory, listCategories, updateCategory } from '../store/categories.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'

export function categoryRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store) // issue #13: every role (owner, editor); categories go with posts

  router.get('/blog/categories', (_req, res) => {
    res.json(listCategories(store))
  })

  router.post('/blog/categories', admin, async (req, res) => {
    res.status(201).json(await createCategory(store, parseOr400(CategoryInputSchema, req.body), requestBy(req, res)))
  })

  router.patch('/blog/categories/:id', admin, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    const { updatedAt, ...fields } = parseOr400(CategoryUpdateSchema, req.body)
    res.json(await updateCategory(store, id, fields, updatedAt, requestBy(req, res)))
  })

  router.delete('/blog/categories/:id', admin, async (req, res) => {
    await deleteCategory(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
