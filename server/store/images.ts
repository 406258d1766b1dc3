import type { StoreData } from './transaction.ts'
import type { ImageRecord, ImageUse, MediaImage, MediaListQuery, MEDIA_SORTS } from '#shared/schema/image.ts'
import { uploadName, uploadUrl, uploadsIn, variantUrl } from '#shared/schema/upload-address.ts'
import { PAGE_CONTENT } from '#shared/schema/page-content.ts'
import { conflict, notFound } from '../http-errors.ts'
import { type AuditBy, audit, auditTarget } from './audit.ts'
import type { Store } from './store.ts'

export { uploadUrl, uploadsIn }

type MediaSort = (typeof MEDIA_SORTS)[number]

interface Index {
  revision: number
  byName: Map<string, ImageRecord>
  uses: Map<string, ImageUse[]>
}
const indexes = new WeakMap<Store, Index>()

/** Images by name and where each is used, worked out once per store revision (pages look images up while rendering). */
function indexOf(store: Store): Index {
  const known = indexes.get(store)
  if (known?.revision === store.revision) return known
  const byName = new Map(store.data.images.map((image) => [image.name, image]))
  const uses = new Map<string, ImageUse[]>()
  const note = (name: string, use: ImageUse) => {
    const list = uses.get(name) ?? []
    if (!list.some((other) => other.type === use.type && other.id === use.id)) list.push(use)
    uses.set(name, list)
  }
  for (const post of store.data.posts) {
    const use: ImageUse = { type: post.deletedAt ? 'trash' : 'post', id: post.id, title: post.title }
    for (const name of uploadsIn(`${post.featuredImage}\n${post.content}\n${post.markdown ?? ''}`)) note(name, use)
  }
  for (const item of store.data.gallery) {
    const use: ImageUse = { type: 'gallery', id: item.id, title: item.caption.en || item.alt.en || `Gallery item (${item.service})` }
    for (const url of [item.beforeImage, item.afterImage]) {
      const name = url && uploadName(url)
      if (name) note(name, use)
    }
  }
  const { team = [], ...settings } = store.data.studio ?? {}
  for (const member of team) {
    for (const name of uploadsIn(JSON.stringify(member))) note(name, { type: 'team', id: member.id, title: `Headshot of ${member.name}` })
  }
  // Read as text, whatever their shape: an image a page or the settings name anywhere (a hero photo, a logo) counts.
  for (const name of uploadsIn(JSON.stringify(settings))) note(name, { type: 'settings', id: 'studio', title: 'Studio settings' })
  for (const page of store.data.pages) {
    for (const name of uploadsIn(JSON.stringify([page.en, page.es]))) note(name, { type: 'page', id: page.id, title: pageTitle(page.id) })
    // Apart from the texts: a hero photo has a minimum width the media library checks.
    for (const name of uploadsIn(JSON.stringify(page.heroPhoto ?? null))) note(name, { type: 'hero', id: page.id, title: pageTitle(page.id) })
  }
  for (const page of store.data.addedPages) {
    for (const name of uploadsIn(JSON.stringify(page.sections))) note(name, { type: 'page', id: page.id, title: page.title.en })
  }
  const index = { revision: store.revision, byName, uses }
  indexes.set(store, index)
  return index
}

/** A page's name as the console shows it ("Home", "Header & footer"). */
export const pageTitle = (id: string) => PAGE_CONTENT.find((page) => page.id === id)?.label ?? id

export function findImage(store: Store, name: string): ImageRecord | undefined {
  return indexOf(store).byName.get(name)
}

/** Whether `url` is the address of an image in the media library. */
export function isInLibrary(store: Store, url: string): boolean {
  const name = uploadName(url)
  return name !== undefined && findImage(store, name) !== undefined
}

export function imageUses(store: Store, name: string): ImageUse[] {
  return indexOf(store).uses.get(name) ?? []
}

const byCreation = (a: ImageRecord, b: ImageRecord) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)
const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const ORDER: Record<MediaSort, (a: ImageRecord, b: ImageRecord) => number> = {
  newest: (a, b) => byCreation(b, a),
  oldest: byCreation,
  name: (a, b) => names.compare(a.originalName || a.name, b.originalName || b.name),
  size: (a, b) => b.bytes - a.bytes || byCreation(b, a),
}

/**
 * The media library's view (`MediaListQuery`): the images that match, in its order, one page of them, and how many
 * match in all. Only the page's images are made into answers (their uses, their thumbnail address).
 */
export function listMediaImages(store: Store, query: MediaListQuery = {}): { images: MediaImage[]; total: number } {
  const words = query.q?.toLowerCase()
  const named = query.names && new Set(query.names)
  const matching = store.data.images.filter((image) => {
    if (named && !named.has(image.name)) return false
    if (words && ![image.originalName, image.name, image.alt].some((text) => text.toLowerCase().includes(words))) return false
    if (query.type && image.name.slice(image.name.lastIndexOf('.') + 1) !== query.type) return false
    if (query.alt === 'missing' && image.alt.trim() !== '') return false
    if (query.use && imageUses(store, image.name).length > 0 !== (query.use === 'used')) return false
    return true
  })
  matching.sort(ORDER[query.sort ?? 'newest'])
  const offset = query.offset ?? 0
  const page = matching.slice(offset, query.limit === undefined ? undefined : offset + query.limit)
  return { images: page.map((image) => toMediaImage(store, image)), total: matching.length }
}

