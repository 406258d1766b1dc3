import { useRef, useState } from 'react'
import { TextField } from './field.tsx'
import { ImageIcon, TrashIcon, UploadIcon } from './icons.tsx'
import { UPLOAD_TEXT } from './image-check.ts'
import { useImageUpload } from './use-image-upload.ts'

interface FeaturedImageFieldProps {
  url: string
  alt: string
  onUrlChange(url: string): void
  onAltChange(alt: string): void
  urlError?: string
  altError?: string
}

/** SPEC §2: upload button, URL box, and a preview that hides when the image does not load; plus alt text (issue #4). */
export function FeaturedImageField({ url, alt, onUrlChange, onAltChange, urlError, altError }: FeaturedImageFieldProps) {
  const { upload, uploading, problem, detail } = useImageUpload()
  const file = useRef<HTMLInputElement>(null)
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null)
  const showPreview = url.trim() !== '' && brokenUrl !== url

  return (
    <div className="adm-image-field">
      <div className="adm-image-field__preview">
        {showPreview ? (
          <img src={url} alt={alt} onError={() => setBrokenUrl(url)} />
        ) : (
          <div className="adm-image-field__empty">
            <ImageIcon width={28} height={28} />
            <span>{url.trim() === '' ? 'No featured image yet' : 'No preview: the image could not be loaded'}</span>
          </div>
        )}
      </div>
      <div className="adm-upload-row">
        <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={() => file.current?.click()} disabled={uploading}>
          <UploadIcon /> {uploading ? UPLOAD_TEXT.uploading : 'Upload image'}
        </button>
        {url && (
          <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onUrlChange('')}>
            <TrashIcon /> Remove
          </button>
        )}
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          onChange={async (event) => {
            const chosen = event.target.files?.[0]
            event.target.value = '' // choosing the same file again still uploads it
            if (!chosen) return
            const uploaded = await upload(chosen)
            if (uploaded) onUrlChange(uploaded)
          }}
        />
      </div>
      <div role="alert" className="adm-image-field__problem">
        {problem && (
          <p className="adm-error">
            {problem}
            {detail && <span className="adm-error__detail"> ({detail})</span>}
          </p>
        )}
      </div>
      <TextField
        id="post-featuredImage"
        name="featuredImage"
        label="Image URL"
        value={url}
        onChange={onUrlChange}
        error={urlError}
        placeholder="/uploads/… or https://…"
        inputMode="url"
        spellCheck={false}
      />
      <TextField
        id="post-featuredImageAlt"
        name="featuredImageAlt"
        label="Featured image alt text"
        value={alt}
        onChange={onAltChange}
        error={altError}
        hint="What the image shows, for people who cannot see it."
      />
    </div>
  )
}
