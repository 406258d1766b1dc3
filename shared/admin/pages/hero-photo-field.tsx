import { type KeyboardEvent, type MouseEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { HeroPhoto } from '#shared/schema/page-content.ts'
import { FieldError, describedBy } from '../forms/field.tsx'
import type { FieldErrors } from '../forms/form-errors.ts'
import { ImageSizeWarning, LibraryButton, UploadButton, UploadProblem, useImageUpload, useLibraryImage } from '../media/index.ts'
import { ImageIcon, TrashIcon } from '../ui/icons.tsx'
import { FIELD_ID_PREFIX } from './page-form-values.ts'

/** The form's hero photo: the stored fields, with the alt texts possibly empty while the owner writes them. */
export type HeroPhotoValue = HeroPhoto | null

/** The error summary's names of the hero photo's fields. */
export const HERO_PHOTO_LABELS: Record<string, string> = {
  heroPhoto: 'Hero photo',
  'heroPhoto.image': 'Hero photo',
  'heroPhoto.alt.en': 'Hero photo description (English)',
  'heroPhoto.alt.es': 'Hero photo description (Spanish)',
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * The hero photo of a spec page, in place of its drawing: a card of its own around the picker.
 */
export function HeroPhotoField({ value, onChange, errors }: { value: HeroPhotoValue; onChange(value: HeroPhotoValue): void; errors: FieldErrors }) {
  const { t } = useTranslation('pages')
  const headingId = useId()
  return (
    <section className="adm-card adm-page-section adm-hero-photo" aria-labelledby={headingId}>
      <h3 id={headingId} className="adm-card__title adm-page-section__title">
        {t('photo.title')}
      </h3>
      <p className="adm-hint">{t('photo.intro')}</p>
      <HeroPhotoPicker value={value} onChange={onChange} errors={errors} path="heroPhoto" idPrefix={FIELD_ID_PREFIX} />
    </section>
  )
}

interface HeroPhotoPickerProps {
  value: HeroPhotoValue
  onChange(value: HeroPhotoValue): void
  errors: FieldErrors
  /** The photo's key in `errors` (and, after `idPrefix`, its fields' ids): `heroPhoto`, `section.<id>.settings.photo`. */
  path: string
  idPrefix: string
}

/**
 * A hero's photo: chosen from the media library (or uploaded), with the point every crop keeps in view (a click on
 * the photo, or the arrow keys on it: Shift moves further) and its description in both languages. The two frames
 * beside it show the crops the site makes: a phone's wide one and a desktop's tall one.
 */
export function HeroPhotoPicker({ value, onChange, errors, path, idPrefix }: HeroPhotoPickerProps) {
  const { t } = useTranslation('pages')
  const { upload, uploading, problem, detail } = useImageUpload()
  // Its size from the library: the frame to click takes its height before the photo has loaded, and the warning
  // under it says whether it is wide enough.
  const photo = useLibraryImage(value?.image)
  const hintId = useId()
  const idOf = (key: string) => `${idPrefix}${path}${key ? `.${key}` : ''}`
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

  const imageError = errors[`${path}.image`] ?? errors[path]
  return (
    <>
      <div id={idOf('image')} tabIndex={-1}>
        {value ? (
          <div className="adm-hero-photo__layout">
            <div
              className="adm-hero-photo__pick"
              role="group"
              tabIndex={0}
              aria-label={t('photo.point', { x: value.focusX, y: value.focusY })}
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
                <figcaption>{t('photo.phone')}</figcaption>
              </figure>
              <figure>
                <img src={value.image} alt="" style={{ aspectRatio: '4 / 5', objectPosition: `${value.focusX}% ${value.focusY}%` }} />
                <figcaption>{t('photo.desktop')}</figcaption>
              </figure>
            </div>
          </div>
        ) : (
          <p className="adm-gallery-image__empty">
            <ImageIcon width={24} height={24} /> {t('photo.drawing')}
          </p>
        )}
        <p id={hintId} className="adm-hint">
          {value ? t('photo.pointHint') : t('photo.chooseHint')}
        </p>
      </div>
      <div className="adm-upload-row">
        <UploadButton
          label={t('photo.upload')}
          spoken={<span className="visually-hidden">{t('photo.uploadSpoken')}</span>}
          uploading={uploading}
          onFile={async (chosen) => {
            const uploaded = await upload(chosen)
            if (uploaded) choose(uploaded)
          }}
        />
        <LibraryButton disabled={uploading} onPick={(image) => choose(image.url, image.alt)}>
          {t('photo.library')}
          <span className="visually-hidden">{t('photo.librarySpoken')}</span>
        </LibraryButton>
        {value && (
          <button type="button" className="adm-button adm-button--ghost adm-button--small" onClick={() => onChange(null)}>
            <TrashIcon /> {t('photo.useDrawing')}
            <span className="visually-hidden">{t('photo.useDrawingSpoken')}</span>
          </button>
        )}
      </div>
      <UploadProblem problem={problem} detail={detail} />
      <ImageSizeWarning image={photo} use="hero" />
      <FieldError id={idOf('image')} error={imageError} />
      {value &&
        (['en', 'es'] as const).map((language) => {
          const key = `alt.${language}`
          const id = idOf(key)
          const error = errors[`${path}.${key}`]
          return (
            <div key={language} className={`adm-field ${error ? 'adm-field--invalid' : ''}`}>
              <label className="adm-label" htmlFor={id}>
                {t(`photo.alt.${language}`)}
              </label>
              <input
                id={id}
                className="adm-input"
                lang={language}
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
    </>
  )
}
