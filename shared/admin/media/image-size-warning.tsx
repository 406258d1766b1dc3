import { useTranslation } from 'react-i18next'
import { MIN_IMAGE_WIDTH, type MediaImage, type SizedUse, widthNeeded } from '#shared/schema/image.ts'
import { AlertIcon } from '../ui/icons.tsx'

/** What an image too narrow for `use` lacks, in the console's words; undefined when it is wide enough. */
export function useTooSmallText(): (width: number, use: SizedUse) => string | undefined {
  const { t } = useTranslation('media')
  return (width, use) => (width < MIN_IMAGE_WIDTH[use] ? t('size.tooSmall', { use: t(`size.${use}`), needed: MIN_IMAGE_WIDTH[use], width }) : undefined)
}

/** The media library's warning: the image is narrower than the widest of its uses needs (a hero photo, the gallery). */
export function TooSmallNote({ image }: { image: Pick<MediaImage, 'width' | 'usedBy'> }) {
  const tooSmall = useTooSmallText()
  const needed = widthNeeded(image.usedBy)
  const text = needed && tooSmall(image.width, needed.use)
  return text ? <WarningText text={text} /> : null
}

/**
 * The warning under a form's image (the hero photo, a gallery photo): the image's width, as the media library knows
 * it (`useLibraryImage`, which the form asks once for its own use too), compared with the minimum of `use`.
 */
export function ImageSizeWarning({ image, use }: { image: Pick<MediaImage, 'width'> | undefined; use: SizedUse }) {
  const tooSmall = useTooSmallText()
  const text = image ? tooSmall(image.width, use) : undefined
  return <div aria-live="polite">{text && <WarningText text={text} />}</div>
}

function WarningText({ text }: { text: string }) {
  return (
    <p className="adm-size-warning">
      <AlertIcon width={16} height={16} /> {text}
    </p>
  )
}
