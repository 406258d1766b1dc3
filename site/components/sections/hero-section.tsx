import { usePageContext } from 'vike-react/usePageContext'
import type { MediaReader } from '#shared/content/media-reader.ts'
import type { Language } from '#shared/schema/common.ts'
// Types only: the public pages must not ship zod.
import type { HeroPhoto } from '#shared/schema/page-content.ts'
import { StudioArt } from '../art.tsx'
import { BookingActions } from '../booking-actions.tsx'
import type { HeroPhotoShown } from '../hero-photo.tsx'
import { PageHero } from '../page-hero.tsx'
import { type SectionProps, paragraphs, useSectionText } from './section-texts.tsx'

/** A hero section's photo as the page shows it, in its language; null without one, or once it has left the media library. */
export function heroPhotoShown(media: MediaReader | undefined, photo: HeroPhoto | null | undefined, language: Language): HeroPhotoShown | null {
  const image = photo ? media?.image(photo.image) : undefined
  return photo && image ? { image, alt: photo.alt[language], focusX: photo.focusX, focusY: photo.focusY } : null
}

/**
 * The top of a page: its headline (the page's h1 when it comes first), a sentence, the Book and Call buttons and the
 * owner's photo, or the studio's drawing without one.
 */
export function HeroSection({ section, language, place }: SectionProps) {
  const text = useSectionText(language)
  const photo = heroPhotoShown(usePageContext().media, section.settings.photo, language)
  return (
    <PageHero
      eyebrow={text(section.texts, 'eyebrow') || undefined}
      title={text(section.texts, 'title')}
      text={paragraphs(text(section.texts, 'text'))}
      actions={section.settings.booking === false ? undefined : <BookingActions />}
      art={<StudioArt />}
      photo={photo}
      headingLevel={place.first ? 1 : 2}
    />
  )
}
