import { useId } from 'react'
import type { MediaImage } from '#shared/schema/image.ts'
import { ImageIcon, TrashIcon } from '../ui/icons.tsx'
import { FieldError } from '../forms/field.tsx'
import { LibraryButton } from '../media/index.ts'

interface HeadshotFieldProps {
  /** The group's id, which the error summary links to. */
  id: string
  /** Whose headshot, for the buttons' names ("Choose a headshot for Camila Ortiz"). */
  artist: string
  url: string
  /** The media library's record comes along when an image was picked. */
  onChange(url: string, image?: MediaImage): void
  error?: string
}

/** An artist's headshot, chosen from the media library (upload it in Media first), or none. */
export function HeadshotField({ id, artist, url, onChange, error }: HeadshotFieldProps) {
  const labelId = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div
      id={id}
      className={`adm-field adm-headshot ${error ? 'adm-field--invalid' : ''}`}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      tabIndex={-1}
    >
      <p id={labelId} className="adm-label">
        Headshot
      </p>
      <div className="adm-headshot__body">
        <div className="adm-headshot__preview">
          {url ? (
            <img src={url} alt="" />
          ) : (
            <span className="adm-headshot__empty">
              <ImageIcon width={22} height={22} /> None
            </span>
          )}
        </div>
        <div className="adm-headshot__actions">
          <p id={hintId} className="adm-hint">
            {url ? 'Describe it in both languages below.' : 'Without a headshot the site shows its artwork. Upload photos in Media first.'}
          </p>
          <div className="adm-upload-row">
            <LibraryButton onPick={(image) => onChange(image.url, image)}>
              {url ? 'Change' : 'Choose from library'}
              <span className="visually-hidden"> the headshot of {artist}</span>
            </LibraryButton>
            {url && (
              <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onChange('')}>
                <TrashIcon /> Remove<span className="visually-hidden"> the headshot of {artist}</span>
              </button>
            )}
          </div>
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
