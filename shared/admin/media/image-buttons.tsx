import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MediaImage } from '#shared/schema/image.ts'
import { MediaIcon, UploadIcon } from '../ui/icons.tsx'
import { IMAGE_ACCEPT } from './image-check.ts'
import { MediaPickerDialog } from './media-picker.tsx'

const SMALL_BUTTON = 'adm-button adm-button--secondary adm-button--small'

interface UploadButtonProps {
  label: string
  /** Read after the label by screen readers, uploading or not: which image, where a form has several. */
  spoken?: ReactNode
  uploading: boolean
  onFile(file: File): void
  className?: string
}

/** Opens the file chooser for one image; the label says so while it uploads. */
export function UploadButton({ label, spoken, uploading, onFile, className = SMALL_BUTTON }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  const { t } = useTranslation('media')
  return (
    <>
      <button type="button" className={className} onClick={() => input.current?.click()} disabled={uploading}>
        <UploadIcon /> {uploading ? t('upload.uploading') : label}
        {spoken}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          event.target.value = '' // choosing the same file again still uploads it
          if (chosen) onFile(chosen)
        }}
      />
    </>
  )
}

type LibraryButtonProps = { children: ReactNode; onPick(image: MediaImage): void; disabled?: boolean; className?: string }

/** Opens the media library to pick an image already uploaded; the dialog closes on the pick. */
export function LibraryButton({ children, onPick, disabled, className = SMALL_BUTTON }: LibraryButtonProps) {
  const [choosing, setChoosing] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setChoosing(true)} disabled={disabled}>
        <MediaIcon /> {children}
      </button>
      {choosing && (
        <MediaPickerDialog
          onClose={() => setChoosing(false)}
          onPick={(image) => {
            setChoosing(false)
            onPick(image)
          }}
        />
      )}
    </>
  )
}