/** The library's images that `filter` takes, in the order they were recorded. */
export function imagesWhere(store: Store, filter: (image: ImageRecord) => boolean): ImageRecord[] {
  return store.data.images.filter(filter)
}

/** Whether an image record has this id. */
export function hasImageId(store: Store, id: string): boolean {
  return store.data.images.some((image) => image.id === id)
}

/** The image whose uploaded bytes had this hash, or (images from before the hash was kept) whose served file has `fileHash`. */
export function findImageByHash(store: Store, hashes: { sourceHash?: string; fileHash?: string }): ImageRecord | undefined {
  return store.data.images.find(
    (image) => (hashes.sourceHash && image.sourceHash === hashes.sourceHash) || (hashes.fileHash && image.fileHash === hashes.fileHash),
  )
}

/** Records the served files' hashes worked out on start for images that have none (`hashes`: name to hash). */
export function setFileHashes(store: Store, hashes: Map<string, string>): Promise<void> {
  return store.update((tx) => {
    for (const image of tx.data.images) {
      const hash = hashes.get(image.name)
      if (hash && !image.fileHash) tx.put('images', { ...image, fileHash: hash })
    }
  })
}

export function toMediaImage(store: Store, image: ImageRecord): MediaImage {
  const thumbnailWidth = image.variants[0]
  return {
    url: uploadUrl(image.name),
    name: image.name,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    alt: image.alt,
    createdAt: image.createdAt,
    originalName: image.originalName,
    placeholder: image.placeholder,
    ready: image.animated || image.variants.length > 0,
    thumbnailUrl: thumbnailWidth ? variantUrl(image.id, thumbnailWidth, 'webp') : uploadUrl(image.name),
    usedBy: imageUses(store, image.name),
  }
}

const imageTarget = (image: ImageRecord) => auditTarget('image', image.name, image.originalName || image.name)

/**
 * `by`: who uploads it (recorded in the same write); none for the server's own (older uploads adopted on start). Two
 * uploads of the same file at once both miss the library; the second finds the first here and answers it instead
 * (`reused`: its own file is the caller's to remove).
 */
export function addImage(store: Store, image: ImageRecord, by?: AuditBy): Promise<ImageRecord & { reused?: true }> {
  return store.update((tx) => {
    const same = image.sourceHash ? tx.data.images.find((other) => other.sourceHash === image.sourceHash) : undefined
    if (same) return { ...same, reused: true as const }
    audit(tx, by, { action: 'uploaded', target: imageTarget(image) })
    return tx.put('images', image)
  })
}

/** Records the derivatives made; false when the image was deleted meanwhile (the caller removes the files). */
export function setImageVariants(store: Store, id: string, widths: number[]): Promise<boolean> {
  return store.update((tx) => {
    const image = tx.data.images.find((candidate) => candidate.id === id)
    if (!image) return false
    tx.put('images', { ...image, variants: widths })
    return true
  })
}

export function setImageAlt(store: Store, name: string, alt: string, by?: AuditBy): Promise<ImageRecord> {
  return store.update((tx) => {
    const image = findOr404(tx.data, name)
    audit(tx, by, { action: 'changed', target: imageTarget(image), details: 'description (alt text)' })
    return tx.put('images', { ...image, alt })
  })
}

/**
 * Removes the record; refused with 409 while anything in the store uses the image, or while one of `kept` does (the
 * earlier versions that name it: server/images/image-references.ts).
 */
export function removeImage(store: Store, name: string, by?: AuditBy, kept: ImageUse[] = []): Promise<ImageRecord> {
  return store.update((tx) => {
    const image = findOr404(tx.data, name)
    const uses = [...imageUses(store, name), ...kept]
    if (uses.length > 0) {
      throw conflict(`This image is still used by ${uses.map(useText).join(', ')}. Remove it there first.`, {
        usedBy: uses.map(useText).join(', '),
      })
    }
    tx.remove('images', image.id)
    audit(tx, by, { action: 'deleted', target: imageTarget(image) })
    return image
  })
}

/** How a refusal names a use: "the post “Brow care”", "an earlier version of the Home page". */
function useText(use: ImageUse): string {
  switch (use.type) {
    case 'post':
      return `the post “${use.title}”`
    case 'trash':
      return `the post “${use.title}” in Trash`
    case 'gallery':
      return `the gallery item “${use.title}”`
    case 'team':
      return `the team’s “${use.title}”`
    case 'page':
      return `the ${use.title} page`
    case 'hero':
      return `the hero photo of the ${use.title} page`
    case 'revision':
      return use.title
    case 'settings':
      return 'the studio settings'
  }
}

function findOr404(data: StoreData, name: string): ImageRecord {
  const image = data.images.find((candidate) => candidate.name === name)
  if (!image) throw notFound('Image not found')
  return image
}
