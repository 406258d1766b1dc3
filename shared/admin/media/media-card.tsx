import { useId, useState, type FormEvent } from 'react'
import { ApiError, errorText } from '../../api/api-error.ts'
import { ImageAltUpdateSchema, type MediaImage } from '../../schema/image.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { TextField } from '../forms/field.tsx'
import { formatBytes, formatDimensions, formatShortDate } from '../ui/format.ts'
import { AlertIcon } from '../ui/icons.tsx'
import { DeleteButton } from '../ui/item-buttons.tsx'
import { mediaTitle } from './media-picker.tsx'
import { Definition } from '../ui/definition.tsx'

interface MediaCardProps {
  image: MediaImage
  deleting: boolean
  /** The server's reason for refusing the last delete (409: still used). */
  refusal: string | undefined
  onDelete(): void
  onAltSaved(): void
}

const USE_LABEL = { post: 'Post', trash: 'Trash', gallery: 'Gallery', team: 'Team', page: 'Page', settings: 'Settings', revision: 'Earlier version' } as const

/** One image of the media library: thumbnail, facts, its alt text (saved on Save or when focus leaves), uses, delete. */
export function MediaCard({ image, deleting, refusal, onDelete, onAltSaved }: MediaCardProps) {
  const { siteUrl } = useAdmin()
  const headingId = useId()
  const title = mediaTitle(image)
  return (
    <article className="adm-card adm-media-card" aria-labelledby={headingId}>
      <div className="adm-media-card__thumb" style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined}>
        <img src={image.thumbnailUrl} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
      </div>
      <div className="adm-media-card__body">
        <div className="adm-media-card__head">
          <h2 id={headingId} className="adm-media-card__name" title={image.originalName || image.name}>
            {image.originalName || image.name}
          </h2>
          {!image.ready && <span className="adm-badge adm-badge--draft">Processing</span>}
        </div>
        <dl className="adm-meta">
          <Definition term="Size">{formatDimensions(image.width, image.height)}</Definition>
          <Definition term="File">{formatBytes(image.bytes)}</Definition>
          <Definition term="Added">
            <time dateTime={image.createdAt}>{formatShortDate(image.createdAt)}</time>
          </Definition>
        </dl>
        <AltTextForm image={image} onSaved={onAltSaved} />
        <div className="adm-media-card__uses">
          <p className="adm-label" id={`${headingId}-uses`}>
            Used in
          </p>
          {image.usedBy.length > 0 ? (
            <ul aria-labelledby={`${headingId}-uses`}>
              {image.usedBy.map((use) => (
                <li key={`${use.type}-${use.id}`}>
                  <span className="adm-badge adm-badge--neutral">{USE_LABEL[use.type]}</span> {use.title}
                </li>
              ))}
            </ul>
          ) : (
            <p className="adm-muted">Not used yet</p>
          )}
        </div>
        <div role="alert">
          {refusal && (
            <p className="adm-error">
              <AlertIcon width={16} height={16} /> {refusal}
            </p>
          )}
        </div>
        <div className="adm-media-card__actions">
          <a className="adm-button adm-button--ghost adm-button--small" href={`${siteUrl}${image.url}`} target="_blank" rel="noreferrer">
            Open original<span className="adm-visually-hidden">: {title}</span>
          </a>
          <DeleteButton name={title} deleting={deleting} onClick={onDelete} />
        </div>
      </div>
    </article>
  )
}

/** The alt text, saved with the button or when focus leaves the field; says when it is saved. */
function AltTextForm({ image, onSaved }: { image: MediaImage; onSaved(): void }) {
  const { api } = useAdmin()
  const { showError } = useConsole()
  const fieldId = useId()
  const [value, setValue] = useState(image.alt)
  const [saved, setSaved] = useState(image.alt)
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle')
  const [error, setError] = useState<string | undefined>()
  const changed = value.trim() !== saved

  async function save() {
    if (!changed || state === 'saving') return
    const parsed = ImageAltUpdateSchema.safeParse({ alt: value })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    setState('saving')
    try {
      const updated = await api.updateImage(image.name, parsed.data)
      setSaved(updated.alt)
      setValue(updated.alt)
      setState('saved')
      onSaved()
    } catch (failure) {
      setState('idle')
      setError(errorText(failure, 'The alt text could not be saved. Try again.'))
      // A session that ended elsewhere goes back to the login; any other failure is said under the field.
      if (failure instanceof ApiError && failure.status === 401) showError('Error saving the alt text', failure)
    }
  }

  return (
    <form
      className="adm-media-card__alt"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        void save()
      }}
      // Leaving the form (not moving to its Save button) saves too.
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) void save()
      }}
    >
      <TextField
        id={fieldId}
        name="alt"
        label="Alt text"
        value={value}
        onChange={(next) => {
          setValue(next)
          setState('idle')
        }}
        error={error}
        placeholder="What the photo shows"
      />
      <div className="adm-media-card__alt-row">
        <button type="submit" className="adm-button adm-button--secondary adm-button--small" disabled={!changed || state === 'saving'}>
          {state === 'saving' ? 'Saving...' : 'Save alt text'}
        </button>
        <p className="adm-media-card__saved" role="status">
          {state === 'saved' && !changed ? 'Alt text saved' : ''}
        </p>
      </div>
    </form>
  )
}
