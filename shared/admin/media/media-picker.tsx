import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MediaImage } from '#shared/schema/image.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { formatDimensions } from '../ui/format.ts'
import { SearchBox } from '../ui/search-box.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useResource } from '../ui/use-resource.ts'
import { useLibraryWords } from './library-words.ts'

/** The words an image is found by: its alt text, the name it was uploaded with, its file name. */
export function mediaTitle(image: Pick<MediaImage, 'alt' | 'originalName' | 'name'>): string {
  return image.alt || image.originalName || image.name
}

/** The newest images the picker shows; typing searches the whole library on the server. */
const PICKER_LIMIT = 96
const SEARCH_DELAY_MS = 300

/**
 * Picks an image already in the media library (for a post's featured image, the editor's image, a gallery photo, a
 * hero photo), so one upload serves many places. Loads the library fresh each time it opens.
 */
export function MediaPickerDialog({ onPick, onClose }: { onPick(image: MediaImage): void; onClose(): void }) {
  const { t } = useTranslation('media')
  const { api } = useAdmin()
  const [query, setQuery] = useState('')
  const [words, setWords] = useState('')
  const images = useResource(() => api.listImagesPage({ q: words.trim() || undefined, limit: PICKER_LIMIT }))
  const shown = images.data?.images ?? []
  const listWords = useLibraryWords('picker', Boolean(words.trim()))
  const total = images.data?.total ?? 0

  useEffect(() => {
    if (query === words) return
    const timer = setTimeout(() => setWords(query), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [query, words])
  const reload = images.reload
  const searched = useRef(words)
  useEffect(() => {
    if (searched.current === words) return
    searched.current = words
    void reload()
  }, [words, reload])

  return (
    <Dialog title={t('picker.title')} onClose={onClose} size="large">
      <SearchBox className="adm-media-picker__search" label={t('picker.search')} placeholder={t('picker.placeholder')} value={query} onChange={setQuery} />
      <ResourceState resource={images} empty={shown.length === 0} words={listWords}>
        <ul className="adm-media-picker" aria-label={t('picker.label')}>
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
        {total > shown.length && <p className="adm-hint">{t('picker.more', { shown: shown.length, total })}</p>}
      </ResourceState>
      <div className="adm-dialog__actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={onClose}>
          {t('picker.cancel')}
        </button>
      </div>
    </Dialog>
  )
}
