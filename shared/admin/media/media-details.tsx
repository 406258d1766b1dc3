import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, errorText } from '#shared/api/api-error.ts'
import { ImageAltUpdateSchema, type MediaImage } from '#shared/schema/image.ts'
import { useAdmin } from '../console/admin-context.tsx'
import { useConsole } from '../console/console-context.tsx'
import { TextField } from '../forms/field.tsx'
import { Dialog } from '../ui/dialog.tsx'
import { formatBytes, formatDimensions, formatShortDate } from '../ui/format.ts'
import { AlertIcon, TrashIcon } from '../ui/icons.tsx'
import { Definition } from '../ui/definition.tsx'
import { TooSmallNote } from './image-size-warning.tsx'
import { mediaTitle } from './media-picker.tsx'

interface MediaDetailsProps {
  image: MediaImage
  deleting: boolean
  /** The server's reason for refusing the last delete (still used: where). */
  refusal: string | undefined
  onDelete(): void
  onAltSaved(): void
  onClose(): void
}

/** One image of the library, opened from the grid or the list: its facts, alt text (saved on Save or on leaving), uses, delete. */
export function MediaDetails({ image, deleting, refusal, onDelete, onAltSaved, onClose }: MediaDetailsProps) {
  const { t } = useTranslation('media')
  const { siteUrl } = useAdmin()
  const headingId = useId()
  const name = image.originalName || image.name
  return (
    <Dialog title={name} onClose={onClose} size="large">
      <article className="adm-media-details" aria-labelledby={headingId}>
        <h3 id={headingId} className="visually-hidden">
          {name}
        </h3>
        <div className="adm-media-details__thumb" style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined}>
          <img src={image.thumbnailUrl} width={image.width} height={image.height} alt={image.alt} decoding="async" />
        </div>
        <div className="adm-media-details__body">
          {!image.ready && <span className="adm-badge adm-badge--draft">{t('badge.processing')}</span>}
          <dl className="adm-meta">
            <Definition term={t('details.dimensions')}>{formatDimensions(image.width, image.height)}</Definition>
            <Definition term={t('details.file')}>{formatBytes(image.bytes)}</Definition>
            <Definition term={t('details.added')}>
              <time dateTime={image.createdAt}>{formatShortDate(image.createdAt)}</time>
            </Definition>
          </dl>
          <TooSmallNote image={image} />
          <AltTextForm image={image} onSaved={onAltSaved} />
          <div className="adm-media-details__uses">
            <p className="adm-label" id={`${headingId}-uses`}>
              {t('details.usedIn')}
            </p>
            {image.usedBy.length > 0 ? (
              <ul aria-labelledby={`${headingId}-uses`}>
                {image.usedBy.map((use) => (
                  <li key={`${use.type}-${use.id}`}>
                    <span className="adm-badge adm-badge--neutral">{t(`use.${use.type}`)}</span> {use.title}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="adm-muted">{t('details.notUsed')}</p>
            )}
          </div>
          <div role="alert">
            {refusal && (
              <p className="adm-error">
                <AlertIcon width={16} height={16} /> {refusal}
              </p>
            )}
          </div>
          <div className="adm-media-details__actions">
            <a className="adm-button adm-button--ghost adm-button--small" href={`${siteUrl}${image.url}`} target="_blank" rel="noreferrer">
              {t('details.openOriginal')}
              <span className="visually-hidden">: {mediaTitle(image)}</span>
            </a>
            <button type="button" className="adm-button adm-button--danger-ghost adm-button--small" disabled={deleting} onClick={onDelete}>
              <TrashIcon /> {deleting ? t('details.deleting') : t('details.delete')}
              <span className="visually-hidden">: {mediaTitle(image)}</span>
            </button>
          </div>
        </div>
      </article>
    </Dialog>
  )
}

/** The alt text, saved with the button or when focus leaves the field; says when it is saved. */
function AltTextForm({ image, onSaved }: { image: MediaImage; onSaved(): void }) {
  const { t } = useTranslation('media')
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
      setError(errorText(failure, t('alt.error')))
      // A session that ended elsewhere goes back to the login; any other failure is said under the field.
      if (failure instanceof ApiError && failure.status === 401) showError(t('alt.errorTitle'), failure)
    }
  }

  return (
    <form
      className="adm-media-details__alt"
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
        label={t('alt.label')}
        value={value}
        onChange={(next) => {
          setValue(next)
          setState('idle')
        }}
        error={error}
        placeholder={t('alt.placeholder')}
      />
      <div className="adm-media-details__alt-row">
        <button type="submit" className="adm-button adm-button--secondary adm-button--small" disabled={!changed || state === 'saving'}>
          {state === 'saving' ? t('alt.saving') : t('alt.save')}
        </button>
        <p className="adm-media-details__saved" role="status">
          {state === 'saved' && !changed ? t('alt.saved') : ''}
        </p>
      </div>
    </form>
  )
}
