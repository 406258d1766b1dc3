import { randomUUID } from 'node:crypto'
import type { Category } from '#shared/schema/category.ts'
import { conflict, notFound } from '../http-errors.ts'
import { staleSave } from './stale-save.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'
import type { StoreData } from './transaction.ts'

/** The fields an editor sets; the store owns id and the version. */
type CategoryFields = Omit<Category, 'id' | 'updatedAt'>

/** Besides its name (said with the old one), the parts of a category an audit entry names when they change. */
const CATEGORY_PARTS: Partial<Record<keyof Category, string>> = { slug: 'address', description: 'description' }
const categoryTarget = (category: Category) => auditTarget('category', category.id, category.name)

export function listCategories(store: Store): Category[] {
  return [...store.data.categories].sort((a, b) => a.name.localeCompare(b.name))
}

export function hasCategory(store: Store, slug: string): boolean {
  return store.data.categories.some((category) => category.slug === slug)
}

/** `by`: who does it (the audit trail records it in the same write), here and below; none for the server's own changes. */
export function createCategory(store: Store, fields: CategoryFields, by?: AuditBy): Promise<Category> {
  return store.update((tx) => {
    assertUnique(tx.data, fields)
    const category: Category = { id: randomUUID(), ...fields, updatedAt: timestamp() }
    audit(tx, by, { action: 'created', target: categoryTarget(category) })
    return tx.put('categories', category)
  })
}

/**
 * Renaming a category renames it in every post in the same write (posts name their category by its name).
 * `expectedUpdatedAt` is the version the editor loaded: when the category changed since, 409 and nothing
 * changes; without it the save goes over whatever is stored (an API client may send none).
 */
export function updateCategory(store: Store, id: string, fields: CategoryFields, expectedUpdatedAt?: string, by?: AuditBy): Promise<Category> {
  return store.update((tx) => {
    const { data } = tx
    const category = findOr404(data, id)
    assertCurrent(data, category, expectedUpdatedAt)
    assertUnique(data, fields, id)
    const renamed = category.name === fields.name ? '' : `name (was “${category.name}”)`
    const details = [renamed, changedParts(category, { ...category, ...fields }, CATEGORY_PARTS)].filter(Boolean).join(', ')
    audit(tx, by, { action: 'changed', target: categoryTarget({ ...category, ...fields }), details })
    if (category.name !== fields.name) {
      for (const post of data.posts) if (post.category === category.name) tx.put('posts', { ...post, category: fields.name })
    }
    return tx.put('categories', { ...category, ...fields, updatedAt: timestamp(category.updatedAt) })
  })
}

export function deleteCategory(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((tx) => {
    const { data } = tx
    const category = findOr404(data, id)
    const users = data.posts.filter((post) => post.category === category.name)
    const used = users.length
    if (used > 0) {
      // Posts in Trash count (they come back with their category); saying so spares a search for them.
      const trashed = users.filter((post) => post.deletedAt).length
      const inTrash = trashed === 0 ? '' : trashed === used ? (used === 1 ? ' (in Trash)' : ' (all in Trash)') : ` (${trashed} of them in Trash)`
      throw conflict(
        `${used} ${used === 1 ? 'post uses' : 'posts use'} the category "${category.name}"${inTrash}. ` + 'Move them to another category before deleting it.',
      )
    }
    tx.remove('categories', id)
    audit(tx, by, { action: 'deleted', target: categoryTarget(category) })
  })
}

function findOr404(data: StoreData, id: string): Category {
  const category = data.categories.find((candidate) => candidate.id === id)
  if (!category) throw notFound('Category not found')
  return category
}

function assertCurrent(data: StoreData, category: Category, expectedUpdatedAt: string | undefined): void {
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== category.updatedAt) {
    throw staleSave(data, { type: 'category', id: category.id }, 'This category was changed by someone else since you opened it', category.updatedAt)
  }
}

function assertUnique(data: StoreData, fields: CategoryFields, exceptId?: string): void {
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
