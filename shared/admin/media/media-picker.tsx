import { useState } from 'react'
import type { MediaImage } from '../../schema/image.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { formatDimensions } from '../ui/format.ts'
import { SearchBox } from '../ui/search-box.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'

/** The words an image is found by: its alt text, the name it was uploaded with, its file name. */
export function mediaTitle(image: Pick<MediaImage, 'alt' | 'originalName' | 'name'>): string {
  return image.alt || image.originalName || image.name
}

/**
 * Issue #11: picks an image already in the media library (for a post's featured image, the editor's image, a
 * gallery photo), so one upload serves many places. Loads the library fresh each time it opens.
 */
export function MediaPickerDialog({ onPick, onClose }: { onPick(image: MediaImage): void; onClose(): void }) {
  const { api } = useAdmin()
  const images = useResource(() => api.listImages())
  const [query, setQuery] = useState('')
  const words = query.trim().toLowerCase()
  const shown = (images.data ?? []).filter((image) => !words || [image.alt, image.originalName, image.name].some((text) => text.toLowerCase().includes(words)))

  return (
    <Dialog title="Choose from the library" onClose={onClose} size="large">
      <SearchBox className="adm-media-picker__search" label="Find an image" placeholder="Find by alt text or file name" value={query} onChange={setQuery} />
      <ResourceState
        resource={images}
        loadingText="Loading the media library..."
        errorTitle="Could not load the media library"
        empty={shown.length === 0}
        emptyText={words ? 'No image matches' : 'The media library is empty'}
        emptyDetail={words ? undefined : 'Upload an image first; every upload is kept in the library.'}
      >
        <ul className="adm-media-picker" aria-label="Images in the library">
          {shown.map((image) => (
            <li key={image.name}>
              <button type="button" className="adm-media-pick" onClick={() => onPick(image)}>
                <img src={image.thumbnailUrl} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
                <span className="adm-media-pick__name">{mediaTitle(image)}</span>
                <span className="adm-media-pick__size">{formatDimensions(image.width, image.height)}</span>
              </button>
            </li>
          ))}
        </ul>
      </ResourceState>
      <div className="adm-dialog__actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  )
}
