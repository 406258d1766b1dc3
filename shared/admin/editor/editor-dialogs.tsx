import { useId, useState, type FormEvent } from 'react'
import { parseVideoLink, videoWatchUrl } from '#shared/content/video-embed.ts'
import { ImageUrlSchema } from '#shared/schema/post.ts'
import { Dialog } from '../ui/dialog.tsx'
import { TextField } from '../forms/field.tsx'
import { imageMarkdown, isHexColor, type ColorProperty } from './editor-text.ts'
import { LibraryButton, UploadButton, UploadProblem, useImageUpload } from '../media/index.ts'

interface InsertDialogProps {
  /** What to put at the caret, or null for nothing (closed). */
  onDone(text: string | null): void
}

/** Colours that sit well with the brand; each keeps AA contrast on the page (text) or under dark text (background). */
const TEXT_COLORS: [string, string][] = [
  ['Deep plum', '#4a2545'],
  ['Espresso', '#3b2a24'],
  ['Berry rose', '#a8385a'],
  ['Terracotta', '#9c4a32'],
  ['Sage', '#3d6a4d'],
  ['Navy', '#2b4a70'],
  ['Bronze', '#7e5a12'],
  ['Red', '#b42318'],
]
const BACKGROUND_COLORS: [string, string][] = [
  ['Blush', '#f6dccf'],
  ['Sand', '#efe5da'],
  ['Rose mist', '#f5d9df'],
  ['Champagne', '#f8ecd0'],
  ['Sage mist', '#e1ece2'],
  ['Sky', '#dde8f3'],
  ['Lavender', '#ebe3f3'],
  ['Butter', '#fdf3c4'],
]

/** An insert dialog's buttons: leave without inserting, or submit its form. */
function DialogButtons({ cancel = 'Cancel', submit, onCancel, disabled }: { cancel?: string; submit: string; onCancel(): void; disabled?: boolean }) {
  return (
    <div className="adm-dialog__actions">
      <button type="button" className="adm-button adm-button--secondary" onClick={onCancel}>
        {cancel}
      </button>
      <button type="submit" className="adm-button adm-button--primary" disabled={disabled}>
        {submit}
      </button>
    </div>
  )
}

