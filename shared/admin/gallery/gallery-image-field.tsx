import { useId } from 'react'
import type { MediaImage } from '#shared/schema/image.ts'
import { ImageIcon, TrashIcon } from '../ui/icons.tsx'
import { FieldError, RequiredMark } from '../forms/field.tsx'
import { ImageSizeWarning, LibraryButton, UploadButton, UploadProblem, useImageUpload, useLibraryImage } from '../media/index.ts'

interface GalleryImageFieldProps {
  /** The group's id, which the error summary links to. */
  id: string
  label: string
  url: string
  /** The media library's record comes along when the image was picked there. */
  onChange(url: string, image?: MediaImage): void
  error?: string
  required?: boolean
}

/** A gallery photo: upload one, or choose one already in the media library; with its preview. */
export function GalleryImageField({ id, label, url, onChange, error, required }: GalleryImageFieldProps) {
  const { upload, uploading, problem, detail } = useImageUpload()
  // Its width from the library, for the warning when it is too narrow for the gallery.
  const libraryImage = useLibraryImage(url)
  const labelId = useId()
  const errorId = `${id}-error`
  return (
    <div
      id={id}
      className={`adm-field adm-gallery-image ${error ? 'adm-field--invalid' : ''}`}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      tabIndex={-1}
    >
      <p id={labelId} className="adm-label">
        {label}
        {required && <RequiredMark />}
      </p>
      <div className="adm-gallery-image__preview">
        {url ? (
          <img src={url} alt="" />
        ) : (
          <span className="adm-gallery-image__empty">
            <ImageIcon width={24} height={24} /> No photo yet
          </span>
        )}
      </div>
      <div className="adm-upload-row">
        <UploadButton
          label="Upload"
          spoken={<span className="visually-hidden"> {label.toLowerCase()}</span>}
          uploading={uploading}
          onFile={async (chosen) => {
            const uploaded = await upload(chosen)
            if (uploaded) onChange(uploaded)
          }}
        />
        <LibraryButton disabled={uploading} onPick={(image) => onChange(image.url, image)}>
          Choose from library<span className="visually-hidden"> for the {label.toLowerCase()}</span>
        </LibraryButton>
        {url && (
          <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onChange('')}>
            <TrashIcon /> Remove<span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        )}
      </div>
      <UploadProblem problem={problem} detail={detail} />
      <ImageSizeWarning image={libraryImage} use="gallery" />
      <FieldError id={id} error={error} />
    </div>
  )
}
