import { useId, useRef, useState } from 'react'
import type { MediaImage } from '../../schema/image.ts'
import { ImageIcon, MediaIcon, TrashIcon, UploadIcon } from '../ui/icons.tsx'
import { FieldError } from '../forms/field.tsx'
import { IMAGE_ACCEPT, UPLOAD_TEXT } from '../media/image-check.ts'
import { MediaPickerDialog } from '../media/media-picker.tsx'
import { useImageUpload } from '../media/use-image-upload.ts'
import { UploadProblem } from '../media/upload-problem.tsx'

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
  const input = useRef<HTMLInputElement>(null)
  const [choosing, setChoosing] = useState(false)
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
        {required && (
          <span className="adm-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
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
        <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={() => input.current?.click()} disabled={uploading}>
          <UploadIcon /> {uploading ? UPLOAD_TEXT.uploading : 'Upload'}
          <span className="adm-visually-hidden"> {label.toLowerCase()}</span>
        </button>
        <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={() => setChoosing(true)} disabled={uploading}>
          <MediaIcon /> Choose from library<span className="adm-visually-hidden"> for the {label.toLowerCase()}</span>
        </button>
        {url && (
          <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onChange('')}>
            <TrashIcon /> Remove<span className="adm-visually-hidden"> {label.toLowerCase()}</span>
          </button>
        )}
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={async (event) => {
            const chosen = event.target.files?.[0]
            event.target.value = ''
            if (!chosen) return
            const uploaded = await upload(chosen)
            if (uploaded) onChange(uploaded)
          }}
        />
      </div>
      <UploadProblem problem={problem} detail={detail} />
      <FieldError id={id} error={error} />
      {choosing && (
        <MediaPickerDialog
          onClose={() => setChoosing(false)}
          onPick={(image) => {
            setChoosing(false)
            onChange(image.url, image)
          }}
        />
      )}
    </div>
  )
}
