import type { Language } from '../schema/common.ts'
import type { StudioSettingsInput, TeamMember } from '../schema/studio.ts'
import type { MediaReader } from './media-reader.ts'
import type { ImageView } from './responsive-image.ts'

/** A value with each `{en, es}` pair replaced by one language's text. */
export type Localized<T> = T extends { en: infer English; es: unknown }
  ? English
  : T extends ReadonlyArray<infer Item>
    ? Array<Localized<Item>>
    : T extends object
      ? { [Key in keyof T]: Localized<T[Key]> }
      : T

function isBilingual(value: object): value is { en: unknown; es: unknown } {
  const keys = Object.keys(value)
  return keys.length === 2 && 'en' in value && 'es' in value
}

export function localize<T>(value: T, language: Language): Localized<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, language)) as Localized<T>
  if (value === null || typeof value !== 'object') return value as Localized<T>
  if (isBilingual(value)) return value[language] as Localized<T>
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, language)])) as Localized<T>
}

export type PageArtist = Localized<Omit<TeamMember, 'headshot'>> & {
  /** The headshot from the media library with its description in the page's language; none: the site's artwork. */
  photo: ImageView | null
}

/**
 * The studio's facts as one page shows them (issue #13): the settings in the page's language, the lead artist,
 * and each headshot as a responsive image. Handed to the page by +onBeforeRender and passed to the browser.
 */
export interface PageStudio extends Localized<Omit<StudioSettingsInput, 'team'>> {
  team: PageArtist[]
  /** The first of the team: the studio's founder and course instructor. */
  founder: PageArtist
}

export function pageStudio(settings: StudioSettingsInput, language: Language, media: MediaReader | undefined): PageStudio {
  const { team, ...facts } = settings
  const artists = team.map(({ headshot, ...member }): PageArtist => {
    const view = headshot ? media?.image(headshot.image) : undefined
    return { ...localize(member, language), photo: view && headshot ? { ...view, alt: headshot.alt[language] } : null }
  })
  return { ...localize(facts, language), team: artists, founder: artists[0]! }
}
