import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#shared/api/api-error.ts'
import { MEDIA_SORTS, MEDIA_TYPES, type ImageUse, type MediaImage, type MediaListOptions } from '#shared/schema/image.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { UploadIcon } from '../ui/icons.tsx'
import { SearchBox } from '../ui/search-box.tsx'
import { ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'
import { usePreference } from '../ui/use-preference.ts'
import { useResource } from '../ui/use-resource.ts'
import { IMAGE_ACCEPT } from './image-check.ts'
import { MediaDetails } from './media-details.tsx'
import { mediaTitle } from './media-picker.tsx'
import { MediaGrid, MediaTable } from './media-views.tsx'
import { BulkBar, BulkProblem, SelectAll, usePageSelection } from '../ui/bulk-selection.tsx'
import { useImageUpload } from './use-image-upload.ts'
import { UploadProblem } from './upload-problem.tsx'
import { useFileDrop } from './use-file-drop.ts'
import { useLibraryWords } from './library-words.ts'

const LAYOUT_KEY = 'belleza-admin:media-layout'
const SEARCH_DELAY_MS = 300
/** A page of the library: about a dozen rows of the grid at 1440 px. */
const PAGE_SIZE = 96
/** While an image's sizes are being made, the page asks again this often, and stops once every one is ready. */
const PROCESSING_POLL_MS = 2000

type MediaFilter = Pick<MediaListOptions, 'use' | 'type' | 'alt'>

/**
 * The media library at any size: search (name, alt text), filters (used or not, type, missing alt text), sort and
 * pages are worked out on the server; a dense grid or a list (the choice is remembered); select several and delete the
 * unused ones (the used ones are kept, and the answer says where they are used); upload with the button or by drop.
 */
export function MediaSection() {
  const { t } = useTranslation('media')
  const { api } = useAdmin()
  const { showError } = useConsole()
  const confirm = useConfirm()
  const toast = useToast()
  const [search, setSearch] = useState('')
  const [words, setWords] = useState('')
  const [filter, setFilter] = useState<MediaFilter>({})
  const [sort, setSort] = useState<(typeof MEDIA_SORTS)[number]>('newest')
  const [page, setPage] = useState(0)
  const [layout, setLayout] = usePreference(LAYOUT_KEY, ['grid', 'list'])
  const query: MediaListOptions = { ...filter, q: words.trim() || undefined, sort, limit: PAGE_SIZE, offset: page * PAGE_SIZE }
  const queryKey = JSON.stringify(query)
  const images = useResource(() => api.listImagesPage(query))
  const { send, uploading, problem, detail } = useImageUpload()
  const input = useRef<HTMLInputElement>(null)
  const { dragging, handlers: dropHandlers } = useFileDrop((files) => void uploadFiles([...files]))
  const { busy: deleting, change } = useItemChange(images.reload)
  const [opened, setOpened] = useState<string | undefined>()
  const [bulkBusy, setBulkBusy] = useState(false)
  const [bulkProblem, setBulkProblem] = useState<string[] | null>(null)
  /** The server's refusal per image, shown in its details until the next try. */
  const [refusals, setRefusals] = useState<Record<string, string>>({})
  const filterId = useId()
  const shown = images.data?.images ?? []
  const total = images.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const {
    selected,
    setSelected,
    chosen,
    choose: check,
    selectAll: selectAllState,
  } = usePageSelection({
    shown,
    keyOf: (image) => image.name,
    queryKey,
    reload: images.reload,
  })
  const openedImage = shown.find((image) => image.name === opened)
  const filtered = Boolean(words.trim() || filter.use || filter.type || filter.alt)
  const listWords = useLibraryWords('list', filtered)

  const reload = images.reload

  // Typing searches once the person pauses.
  useEffect(() => {
    if (search === words) return
    const timer = setTimeout(() => {
      setWords(search)
      setPage(0)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [search, words])

  // "Processing" ends by itself: while an image shown has no sizes yet, the page asks again.
  const processing = shown.some((image) => !image.ready)
  useEffect(() => {
    if (!processing) return
    const timer = setTimeout(() => void reload(), PROCESSING_POLL_MS)
    return () => clearTimeout(timer)
  }, [processing, images.data, reload])

  const choose = (next: Partial<MediaFilter>) => {
    setFilter((current) => ({ ...current, ...next }))
    setPage(0)
  }

  /** "Post: Brow care · Gallery: Healed strokes", in the console's language. */
  const placesText = (uses: ImageUse[]) => uses.map((use) => `${t(`use.${use.type}`)}: ${use.title}`).join(' · ')

  async function uploadFiles(files: File[]) {
    if (uploading || files.length === 0) return
    let added = 0
    let reused = 0
    for (const file of files) {
      const sent = await send(file)
      if (sent?.reused) reused += 1
      else if (sent) added += 1
    }
    // A file already in the library has said so (its own notice); new ones are counted here.
    if (added > 0) toast({ title: t('upload.done', { count: added }), description: reused > 0 ? t('upload.reused') : undefined })
    if (added + reused > 0) void images.reload()
  }

  async function remove(image: MediaImage) {
    const used = image.usedBy.length
    const yes = await confirm({
      title: t('delete.title'),
      message: (
        <p>
          {t('delete.message', { name: mediaTitle(image) })} {used > 0 ? t('delete.used', { count: used }) : t('delete.unused')}
        </p>
      ),
      confirmLabel: t('delete.confirm'),
      tone: 'danger',
    })
    if (!yes) return
    setRefusals(({ [image.name]: _old, ...rest }) => rest)
    const deleted = await change(
      image.name,
      () => api.deleteImage(image.name),
      t('delete.error'),
      (error) => {
        if (!(error instanceof ApiError && error.status === 409)) return false
        const places = image.usedBy.length > 0 ? placesText(image.usedBy) : (error.error ?? '')
        setRefusals((current) => ({ ...current, [image.name]: t('delete.refused', { places }) }))
        return true
      },
    )
    if (deleted) {
      setOpened(undefined)
      toast({ title: t('delete.done'), description: mediaTitle(image) })
    }
  }

  async function bulkDelete() {
    const names = chosen.map((image) => image.name)
    if (names.length === 0) return
    const yes = await confirm({
      title: t('bulk.title', { count: names.length }),
      message: <p>{t('bulk.message')}</p>,
      confirmLabel: t('bulk.confirm'),
      tone: 'danger',
    })
    if (!yes) return
    setBulkBusy(true)
    setBulkProblem(null)
    try {
      const result = await api.deleteImages({ names })
      const title = (name: string) => nameOf(shown.find((image) => image.name === name)) ?? name
      if (result.deleted.length > 0) toast({ title: t('bulk.done', { count: result.deleted.length }) })
      if (result.refused.length > 0) {
        setBulkProblem(
          result.refused.map((refusal) => t('bulk.refusedLine', { name: title(refusal.name), places: placesText(refusal.usedBy) || refusal.error })),
        )
      }
      // The images kept stay checked, to look at.
      setSelected(new Set(result.refused.map((refusal) => refusal.name)))
    } catch (error) {
      showError(t('bulk.error'), error)
    } finally {
      setBulkBusy(false)
      void images.reload()
    }
  }

  const selectAll = <SelectAll {...selectAllState} label={t('list.selectAll')} className="adm-media-select" />
  const viewProps = {
    images: shown,
    selected,
    selectAll,
    onOpen: (image: MediaImage) => setOpened(image.name),
    onSelect: check,
  }

  return (
    <div className={`adm-stack adm-media ${dragging ? 'adm-drop-target' : ''}`} {...dropHandlers}>
      <div className="adm-toolbar adm-toolbar--end">
        <div>
          <p className="adm-result-count" role="status">
            {images.data ? t('list.count', { count: total }) : ''}
          </p>
          <p className="adm-hint">{t('upload.hint')}</p>
        </div>
        <button type="button" className="adm-button adm-button--primary" onClick={() => input.current?.click()} disabled={uploading}>
          <UploadIcon /> {uploading ? t('upload.uploading') : t('upload.button')}
        </button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            void uploadFiles(files)
          }}
        />
      </div>
      <UploadProblem problem={problem} detail={detail} />

      <div className="adm-media-find" role="group" aria-label={t('find.search')}>
        <SearchBox className="adm-media-find__search" label={t('find.search')} placeholder={t('find.placeholder')} value={search} onChange={setSearch} />
        <Select
          id={`${filterId}-use`}
          label={t('find.use')}
          value={filter.use ?? ''}
          options={[
            ['', t('find.useAll')],
            ['used', t('find.used')],
            ['unused', t('find.unused')],
          ]}
          onChange={(use) => choose({ use: use === 'used' || use === 'unused' ? use : undefined })}
        />
        <Select
          id={`${filterId}-type`}
          label={t('find.type')}
          value={filter.type ?? ''}
          options={[['', t('find.typeAll')], ...MEDIA_TYPES.map((type): [string, string] => [type, type === 'jpg' ? 'JPEG' : type.toUpperCase()])]}
          onChange={(type) => choose({ type: MEDIA_TYPES.find((known) => known === type) })}
        />
        <label className="adm-check adm-media-find__check">
          <input type="checkbox" checked={filter.alt === 'missing'} onChange={(event) => choose({ alt: event.target.checked ? 'missing' : undefined })} />
          <span>{t('find.missingAlt')}</span>
        </label>
        <Select
          id={`${filterId}-sort`}
          label={t('find.sort')}
          value={sort}
          options={MEDIA_SORTS.map((choice): [string, string] => [choice, t(`find.${choice}`)])}
          onChange={(choice) => {
            setSort(MEDIA_SORTS.find((known) => known === choice) ?? 'newest')
            setPage(0)
          }}
        />
        <div className="adm-tabs" role="group" aria-label={t('find.view')}>
          {(['grid', 'list'] as const).map((value) => (
            <button key={value} type="button" className="adm-tab" aria-pressed={layout === value} onClick={() => setLayout(value)}>
              {value === 'grid' ? t('find.grid') : t('find.table')}
            </button>
          ))}
        </div>
        {(filter.use || filter.type || filter.alt) && (
          <button
            type="button"
            className="adm-button adm-button--ghost adm-button--small"
            onClick={() => {
              setFilter({})
              setPage(0)
            }}
          >
            {t('find.clear')}
          </button>
        )}
      </div>

      {shown.length > 0 && (
        <BulkBar
          label={t('bulk.label')}
          selectAll={layout === 'grid' && selectAll}
          countText={chosen.length > 0 ? t('bulk.selected', { count: chosen.length }) : t('bulk.none')}
          busyText={bulkBusy && t('bulk.working')}
        >
          <button
            type="button"
            className="adm-button adm-button--danger-ghost adm-button--small"
            disabled={chosen.length === 0 || bulkBusy}
            onClick={() => void bulkDelete()}
          >
            {t('bulk.delete')}
          </button>
        </BulkBar>
      )}

      {bulkProblem && (
        <BulkProblem title={t('bulk.refusedTitle')} lines={bulkProblem} dismissLabel={t('bulk.dismiss')} onDismiss={() => setBulkProblem(null)} />
      )}

      <ResourceState resource={images} empty={shown.length === 0} words={listWords}>
        {layout === 'list' ? <MediaTable {...viewProps} /> : <MediaGrid {...viewProps} />}
      </ResourceState>

      {pages > 1 && (
        <nav className="adm-pager" aria-label={t('list.pages')}>
          <button type="button" className="adm-button adm-button--secondary adm-button--small" disabled={page <= 0} onClick={() => setPage(page - 1)}>
            {t('list.previous')}
          </button>
          <span className="adm-pager__where">{t('list.where', { page: page + 1, pages })}</span>
          <button type="button" className="adm-button adm-button--secondary adm-button--small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('list.next')}
          </button>
        </nav>
      )}

      {openedImage && (
        <MediaDetails
          key={openedImage.name}
          image={openedImage}
          deleting={deleting === openedImage.name}
          refusal={refusals[openedImage.name]}
          onDelete={() => void remove(openedImage)}
          onAltSaved={() => void images.reload()}
          onClose={() => setOpened(undefined)}
        />
      )}
    </div>
  )
}

const nameOf = (image: MediaImage | undefined) => image && (image.originalName || image.name)

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: string
  options: [string, string][]
  onChange(value: string): void
}) {
  return (
    <div className="adm-media-find__select">
      <label className="adm-list-bar__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="adm-input adm-select adm-select--small" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
