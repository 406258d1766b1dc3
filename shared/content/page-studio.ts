import type { Language } from '../schema/common.ts'
import type { StudioService } from '../schema/service.ts'
import { STARTER_SERVICE_PRICES, servicePagePath } from '../schema/service-values.ts'
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
 * The studio's facts as one page shows them: the settings in the page's language, the lead artist,
 * and each headshot as a responsive image. Handed to the page by +onBeforeRender and passed to the browser.
 */
export interface PageStudio extends Localized<Omit<StudioSettingsInput, 'team'>> {
  team: PageArtist[]
  /** The first of the team: the studio's founder and course instructor. */
  founder: PageArtist
  /** The services the studio shows, in its order (decision 024): every list of services on the site reads this. */
  services: PageService[]
}

export type PageService = Localized<Omit<StudioService, 'id' | 'order' | 'createdAt' | 'updatedAt' | 'hidden'>> & {
  /** Its page: the site's original address for microblading, ombre brows and lip blushing, `/services/<slug>` for the rest. */
  path: string
}

/**
 * `services`: the shown ones (none without the server). A starter service's price is the studio's `prices` entry
 * its pages' `{{price…}}` placeholders read, so those follow the service.
 */
export function pageStudio(
  settings: StudioSettingsInput,
  language: Language,
  media: MediaReader | undefined,
  services: readonly StudioService[] = [],
): PageStudio {
  const prices = { ...settings.prices }
  for (const service of services) {
    const key = STARTER_SERVICE_PRICES[service.slug as keyof typeof STARTER_SERVICE_PRICES]
    if (key) prices[key] = service.price
  }
  const { team, ...facts } = { ...settings, prices }
  const artists = team.map(({ headshot, ...member }): PageArtist => {
    const view = headshot ? media?.image(headshot.image) : undefined
    return { ...localize(member, language), photo: view && headshot ? { ...view, alt: headshot.alt[language] } : null }
  })
  const shown = services
    .filter((service) => !service.hidden)
    .map(({ id: _id, order: _order, createdAt: _createdAt, updatedAt: _updatedAt, hidden: _hidden, ...service }) => ({
      ...localize(service, language),
      path: servicePagePath(service.slug),
    }))
  return { ...localize(facts, language), team: artists, founder: artists[0]!, services: shown }
}
