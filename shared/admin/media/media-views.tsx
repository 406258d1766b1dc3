import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type MediaImage, widthNeeded } from '#shared/schema/image.ts'
import { formatBytes, formatDimensions, formatShortDate } from '../ui/format.ts'
import { TableHead } from '../ui/table-head.tsx'
import { useTooSmallText } from './image-size-warning.tsx'

export interface MediaViewProps {
  images: MediaImage[]
  selected: ReadonlySet<string>
  onSelect(image: MediaImage, checked: boolean): void
  onOpen(image: MediaImage): void
  /** The page's "select all" checkbox. */
  selectAll: ReactNode
}

const nameOf = (image: MediaImage) => image.originalName || image.name

/** What a thumbnail says of its image at a glance: processing, not used, no alt text, too small for where it is used. */
function Badges({ image }: { image: MediaImage }) {
  const { t } = useTranslation('media')
  const tooSmall = useTooSmallText()
  const needed = widthNeeded(image.usedBy)
  const small = needed && tooSmall(image.width, needed.use)
  return (
    <span className="adm-media-badges">
      {!image.ready && <span className="adm-badge adm-badge--draft">{t('badge.processing')}</span>}
      {image.usedBy.length === 0 && <span className="adm-badge adm-badge--neutral">{t('badge.unused')}</span>}
      {!image.alt && <span className="adm-badge adm-badge--neutral">{t('badge.noAlt')}</span>}
      {small && (
        <span className="adm-badge adm-badge--warning" title={small}>
          {t('badge.tooSmall')}
          <span className="visually-hidden">: {small}</span>
        </span>
      )}
    </span>
  )
}

function SelectImage({ image, selected, onSelect }: Pick<MediaViewProps, 'selected' | 'onSelect'> & { image: MediaImage }) {
  const { t } = useTranslation('media')
  return (
    <label className="adm-check adm-media-select">
      <input type="checkbox" checked={selected.has(image.name)} onChange={(event) => onSelect(image, event.target.checked)} />
      <span className="visually-hidden">{t('list.select', { name: nameOf(image) })}</span>
    </label>
  )
}

/** The dense grid: many small thumbnails a row, each with its name, size and badges; a click opens the details. */
export function MediaGrid({ images, selected, onSelect, onOpen }: MediaViewProps) {
  const { t } = useTranslation('media')
  return (
    <ul className="adm-media-grid" aria-label={t('list.label')}>
      {images.map((image) => (
        <li key={image.name}>
          <article className={`adm-media-tile ${selected.has(image.name) ? 'adm-media-tile--selected' : ''}`} aria-label={nameOf(image)}>
            <button type="button" className="adm-media-tile__open" onClick={() => onOpen(image)}>
              <span className="adm-media-tile__thumb" style={image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined}>
                <img src={image.thumbnailUrl} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
              </span>
              <span className="adm-media-tile__name" title={nameOf(image)}>
                {nameOf(image)}
              </span>
              <span className="visually-hidden"> ({t('list.open')})</span>
            </button>
            <span className="adm-media-tile__facts">{formatDimensions(image.width, image.height)}</span>
            <Badges image={image} />
            <SelectImage image={image} selected={selected} onSelect={onSelect} />
          </article>
        </li>
      ))}
    </ul>
  )
}

/** The list: one row an image with its name, size, dimensions, alt text, uses and date. */
export function MediaTable({ images, selected, onSelect, onOpen, selectAll }: MediaViewProps) {
  const { t } = useTranslation('media')
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-media-table">
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <TableHead
          selectAll={selectAll}
          columns={[
            <span className="visually-hidden">{t('list.open')}</span>,
            t('column.name'),
            t('column.size'),
            t('column.dimensions'),
            t('column.alt'),
            t('column.usedIn'),
            t('column.added'),
          ]}
        />
        <tbody>
          {images.map((image) => (
            <tr key={image.name} aria-selected={selected.has(image.name)}>
              <td className="adm-table__select">
                <SelectImage image={image} selected={selected} onSelect={onSelect} />
              </td>
              <td className="adm-media-table__thumb">
                <img src={image.thumbnailUrl} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
              </td>
              <th scope="row" className="adm-table__title">
                <button type="button" className="adm-link-button" onClick={() => onOpen(image)}>
                  {nameOf(image)}
                  <span className="visually-hidden"> ({t('list.open')})</span>
                </button>
                <Badges image={image} />
              </th>
              <td>{formatBytes(image.bytes)}</td>
              <td>{formatDimensions(image.width, image.height)}</td>
              <td>{image.alt || '—'}</td>
              <td>{image.usedBy.length > 0 ? image.usedBy.map((use) => `${t(`use.${use.type}`)}: ${use.title}`).join(' · ') : '—'}</td>
              <td className="adm-table__date">{formatShortDate(image.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
