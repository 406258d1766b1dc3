import { useState } from 'react'
import { TextField } from '../forms/field.tsx'
import type { BoundField } from '../forms/use-draft-form.ts'
import { ImageIcon, TrashIcon } from '../ui/icons.tsx'
import { LibraryButton, pickImageFile, UploadButton, UploadProblem, useFileDrop, useImageUpload } from '../media/index.ts'
import { useShellImageTarget } from '../console/shell-commands.ts'

interface FeaturedImageFieldProps {
  /** The post form's featuredImage field (the image's address) and featuredImageAlt. */
  urlField: BoundField
  altField: BoundField
}

/**
 * The featured image: upload button, URL box, and a preview that hides when the image does not load; plus alt text.
 * Or an image from the media library (its alt text comes along when the post has none), or a file
 * dropped on the preview.
 */
export function FeaturedImageField({ urlField, altField }: FeaturedImageFieldProps) {
  const { value: url, onChange: onUrlChange } = urlField
  const { value: alt, onChange: onAltChange } = altField
  const { upload, uploading, problem, detail } = useImageUpload()
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null)
  const { dragging, handlers: dropHandlers } = useFileDrop((files) => {
    const dropped = pickImageFile(files)
    if (dropped) void uploadFile(dropped)
  })
  const showPreview = url.trim() !== '' && brokenUrl !== url

  async function uploadFile(chosen: File) {
    const uploaded = await upload(chosen)
    if (uploaded) onUrlChange(uploaded)
  }
  // File › Insert Image… in the desktop app (shell-commands.ts), when focus is not in the editor's text.
  useShellImageTarget('featured', (chosen) => void uploadFile(chosen))

  return (
    <div className="adm-image-field">
      <div className={`adm-image-field__preview ${dragging ? 'adm-drop-target' : ''}`} {...dropHandlers}>
        {showPreview ? (
          <img src={url} alt={alt} onError={() => setBrokenUrl(url)} />
        ) : (
          <div className="adm-image-field__empty">
            <ImageIcon width={28} height={28} />
            <span>{url.trim() === '' ? 'No featured image yet. Drop one here.' : 'No preview: the image could not be loaded'}</span>
          </div>
        )}
      </div>
      <div className="adm-upload-row">
        <UploadButton label="Upload image" uploading={uploading} onFile={(chosen) => void uploadFile(chosen)} />
        <LibraryButton
          disabled={uploading}
          onPick={(image) => {
            onUrlChange(image.url)
            if (!alt.trim() && image.alt) onAltChange(image.alt)
          }}
        >
          Choose from library
        </LibraryButton>
        {url && (
          <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onUrlChange('')}>
            <TrashIcon /> Remove
          </button>
        )}
      </div>
      <UploadProblem problem={problem} detail={detail} className="adm-image-field__problem" />
      <TextField {...urlField} label="Image URL" placeholder="/uploads/… or https://…" inputMode="url" spellCheck={false} />
      <TextField {...altField} label="Featured image alt text" hint="What the image shows, for people who cannot see it." />
    </div>
  )
}
