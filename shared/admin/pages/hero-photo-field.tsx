import { type KeyboardEvent, type MouseEvent, useId } from 'react'
import type { Language } from '#shared/schema/common.ts'
import type { HeroPhoto } from '#shared/schema/page-content.ts'
import { FieldError, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { ImageSizeWarning, LibraryButton, UploadButton, UploadProblem, useImageUpload, useLibraryImage } from '../media/index.ts'
import { ImageIcon, TrashIcon } from '../ui/icons.tsx'
import { FIELD_ID_PREFIX } from './page-form-values.ts'

/** The form's hero photo: the stored fields, with the alt texts possibly empty while the owner writes them. */
export type HeroPhotoValue = HeroPhoto | null

const LANGUAGE_WORD: Record<Language, string> = { en: 'English', es: 'Spanish' }
/** Field ids, as the server names its problems (`heroPhoto.alt.en`) under the editor's prefix. */
export const heroPhotoFieldId = (key: string) => `${FIELD_ID_PREFIX}heroPhoto${key ? `.${key}` : ''}`
/** The error summary's names of the hero photo's fields. */
export const HERO_PHOTO_LABELS: Record<string, string> = {
  heroPhoto: 'Hero photo',
  'heroPhoto.image': 'Hero photo',
  'heroPhoto.alt.en': 'Hero photo description (English)',
  'heroPhoto.alt.es': 'Hero photo description (Spanish)',
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * The hero's photo in place of the drawing: chosen from the media library (or uploaded), with the point every crop
 * keeps in view (a click on the photo, or the arrow keys on it: Shift moves further) and its description in both
 * languages. The two frames below show the crops the site makes: a phone's wide one and a desktop's tall one.
 */
export function HeroPhotoField({ value, onChange, errors }: { value: HeroPhotoValue; onChange(value: HeroPhotoValue): void; errors: FieldErrors }) {
  const { upload, uploading, problem, detail } = useImageUpload()
  // Its size from the library: the frame to click takes its height before the photo has loaded, and the warning
  // under it says whether it is wide enough.
  const photo = useLibraryImage(value?.image)
  const headingId = useId()
  const hintId = useId()
  const choose = (image: string, alt = '') => onChange({ image, focusX: 50, focusY: 50, alt: { en: value?.alt.en || alt, es: value?.alt.es ?? '' } })
  const setFocus = (focusX: number, focusY: number) => value && onChange({ ...value, focusX: clamp(focusX), focusY: clamp(focusY) })

  function pick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    setFocus(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100)
  }

  function nudge(event: KeyboardEvent<HTMLDivElement>) {
    if (!value) return
    const step = event.shiftKey ? 10 : 1
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    setFocus(value.focusX + move[0], value.focusY + move[1])
  }

  const imageError = errors['heroPhoto.image'] ?? errors.heroPhoto
  return (
    <section className="adm-card adm-page-section adm-hero-photo" aria-labelledby={headingId}>
      <h3 id={headingId} className="adm-card__title adm-page-section__title">
        Hero photo
      </h3>
      <p className="adm-hint">A photo from the media library in place of the drawing at the top of the page. Without one, the page keeps its drawing.</p>
      <div id={heroPhotoFieldId('image')} tabIndex={-1}>
        {value ? (
          <div className="adm-hero-photo__layout">
            <div
              className="adm-hero-photo__pick"
              role="group"
              tabIndex={0}
              aria-label={`Point to keep in view: ${value.focusX}% from the left, ${value.focusY}% from the top`}
              aria-describedby={hintId}
              onClick={pick}
              onKeyDown={nudge}
            >
              <img src={value.image} width={photo?.width} height={photo?.height} alt="" draggable={false} />
              <span className="adm-hero-photo__point" style={{ left: `${value.focusX}%`, top: `${value.focusY}%` }} aria-hidden="true" />
            </div>
            <div className="adm-hero-photo__crops" aria-hidden="true">
              <figure>
                <img src={value.image} alt="" style={{ aspectRatio: '3 / 2', objectPosition: `${value.focusX}% ${value.focusY}%` }} />
                <figcaption>Phone</figcaption>
              </figure>
              <figure>
                <img src={value.image} alt="" style={{ aspectRatio: '4 / 5', objectPosition: `${value.focusX}% ${value.focusY}%` }} />
                <figcaption>Desktop</figcaption>
              </figure>
            </div>
          </div>
        ) : (
          <p className="adm-gallery-image__empty">
            <ImageIcon width={24} height={24} /> The drawing shows
          </p>
        )}
        <p id={hintId} className="adm-hint">
          {value
            ? 'Click the part of the photo that must stay in view (a face, the brows), or focus the photo and use the arrow keys (Shift moves further).'
            : 'Choose a healed result or the studio: it is the first thing visitors see.'}
        </p>
      </div>
      <div className="adm-upload-row">
        <UploadButton
          label="Upload"
          spoken={<span className="visually-hidden"> a hero photo</span>}
          uploading={uploading}
          onFile={async (chosen) => {
            const uploaded = await upload(chosen)
            if (uploaded) choose(uploaded)
          }}
        />
        <LibraryButton disabled={uploading} onPick={(image) => choose(image.url, image.alt)}>
          Choose from library<span className="visually-hidden"> for the hero photo</span>
        </LibraryButton>
        {value && (
          <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onChange(null)}>
            <TrashIcon /> Use the drawing<span className="visually-hidden"> instead of the hero photo</span>
          </button>
        )}
      </div>
      <UploadProblem problem={problem} detail={detail} />
      <ImageSizeWarning image={photo} use="hero" />
      <FieldError id={heroPhotoFieldId('image')} error={imageError} />
      {value &&
        (['en', 'es'] as const).map((language) => {
          const key = `alt.${language}`
          const id = heroPhotoFieldId(key)
          const error = errors[`heroPhoto.${key}`]
          return (
            <div key={language} className={`adm-field ${error ? 'adm-field--invalid' : ''}`}>
              <label className="adm-label" htmlFor={id}>
                What the photo shows ({LANGUAGE_WORD[language]})
              </label>
              <input
                id={id}
                className="adm-input"
                value={value.alt[language]}
                maxLength={300}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { error })}
                onChange={(event) => onChange({ ...value, alt: { ...value.alt, [language]: event.target.value } })}
              />
              <FieldError id={id} error={error} />
            </div>
          )
        })}
    </section>
  )
}