export function ColorDialog({
  property,
  selectedText,
  onApply,
  onCancel,
}: {
  property: ColorProperty
  selectedText: string
  onApply(color: string): void
  onCancel(): void
}) {
  const palette = property === 'color' ? TEXT_COLORS : BACKGROUND_COLORS
  const [color, setColor] = useState(palette[0]?.[1] ?? '#4a2545')
  const name = useId()
  const sample = selectedText.trim().slice(0, 60) || 'Sample text'
  return (
    <Dialog title={property === 'color' ? 'Text colour' : 'Background colour'} onClose={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (isHexColor(color)) onApply(color)
        }}
      >
        <fieldset className="adm-swatches">
          <legend className="adm-label">Choose a colour</legend>
          <div className="adm-swatches__grid">
            {palette.map(([label, value]) => (
              <label key={value} className="adm-swatch" title={label}>
                <input type="radio" name={name} value={value} checked={color === value} onChange={() => setColor(value)} />
                <span className="adm-swatch__chip" style={{ background: value }} aria-hidden="true" />
                <span className="adm-swatch__label">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="adm-field adm-field--inline">
          <label className="adm-label" htmlFor={`${name}-custom`}>
            Or pick any colour
          </label>
          <input id={`${name}-custom`} type="color" className="adm-color-input" value={color} onChange={(event) => setColor(event.target.value)} />
          <span className="adm-mono adm-muted">{color}</span>
        </div>
        <p className="adm-color-sample" aria-hidden="true">
          <span style={property === 'color' ? { color } : { backgroundColor: color }}>{sample}</span>
        </p>
        <DialogButtons submit="Apply colour" onCancel={onCancel} />
      </form>
    </Dialog>
  )
}

/** What the image dialogs take: the post's language (their alt text and caption are in it). */
interface ImageDialogProps extends InsertDialogProps {
  lang: string
}

/**
 * Uploads an image through the API (or takes one from the media library, or an address) and inserts it with its alt
 * text. The editor puts it on a paragraph of its own (a captioned one is a figure on the site).
 */
export function ImageDialog({ selectedText, lang, onDone }: ImageDialogProps & { selectedText: string }) {
  const { upload, uploading, problem, detail } = useImageUpload()
  const [url, setUrl] = useState('')
  const [alt, setAlt] = useState(selectedText.trim())
  const [caption, setCaption] = useState('')
  const [error, setError] = useState<string | undefined>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = ImageUrlSchema.safeParse(url)
    if (!parsed.success || parsed.data === '') {
      setError(parsed.success ? 'Upload an image or paste its address' : parsed.error.issues[0]?.message)
      return
    }
    onDone(imageMarkdown(parsed.data, alt, caption))
  }

  return (
    <Dialog title="Insert image" onClose={() => onDone(null)} size="medium">
      <form onSubmit={submit} noValidate>
        <div className="adm-upload-row">
          <UploadButton
            label="Upload from this computer"
            className="adm-button adm-button--secondary"
            uploading={uploading}
            onFile={async (chosen) => {
              const uploaded = await upload(chosen)
              if (uploaded) {
                setUrl(uploaded)
                setError(undefined)
              }
            }}
          />
          <LibraryButton
            className="adm-button adm-button--secondary"
            disabled={uploading}
            onPick={(image) => {
              setUrl(image.url)
              setError(undefined)
              if (!alt.trim()) setAlt(image.alt)
            }}
          >
            Choose from library
          </LibraryButton>
        </div>
        <UploadProblem problem={problem} detail={detail} />
        <TextField
          name="image-url"
          label="Image address"
          value={url}
          onChange={setUrl}
          error={error}
          placeholder="/uploads/… or https://…"
          inputMode="url"
          spellCheck={false}
        />
        {url && ImageUrlSchema.safeParse(url).success && (
          <img className="adm-dialog__image" src={url} alt="" onError={(event) => (event.currentTarget.hidden = true)} />
        )}
        <TextField
          name="image-alt"
          label="Alt text"
          value={alt}
          onChange={setAlt}
          lang={lang}
          hint="Describe the image for people who cannot see it, e.g. “Healed ombre brows, soft powder finish”."
        />
        <CaptionField value={caption} onChange={setCaption} lang={lang} />
        <DialogButtons submit="Insert image" onCancel={() => onDone(null)} disabled={uploading} />
      </form>
    </Dialog>
  )
}

/** A caption under an image on the site: optional, written as the image's title. */
function CaptionField({ value, onChange, lang }: { value: string; onChange(caption: string): void; lang: string }) {
  return <TextField name="image-caption" label="Caption (optional)" value={value} onChange={onChange} lang={lang} hint="Shown under the image on the site." />
}

/**
 * A dropped or pasted image is uploaded first, then this asks what it shows before it goes in at the
 * caret. The description starts empty (a file name is no description) and may wait ("Skip for now"); a
 * caption is optional. Closing the dialog leaves the image out (it stays in the media library).
 */
export function ImageAltDialog({ imageUrl, lang, onDone }: ImageDialogProps & { imageUrl: string }) {
  const [alt, setAlt] = useState('')
  const [caption, setCaption] = useState('')
  const [error, setError] = useState<string | undefined>()
  const place = (description: string) => onDone(imageMarkdown(imageUrl, description, caption))
  return (
    <Dialog title="Describe the image" onClose={() => onDone(null)} size="medium">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (alt.trim() === '') setError('Describe the image, or choose Skip for now.')
          else place(alt)
        }}
      >
        <img className="adm-dialog__image" src={imageUrl} alt="" onError={(event) => (event.currentTarget.hidden = true)} />
        <TextField
          name="image-alt"
          label="Description (alt text)"
          value={alt}
          onChange={(value) => {
            setAlt(value)
            setError(undefined)
          }}
          error={error}
          lang={lang}
          hint="What the image shows, for people who cannot see it, e.g. “Healed ombre brows, soft powder finish”."
        />
        <CaptionField value={caption} onChange={setCaption} lang={lang} />
        <DialogButtons cancel="Skip for now" submit="Add description" onCancel={() => place('')} />
      </form>
    </Dialog>
  )
}

/**
 * Asks for a YouTube or Vimeo link; the editor puts it on a line of its own (the Markdown stays a plain
 * link, and the server shows it as a click-to-load player). `onDone` gets the video page's address.
 */
export function VideoDialog({ onDone }: InsertDialogProps) {
  const [link, setLink] = useState('')
  const [error, setError] = useState<string | undefined>()
  return (
    <Dialog title="Embed a video" onClose={() => onDone(null)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const video = parseVideoLink(link)
          if (!video) {
            setError('Paste a YouTube or Vimeo link, such as https://www.youtube.com/watch?v=…')
            return
          }
          onDone(videoWatchUrl(video))
        }}
      >
        <TextField
          name="video-url"
          label="YouTube or Vimeo link"
          value={link}
          onChange={setLink}
          error={error}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="It goes in as a link on a line of its own. Visitors see the video's player once they press play."
        />
        <DialogButtons submit="Embed video" onCancel={() => onDone(null)} />
      </form>
    </Dialog>
  )
}
