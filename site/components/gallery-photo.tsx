import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { SIZES } from '#shared/content/responsive-image.ts'
import type { Comparison, GalleryPhoto, HealedPhoto } from '../content/gallery-photos.ts'
import { Picture } from './picture.tsx'
import { useServiceNames } from '../content/page-services.ts'

/**
 * The service's name as the studio's services say it (decision 024); a consultation is not "Not sure yet: …" here,
 * and a service the studio hides since keeps the name the site first gave it (or its slug).
 */
export function useServiceName(): (service: GalleryPhoto['service']) => string {
  const { t } = useTranslation('common')
  const named = useServiceNames()
  return (service) =>
    service === 'consultation' ? t('photos.consultation') : (named(service) ?? t(`contactForm.services.${service}`, { defaultValue: service }))
}

/** Under a photo: its caption, then the service, how long it had healed and the artist. */
export function PhotoDetails({ photo }: { photo: GalleryPhoto }) {
  const { t } = useTranslation('common')
  const serviceName = useServiceName()
  return (
    <>
      {photo.caption && <p className="photo-caption">{photo.caption}</p>}
      <p className="photo-meta">
        <span className="badge">{serviceName(photo.service)}</span>
        {photo.weeksHealed !== undefined && <span>{t('photos.weeksHealed', { count: photo.weeksHealed })}</span>}
        {photo.artist && <span>{t('photos.artist', { name: photo.artist })}</span>}
      </p>
    </>
  )
}

/**
 * A published result as a card: the photo (an after photo says so in its alternative text), its details under it.
 * `style` carries a card's rules inline where the page has no stylesheet for it (the results strip).
 */
export function PhotoCard({
  photo,
  className,
  imageClassName,
  style,
}: {
  photo: HealedPhoto
  className: string
  imageClassName: string
  style?: { card: CSSProperties; caption: CSSProperties }
}) {
  const { t } = useTranslation('common')
  return (
    <figure className={`card ${className}`} style={style?.card}>
      <Picture
        image={photo.image}
        src={photo.image.src}
        alt={photo.after ? t('photos.afterAlt', { alt: photo.alt }) : photo.alt}
        sizes={SIZES.card}
        className={imageClassName}
      />
      <figcaption style={style?.caption}>
        <PhotoDetails photo={photo} />
      </figcaption>
    </figure>
  )
}

/** Where the divider starts, in percent of the width: also where it stays without JavaScript. */
const START = 50

/**
 * A before-and-after pair: the after photo lies over the before photo, cut at the divider. The control
 * is a native range input spread invisibly over the whole picture, so arrows, Home/End, a click or a drag anywhere
 * on it (touch too) move the divider; site/client/gallery.ts copies its value into `--position`. The box takes the
 * after photo's true proportions, so nothing moves as the photos load.
 */
export function ComparisonSlider({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation('common')
  const { before, after, alt } = comparison
  const box = { '--position': `${START}%`, aspectRatio: `${after.width} / ${after.height}` } as CSSProperties
  return (
    <figure className="comparison-figure">
      <div className="comparison" data-comparison style={box}>
        <Picture image={before} src={before.src} alt={t('photos.beforeAlt', { alt })} sizes={SIZES.gallery} className="comparison-image" />
        <div className="comparison-after">
          <Picture image={after} src={after.src} alt={t('photos.afterAlt', { alt })} sizes={SIZES.gallery} className="comparison-image" />
        </div>
        <span className="comparison-tag comparison-tag-before" aria-hidden="true">
          {t('photos.before')}
        </span>
        <span className="comparison-tag comparison-tag-after" aria-hidden="true">
          {t('photos.after')}
        </span>
        <input
          type="range"
          className="comparison-range"
          min={0}
          max={100}
          step={1}
          defaultValue={START}
          aria-label={t('photos.compare', { alt })}
          data-valuetext={t('photos.position', { before: '{{before}}', after: '{{after}}' })}
        />
        <span className="comparison-handle" aria-hidden="true" />
      </div>
      <figcaption>
        <PhotoDetails photo={comparison} />
      </figcaption>
    </figure>
  )
}
