import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/api-error.ts'
import type { MediaImage } from '../../schema/image.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConfirm } from '../ui/confirm-dialog.tsx'
import { useItemChange } from '../console/use-item-change.ts'
import { plural } from '../ui/format.ts'
import { UploadIcon } from '../ui/icons.tsx'
import { IMAGE_ACCEPT } from './image-check.ts'
import { ResourceState } from '../ui/list-state.tsx'
import { MediaCard } from './media-card.tsx'
import { mediaTitle } from './media-picker.tsx'
import { useToast } from '../ui/toast.tsx'
import { useImageUpload } from './use-image-upload.ts'
import { useResource } from '../ui/use-resource.ts'
import { UploadProblem } from './upload-problem.tsx'
import { useFileDrop } from './use-file-drop.ts'

/**
 * Issue #11: the media library. Every upload with its size, date, alt text and where it is used; upload here too
 * (button or drop); delete what nothing uses (the server refuses the rest with 409, and says why).
 */
export function MediaSection() {
  const { t } = useTranslation('media')
  const { api } = useAdmin()
  const confirm = useConfirm()
  const toast = useToast()
  const images = useResource(() => api.listImages())
  const { upload, uploading, problem, detail } = useImageUpload()
  const input = useRef<HTMLInputElement>(null)
  const { dragging, handlers: dropHandlers } = useFileDrop((files) => void uploadFiles([...files]))
  const { busy: deleting, change } = useItemChange(images.reload)
  /** The server's refusal per image, shown on its card until the next try. */
  const [refusals, setRefusals] = useState<Record<string, string>>({})
  const list = images.data ?? []

  async function uploadFiles(files: File[]) {
    if (uploading || files.length === 0) return
    let done = 0
    for (const file of files) if (await upload(file)) done += 1
    if (done > 0) {
      toast({ title: done === 1 ? 'Image uploaded' : `${done} images uploaded` })
      void images.reload()
    }
  }

  async function remove(image: MediaImage) {
    const title = mediaTitle(image)
    const used = image.usedBy.length
    const yes = await confirm({
      title: 'Delete this image?',
      message: (
        <p>
          “{title}” will be deleted from the studio's server, with every size made of it.
          {used > 0
            ? ` It is still used in ${plural(used, 'place')}: remove it there first, or the server will refuse.`
            : ' Nothing uses it. This cannot be undone.'}
        </p>
      ),
      confirmLabel: 'Delete image',
      tone: 'danger',
    })
    if (!yes) return
    setRefusals(({ [image.name]: _old, ...rest }) => rest)
    const deleted = await change(
      image.name,
      () => api.deleteImage(image.name),
      'Error deleting image',
      (error) => {
        if (!(error instanceof ApiError && error.status === 409)) return false
        setRefusals((current) => ({ ...current, [image.name]: error.error ?? 'This image is still used. Remove it there first.' }))
        return true
      },
    )
    if (deleted) toast({ title: 'Image deleted', description: title })
  }

  return (
    <div className={`adm-stack adm-media ${dragging ? 'adm-drop-target' : ''}`} {...dropHandlers}>
      <div className="adm-toolbar adm-toolbar--end">
        <div>
          <p className="adm-result-count">{images.data ? plural(list.length, 'image') : ''}</p>
          <p className="adm-hint">Upload with the button, or drop photos anywhere on this screen. Large photos are made smaller first.</p>
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
            const chosen = [...(event.target.files ?? [])]
            event.target.value = ''
            void uploadFiles(chosen)
          }}
        />
      </div>
      <UploadProblem problem={problem} detail={detail} />

      <ResourceState
        resource={images}
        loadingText="Loading the media library..."
        errorTitle="Could not load the media library"
        empty={list.length === 0}
        emptyText="No images yet"
        emptyDetail="Photos uploaded here, in a post or in the gallery are all kept in this library, ready to use again."
      >
        <ul className="adm-list adm-media__grid">
          {list.map((image) => (
            <li key={image.name}>
              <MediaCard
                image={image}
                deleting={deleting === image.name}
                refusal={refusals[image.name]}
                onDelete={() => void remove(image)}
                onAltSaved={() => void images.reload()}
              />
            </li>
          ))}
        </ul>
      </ResourceState>
    </div>
  )
}
