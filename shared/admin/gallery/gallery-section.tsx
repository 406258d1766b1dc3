import { useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '#shared/api/api-error.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { GalleryItem } from '#shared/schema/gallery.ts'
import { MEDIA_NAMES_MAX, type MediaImage } from '#shared/schema/image.ts'
import { uploadName } from '#shared/schema/upload-address.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { serviceChoiceLabel } from '../console/service-choices.ts'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useConsole } from '../console/console-context.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { useConfirmLeave } from '../forms/leave-guard.tsx'
import { plural, publishedCountText } from '../ui/format.ts'
import { GalleryForm } from './gallery-form.tsx'
import { KIND_LABEL, galleryServiceOptions } from './gallery-form-values.ts'
import { moveBy, moveNextTo, sameOrder } from '../ui/list-order.ts'
import { ArrowDownIcon, ArrowUpIcon, GripIcon, ImageIcon } from '../ui/icons.tsx'
import { NewItemBar, PublishedBadge } from '../ui/ordered-item.tsx'
import { DeleteButton, EditButton } from '../ui/item-buttons.tsx'
import { type ListWords, ResourceState } from '../ui/list-state.tsx'
import { useToast } from '../ui/toast.tsx'
import { useRefocus } from '../ui/use-refocus.ts'
import { useResource } from '../ui/use-resource.ts'

/** How staff tell items apart: the English caption, else service (`serviceName`: its words now) and kind. */
function galleryItemName(item: GalleryItem, serviceName: (slug: string) => string): string {
  return item.caption.en || `${serviceName(item.service)} (${KIND_LABEL[item.kind]})`
}

/** The uploads the items show, each once, in a steady order (the same items ask the same question). */
function photoNames(items: readonly GalleryItem[]): string[] {
  const urls = items.flatMap((item) => [item.beforeImage, item.afterImage])
  return [...new Set(urls.flatMap((url) => (url && uploadName(url)) || []))].sort()
}

/** The library's records of these uploads only, asked for in batches of as many as one request may name. */
async function imagesNamed(api: StudioApi, names: readonly string[]): Promise<MediaImage[]> {
  const batches: string[][] = []
  for (let start = 0; start < names.length; start += MEDIA_NAMES_MAX) batches.push(names.slice(start, start + MEDIA_NAMES_MAX))
  const pages = await Promise.all(batches.map((batch) => api.listImagesPage({ names: batch })))
  return pages.flatMap((page) => page.images)
}

interface DropTarget {
  id: string
  place: 'before' | 'after'
}

const GALLERY_WORDS: ListWords = {
  loading: 'Loading the gallery...',
  loadError: 'Could not load the gallery',
  empty: 'The gallery is empty',
  emptyDetail: 'Add a before & after pair or a healed result; publish it once the client has agreed.',
}

/**
 * The before & after gallery as the site shows it, in order. Reorder by dragging or with Move up / Move
 * down (keyboard); each move is saved at once. New item / Edit open the form above the list.
 */
export function GallerySection() {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const confirm = useConfirm()
  const confirmLeave = useConfirmLeave()
  const toast = useToast()
  const gallery = useResource(() => api.listGallery())
  // The studio's services, as Services has them now: the picker's choices and each item's line.
  const services = useResource(() => api.listServices())
  const serviceWords = galleryServiceOptions(services.data)
  const serviceName = (slug: string) => serviceChoiceLabel(serviceWords, slug)
  const itemName = (item: GalleryItem) => galleryItemName(item, serviceName)
  const { busy: deleting, change } = useItemChange(gallery.reload)
  // Thumbnails: the media library knows each upload's small derivative and its size. Only the items' photos are
  // asked for (a studio's library holds thousands), again whenever the items use other ones.
  const names = useMemo(() => photoNames(gallery.data ?? []), [gallery.data])
  const images = useResource(() => imagesNamed(api, names))
  const reloadImages = images.reload
  const namesKey = names.join(',')
  useEffect(() => {
    void reloadImages()
  }, [reloadImages, namesKey])
  const [editing, setEditing] = useState<GalleryItem | null | undefined>(undefined)
  const [order, setOrder] = useState<string[] | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [dragged, setDragged] = useState<string | null>(null)
  const [dropTarget, setDropTarget] = useState<DropTarget | null>(null)
  const moves = useRef(0)
  // A moved item's button keeps the focus, or its twin at an end; a closed form hands it back to the button that opened it.
  const refocus = useRefocus()

  const stored = gallery.data ?? []
  const byId = useMemo(() => new Map((gallery.data ?? []).map((item) => [item.id, item])), [gallery.data])
  const items = order ? order.flatMap((id) => byId.get(id) ?? []) : stored
  const ids = items.map((item) => item.id)
  const imageByUrl = useMemo(() => new Map((images.data ?? []).map((image) => [image.url, image])), [images.data])

  /** Saves a new order at once; `arrange` makes it from a list of ids (today's, should the first try be stale). */
  async function saveOrder(item: GalleryItem, arrange: (ids: string[]) => string[]) {
    const next = arrange(ids)
    if (sameOrder(next, ids)) return
    const ticket = ++moves.current
    setOrder(next)
    setAnnouncement(`${itemName(item)} moved to position ${next.indexOf(item.id) + 1} of ${next.length}`)
    try {
      try {
        await api.reorderGallery(next)
      } catch (error) {
        // Someone added or removed an item since the list loaded: the server wants every item, so the move is
        // made again on the list as it is now.
        if (!(error instanceof ApiError && error.status === 400)) throw error
        await api.reorderGallery(arrange((await api.listGallery()).map((current) => current.id)))
      }
      if (ticket === moves.current) {
        await gallery.reload()
        if (ticket === moves.current) setOrder(null)
      }
    } catch (error) {
      showError('Error saving the gallery order', error)
      if (ticket === moves.current) {
        setOrder(null)
        void gallery.reload()
      }
    }
  }

  function move(item: GalleryItem, direction: 'up' | 'down') {
    refocus.current = [`gallery-move-${direction}-${item.id}`, `gallery-move-${direction === 'up' ? 'down' : 'up'}-${item.id}`]
    void saveOrder(item, (current) => moveBy(current, item.id, direction === 'up' ? -1 : 1))
  }

  function drop(target: DropTarget) {
    const item = dragged ? byId.get(dragged) : undefined
    setDragged(null)
    setDropTarget(null)
    if (item) void saveOrder(item, (current) => moveNextTo(current, item.id, target.id, target.place))
  }

  async function open(target: GalleryItem | null) {
    if (editing !== undefined && !(await confirmLeave())) return
    setEditing(target)
  }

  async function remove(item: GalleryItem) {
    const yes = await confirm({
      title: 'Delete this gallery item?',
      message: <p>“{itemName(item)}” will be removed from the gallery. Its photos stay in the media library.</p>,
      confirmLabel: 'Delete item',
      tone: 'danger',
    })
    if (!yes || !(await change(item.id, () => api.deleteGalleryItem(item.id), 'Error deleting gallery item'))) return
    if (editing?.id === item.id) setEditing(undefined)
    toast({ title: 'Gallery item deleted' })
  }

  return (
    <div className="adm-stack">
      <NewItemBar
        countText={publishedCountText(gallery.data, 'item')}
        id="gallery-new"
        label="New item"
        adding={editing === null}
        onNew={() => void open(null)}
      />

      {editing !== undefined && (
        <GalleryForm
          key={editing?.id ?? 'new'}
          item={editing}
          services={services.data}
          onClose={(saved) => {
            refocus.current = editing ? [`gallery-edit-${editing.id}`, 'gallery-new'] : ['gallery-new']
            setEditing(undefined)
            if (saved) {
              void gallery.reload()
              void images.reload()
            }
          }}
        />
      )}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <ResourceState resource={gallery} words={GALLERY_WORDS}>
        <p className="adm-hint">The site shows published items in this order. Drag an item, or use its Move buttons.</p>
        <ol className="adm-list adm-gallery-list" aria-label="Gallery items, in the order the site shows them">
          {items.map((item, index) => {
            const name = itemName(item)
            const marker = dropTarget?.id === item.id ? `adm-gallery-item--drop-${dropTarget.place}` : ''
            return (
              <li
                key={item.id}
                className={`adm-card adm-gallery-item ${dragged === item.id ? 'adm-gallery-item--dragged' : ''} ${marker}`}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData('text/plain', name)
                  setDragged(item.id)
                }}
                onDragEnd={() => {
                  setDragged(null)
                  setDropTarget(null)
                }}
                onDragOver={(event) => {
                  if (!dragged || dragged === item.id) return
                  event.preventDefault()
                  event.dataTransfer.dropEffect = 'move'
                  const box = event.currentTarget.getBoundingClientRect()
                  const place = event.clientY < box.top + box.height / 2 ? 'before' : 'after'
                  if (dropTarget?.id !== item.id || dropTarget.place !== place) setDropTarget({ id: item.id, place })
                }}
                onDrop={(event) => {
                  if (!dragged || dropTarget?.id !== item.id) return
                  event.preventDefault()
                  drop(dropTarget)
                }}
              >
                <span className="adm-gallery-item__grip" aria-hidden="true">
                  <GripIcon />
                </span>
                <span className="adm-gallery-item__position" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="adm-gallery-item__photos">
                  {item.kind === 'before-after' && <Thumbnail url={item.beforeImage} image={imageByUrl.get(item.beforeImage ?? '')} label="Before" />}
                  <Thumbnail url={item.afterImage} image={imageByUrl.get(item.afterImage)} label={item.kind === 'before-after' ? 'After' : 'Healed'} />
                </div>
                <div className="adm-gallery-item__body">
                  <h2 className="adm-gallery-item__name" id={`gallery-item-${item.id}`}>
                    {name}
                  </h2>
                  <p className="adm-gallery-item__facts">
                    {serviceName(item.service)} · {KIND_LABEL[item.kind]}
                    {item.weeksHealed !== undefined && ` · ${plural(item.weeksHealed, 'week')} healed`}
                    {item.artist && ` · ${item.artist}`}
                  </p>
                  {item.caption.es && (
                    <p lang="es" className="adm-muted adm-gallery-item__caption">
                      {item.caption.es}
                    </p>
                  )}
                  <p className="adm-gallery-item__badges">
                    <PublishedBadge published={item.published} />
                    <span className={`adm-badge ${item.consent ? 'adm-badge--neutral' : 'adm-badge--new'}`}>
                      {item.consent ? `Consent on file${item.consentDate ? ` (${item.consentDate})` : ''}` : 'No consent recorded'}
                    </span>
                  </p>
                </div>
                <div className="adm-gallery-item__actions">
                  <button
                    id={`gallery-move-up-${item.id}`}
                    type="button"
                    className="adm-button adm-button--ghost adm-button--small"
                    disabled={index === 0}
                    onClick={() => move(item, 'up')}
                  >
                    <ArrowUpIcon /> Move up<span className="visually-hidden">: {name}</span>
                  </button>
                  <button
                    id={`gallery-move-down-${item.id}`}
                    type="button"
                    className="adm-button adm-button--ghost adm-button--small"
                    disabled={index === items.length - 1}
                    onClick={() => move(item, 'down')}
                  >
                    <ArrowDownIcon /> Move down<span className="visually-hidden">: {name}</span>
                  </button>
                  <EditButton id={`gallery-edit-${item.id}`} name={name} onClick={() => void open(item)} />
                  <DeleteButton name={name} deleting={deleting === item.id} onClick={() => void remove(item)} />
                </div>
              </li>
            )
          })}
        </ol>
      </ResourceState>
    </div>
  )
}

function Thumbnail({ url, image, label }: { url: string | undefined; image: MediaImage | undefined; label: string }) {
  return (
    <figure className="adm-gallery-item__photo">
      {url ? (
        <img src={image?.thumbnailUrl ?? url} width={image?.width} height={image?.height} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="adm-gallery-item__missing">
          <ImageIcon width={20} height={20} />
        </span>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  )
}
