import { randomUUID } from 'node:crypto'
import type { Database } from '../../shared/schema/database.ts'
import { type GalleryChanges, type GalleryItem, galleryItemProblems } from '../../shared/schema/gallery.ts'
import { badRequest, notFound } from '../http-errors.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

type GalleryFields = Omit<GalleryItem, 'id' | 'order' | 'createdAt' | 'updatedAt'>

/** In the studio's order. Visitors get published items only. */
export function listGallery(store: Store, { includeDrafts }: { includeDrafts: boolean }): GalleryItem[] {
  return store.data.gallery.filter((item) => includeDrafts || item.published).sort((a, b) => a.order - b.order)
}

export function createGalleryItem(store: Store, fields: GalleryFields): Promise<GalleryItem> {
  return store.update((data) => {
    assertItemFits(data, fields)
    const now = timestamp()
    const item: GalleryItem = {
      id: randomUUID(),
      ...fields,
      order: Math.max(0, ...data.gallery.map((other) => other.order + 1)),
      createdAt: now,
      updatedAt: now,
    }
    data.gallery.push(item)
    return item
  })
}

/** The joined rules (before photo, consent, alt texts) are checked on the item as it would be after the change. */
export function updateGalleryItem(store: Store, id: string, fields: GalleryChanges): Promise<GalleryItem> {
  return store.update((data) => {
    const item = findOr404(data, id)
    const next: GalleryItem = { ...item }
    for (const [key, value] of Object.entries(fields)) {
      if (value === null) delete next[key as keyof GalleryItem]
      else if (value !== undefined) Object.assign(next, { [key]: value })
    }
    if (next.kind === 'healed') delete next.beforeImage
    assertItemFits(data, next)
    next.updatedAt = timestamp(item.updatedAt)
    for (const key of Object.keys(item) as (keyof GalleryItem)[]) if (!(key in next)) delete item[key]
    Object.assign(item, next)
    return item
  })
}

export function deleteGalleryItem(store: Store, id: string): Promise<void> {
  return store.update((data) => {
    const item = findOr404(data, id)
    data.gallery.splice(data.gallery.indexOf(item), 1)
  })
}

/** `ids` must name every item once; they then take that order. */
export function reorderGallery(store: Store, ids: string[]): Promise<GalleryItem[]> {
  return store.update((data) => {
    const known = new Set(data.gallery.map((item) => item.id))
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw badRequest('Send every gallery item once, in the new order', { ids: 'Every item, once each' })
    }
    ids.forEach((id, order) => {
      const item = data.gallery.find((candidate) => candidate.id === id)!
      if (item.order !== order) item.order = order
    })
    return [...data.gallery].sort((a, b) => a.order - b.order)
  })
}

function assertItemFits(data: Database, item: GalleryFields): void {
  const problems = galleryItemProblems(item)
  for (const field of ['beforeImage', 'afterImage'] as const) {
    const url = item[field]
    if (url && !data.images.some((image) => `/uploads/${image.name}` === url)) problems[field] ??= 'Choose an image from the media library'
  }
  const [first] = Object.values(problems)
  if (first) throw badRequest(first, problems)
}

function findOr404(data: Database, id: string): GalleryItem {
  const item = data.gallery.find((candidate) => candidate.id === id)
  if (!item) throw notFound('Gallery item not found')
  return item
}
