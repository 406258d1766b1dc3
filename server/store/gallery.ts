import { type GalleryChanges, type GalleryItem, galleryItemProblems } from '#shared/schema/gallery.ts'
import { uploadUrl } from '#shared/schema/upload-address.ts'
import { badRequest } from '../http-errors.ts'
import { auditTarget } from './audit.ts'
import { type FieldsOf, orderedCollection } from './ordered-collection.ts'
import { assertKnownService } from './services.ts'
import type { Store } from './store.ts'
import type { StoreData } from './transaction.ts'

type GalleryFields = FieldsOf<GalleryItem>

/** An item has no title: its English caption, else its description, else what it shows. */
function galleryTarget(item: GalleryItem) {
  const label = item.caption.en || item.alt.en || `${item.service}, ${item.kind === 'healed' ? 'healed' : 'before and after'}`
  return auditTarget('gallery', item.id, label)
}

/**
 * The before/after gallery and healed results. The joined rules (before photo, consent, alt texts, photos from the
 * media library, one of the studio's services) are checked on the item as it would be after the change.
 */
export const galleryCollection = orderedCollection<'gallery', GalleryChanges>({
  collection: 'gallery',
  type: 'gallery',
  noun: ['item', 'items'],
  listLabel: 'the gallery',
  everyOnce: 'Send every gallery item once',
  notFound: 'Gallery item not found',
  staleMessage: 'This gallery item was changed by someone else since you opened it',
  parts: {
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
  },
  target: galleryTarget,
  shown: (item) => item.published,
  shownWords: ['published', 'draft'],
  check: assertItemFits,
  normalize: ({ beforeImage, ...item }) => (item.kind === 'healed' ? item : { ...item, beforeImage }),
})

/** In the studio's order. Visitors get published items only. */
export function listGallery(store: Store, { includeDrafts }: { includeDrafts: boolean }): GalleryItem[] {
  return galleryCollection.list(store, { all: includeDrafts })
}

function assertItemFits(data: StoreData, item: GalleryFields): void {
  assertKnownService(data, item.service)
  const problems = galleryItemProblems(item)
  for (const field of ['beforeImage', 'afterImage'] as const) {
    const url = item[field]
    if (url && !data.images.some((image) => uploadUrl(image.name) === url)) problems[field] ??= 'Choose an image from the media library'
  }
  const [first] = Object.values(problems)
  if (first) throw badRequest(first, problems)
}
