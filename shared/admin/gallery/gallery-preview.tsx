import { useId } from 'react'
import type { GalleryFormValues } from './gallery-form-values.ts'

/**
 * The item as the gallery will show it, while it is written: the photos side by side, labelled, with the captions.
 * `service`: the chosen service's name ('' while none is chosen).
 */
export function GalleryPreview({ values, service }: { values: GalleryFormValues; service: string }) {
  const titleId = useId()
  const pair = values.kind === 'before-after'
  const photos: [label: string, url: string][] = pair
    ? [
        ['Before', values.beforeImage],
        ['After', values.afterImage],
      ]
    : [['Healed', values.afterImage]]
  const weeks = values.weeksHealed.trim()
  return (
    <section className="adm-gallery-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="adm-panel__title">
        Preview
      </h3>
      <div className={`adm-gallery-preview__photos ${pair ? '' : 'adm-gallery-preview__photos--single'}`}>
        {photos.map(([label, url]) => (
          <figure key={label} className="adm-gallery-preview__photo">
            {url ? (
              <img src={url} alt={values.altEn ? `${label}: ${values.altEn}` : ''} />
            ) : (
              <span className="adm-gallery-preview__missing">No {label.toLowerCase()} photo yet</span>
            )}
            <figcaption>{label}</figcaption>
          </figure>
        ))}
      </div>
      <p className="adm-gallery-preview__service">
        {service || <span className="adm-muted">Service not chosen</span>}
        {weeks && ` · ${weeks} ${weeks === '1' ? 'week' : 'weeks'} healed`}
        {values.artist.trim() && ` · ${values.artist.trim()}`}
      </p>
      <p lang="en" className="adm-gallery-preview__caption">
        {values.captionEn || <span className="adm-muted">No English caption</span>}
      </p>
      <p lang="es" className="adm-gallery-preview__caption">
        {values.captionEs || <span className="adm-muted">Sin leyenda en español</span>}
      </p>
    </section>
  )
}
