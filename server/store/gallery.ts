import { randomUUID } from 'node:crypto'
import type { Database } from '#shared/schema/database.ts'
import { type GalleryChanges, type GalleryItem, galleryItemProblems } from '#shared/schema/gallery.ts'
import { uploadUrl } from '#shared/schema/upload-address.ts'
import { badRequest } from '../http-errors.ts'
import { staleSave } from './stale-save.ts'
import { type AuditBy, audit, auditTarget, changedParts } from './audit.ts'
import { timestamp } from './clock.ts'
import { findOr404, inOrder, nextOrder, type RecordFields, reorderRecords, replaceRecord, withChanges } from './ordered-records.ts'
import type { Store } from './store.ts'

type GalleryFields = RecordFields<GalleryItem>

/** The parts of a gallery item an audit entry names when they change. */
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
  return inOrder(store.data.gallery.filter((item) => includeDrafts || item.published))
}

/** `by`: who does it (the audit trail records it in the same write), here and below; none for the server's own changes. */
export function createGalleryItem(store: Store, fields: GalleryFields, by?: AuditBy): Promise<GalleryItem> {
  return store.update((data) => {
    assertItemFits(data, fields)
    const now = timestamp()
    const item: GalleryItem = {
      id: randomUUID(),
      ...fields,
      order: nextOrder(data.gallery),
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
 * `expectedUpdatedAt` is the version the editor loaded: when the item changed since, 409 and nothing changes.
 */
export function updateGalleryItem(store: Store, id: string, fields: GalleryChanges, expectedUpdatedAt?: string, by?: AuditBy): Promise<GalleryItem> {
  return store.update((data) => {
    const item = findItem(data, id)
    if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== item.updatedAt) {
      throw staleSave(data, { type: 'gallery', id: item.id }, 'This gallery item was changed by someone else since you opened it', item.updatedAt)
    }
    const next = withChanges(item, fields)
    if (next.kind === 'healed') delete next.beforeImage
    assertItemFits(data, next)
    next.updatedAt = timestamp(item.updatedAt)
    const action = next.published === item.published ? 'changed' : next.published ? 'published' : 'unpublished'
    audit(data, by, { action, target: galleryTarget(next), details: changedParts(item, next, GALLERY_PARTS) })
    return replaceRecord(item, next)
  })
}

export function deleteGalleryItem(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((data) => {
    const item = findItem(data, id)
    data.gallery.splice(data.gallery.indexOf(item), 1)
    audit(data, by, { action: 'deleted', target: galleryTarget(item) })
  })
}

/** `ids` must name every item once; they then take that order. */
export function reorderGallery(store: Store, ids: string[], by?: AuditBy): Promise<GalleryItem[]> {
  return store.update((data) => {
    const moved = reorderRecords(data.gallery, ids, 'Send every gallery item once')
    // A drop where it was changes nothing, and is not recorded.
    if (moved > 0) {
      const details = `${moved} ${moved === 1 ? 'item' : 'items'} moved`
      audit(data, by, { action: 'reordered', target: auditTarget('gallery', null, 'the gallery'), details })
    }
    return inOrder(data.gallery)
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

const findItem = (data: Database, id: string) => findOr404(data.gallery, id, 'Gallery item not found')
