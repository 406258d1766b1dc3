import { randomUUID } from 'node:crypto'
import type { Database } from '../../shared/schema/database.ts'
import { type GalleryChanges, type GalleryItem, galleryItemProblems } from '../../shared/schema/gallery.ts'
import { uploadUrl } from '../../shared/schema/upload-address.ts'
import { badRequest, notFound } from '../http-errors.ts'
import { staleSave } from './stale-save.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

type GalleryFields = Omit<GalleryItem, 'id' | 'order' | 'createdAt' | 'updatedAt'>

/** The parts of a gallery item an audit entry names when they change (issue #17). */
const GALLERY_PARTS: Partial<Record<keyof GalleryItem, string>> = {
  kind: 'kind',
  service: 'treatment',
  beforeImage: 'photos',
  afterImage: 'photos',
  caption: 'caption',
  alt: 'description',
  weeksHealed: 'weeks healed',
  artist: 'artist',
  consent: 'consent',
  consentDate: 'consent',
}

/** An item has no title: its English caption, else its description, else what it shows. */
function galleryTarget(item: GalleryItem) {
  const label = item.caption.en || item.alt.en || `${item.service}, ${item.kind === 'healed' ? 'healed' : 'before and after'}`
  return auditTarget('gallery', item.id, label)
}

/** In the studio's order. Visitors get published items only. */
export function listGallery(store: Store, { includeDrafts }: { includeDrafts: boolean }): GalleryItem[] {
  return store.data.gallery.filter((item) => includeDrafts || item.published).sort((a, b) => a.order - b.order)
}

/** `by`: who does it (issue #17: recorded in the same write), here and below; none for the server's own changes. */
export function createGalleryItem(store: Store, fields: GalleryFields, by?: AuditBy): Promise<GalleryItem> {
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
    audit(data, by, { action: 'created', target: galleryTarget(item), details: item.published ? 'published' : 'draft' })
    return item
  })
}

/**
 * The joined rules (before photo, consent, alt texts) are checked on the item as it would be after the change.
 * `expectedUpdatedAt` is the version the editor loaded (issue 29): when the item changed since, 409 and nothing changes.
 */
export function updateGalleryItem(store: Store, id: string, fields: GalleryChanges, expectedUpdatedAt?: string, by?: AuditBy): Promise<GalleryItem> {
  return store.update((data) => {
    const item = findOr404(data, id)
    if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== item.updatedAt) {
      throw staleSave(data, { type: 'gallery', id: item.id }, 'This gallery item was changed by someone else since you opened it', item.updatedAt)
    }
    const next: GalleryItem = { ...item }
    for (const [key, value] of Object.entries(fields)) {
      if (value === null) delete next[key as keyof GalleryItem]
      else if (value !== undefined) Object.assign(next, { [key]: value })
    }
    if (next.kind === 'healed') delete next.beforeImage
    assertItemFits(data, next)
    next.updatedAt = timestamp(item.updatedAt)
    const action = next.published === item.published ? 'changed' : next.published ? 'published' : 'unpublished'
    audit(data, by, { action, target: galleryTarget(next), details: changedParts(item, next, GALLERY_PARTS) })
    for (const key of Object.keys(item) as (keyof GalleryItem)[]) if (!(key in next)) delete item[key]
    Object.assign(item, next)
    return item
  })
}

export function deleteGalleryItem(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((data) => {
    const item = findOr404(data, id)
    data.gallery.splice(data.gallery.indexOf(item), 1)
    audit(data, by, { action: 'deleted', target: galleryTarget(item) })
  })
}

/** `ids` must name every item once; they then take that order. */
export function reorderGallery(store: Store, ids: string[], by?: AuditBy): Promise<GalleryItem[]> {
  return store.update((data) => {
    const known = new Set(data.gallery.map((item) => item.id))
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw badRequest('Send every gallery item once, in the new order', { ids: 'Every item, once each' })
    }
    let moved = 0
    ids.forEach((id, order) => {
      const item = data.gallery.find((candidate) => candidate.id === id)!
      if (item.order !== order) {
        item.order = order
        moved += 1
      }
    })
    // A drop where it was changes nothing, and is not recorded.
    if (moved > 0) {
      const details = `${moved} ${moved === 1 ? 'item' : 'items'} moved`
      audit(data, by, { action: 'reordered', target: auditTarget('gallery', null, 'the gallery'), details })
    }
    return [...data.gallery].sort((a, b) => a.order - b.order)
  })
}

function assertItemFits(data: Database, item: GalleryFields): void {
  const problems = galleryItemProblems(item)
  for (const field of ['beforeImage', 'afterImage'] as const) {
    const url = item[field]
    if (url && !data.images.some((image) => uploadUrl(image.name) === url)) problems[field] ??= 'Choose an image from the media library'
  }
  const [first] = Object.values(problems)
  if (first) throw badRequest(first, problems)
}

function findOr404(data: Database, id: string): GalleryItem {
  const item = data.gallery.find((candidate) => candidate.id === id)
  if (!item) throw notFound('Gallery item not found')
  return item
}
