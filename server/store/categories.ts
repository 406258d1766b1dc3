import { randomUUID } from 'node:crypto'
import type { Category } from '../../shared/schema/category.ts'
import type { Database } from '../../shared/schema/database.ts'
import { conflict, notFound } from '../http-errors.ts'
import type { Store } from './store.ts'

type CategoryFields = Omit<Category, 'id'>

export function listCategories(store: Store): Category[] {
  return [...store.data.categories].sort((a, b) => a.name.localeCompare(b.name))
}

export function categoryExists(store: Store, name: string): boolean {
  return store.data.categories.some((category) => category.name === name)
}

export function createCategory(store: Store, fields: CategoryFields): Promise<Category> {
  return store.update((data) => {
    assertUnique(data, fields)
    const category: Category = { id: randomUUID(), ...fields }
    data.categories.push(category)
    return category
  })
}

/** Renaming a category renames it in every post in the same write (posts name their category, SPEC §3). */
export function updateCategory(store: Store, id: string, fields: CategoryFields): Promise<Category> {
  return store.update((data) => {
    const category = findOr404(data, id)
    assertUnique(data, fields, id)
    if (category.name !== fields.name) {
      for (const post of data.posts) if (post.category === category.name) post.category = fields.name
    }
    Object.assign(category, fields)
    return category
  })
}

export function deleteCategory(store: Store, id: string): Promise<void> {
  return store.update((data) => {
    const category = findOr404(data, id)
    const used = data.posts.filter((post) => post.category === category.name).length
    if (used > 0) {
      throw conflict(
        `${used} ${used === 1 ? 'post uses' : 'posts use'} the category "${category.name}". ` +
          'Move them to another category before deleting it.',
      )
    }
    data.categories.splice(data.categories.indexOf(category), 1)
  })
}

function findOr404(data: Database, id: string): Category {
  const category = data.categories.find((candidate) => candidate.id === id)
  if (!category) throw notFound('Category not found')
  return category
}

function assertUnique(data: Database, fields: CategoryFields, exceptId?: string): void {
  for (const other of data.categories) {
    if (other.id === exceptId) continue
    if (other.slug === fields.slug) {
      throw conflict(`A category with the slug "${fields.slug}" already exists`, { slug: 'This slug is already used' })
    }
    if (other.name.toLowerCase() === fields.name.toLowerCase()) {
      throw conflict(`A category named "${fields.name}" already exists`, { name: 'This name is already used' })
    }
  }
}
