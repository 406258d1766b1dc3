/**
 * The contact form's service values. Kept free of zod so the public site's contact form can import it
 * without shipping the schema library to every visitor. They are the slugs of the studio's first services (the
 * store's `services` collection, shared/schema/service.ts), which the owner now adds to, renames and hides.
 */
export const SERVICE_VALUES = ['microblading', 'ombre-brows', 'microshading', 'lip-pigmentation', 'touch-up', 'consultation'] as const

/** What a visitor may ask for without naming a service: not a service of the collection, never hidden. */
export const CONSULTATION = 'consultation'

/** What a review may be about without naming a service: the studio as a whole. Not a service either. */
export const STUDIO_IN_GENERAL = 'general'

/** Where a service is listed on the services page: its section (`other`: corrections and touch-ups). */
export const SERVICE_GROUPS = ['brows', 'lips', 'lashes', 'other'] as const
export type ServiceGroup = (typeof SERVICE_GROUPS)[number]

/**
 * The services the studio started with, by slug, each with the key of its price among the pages' `{{price…}}`
 * placeholders and the studio facts (`prices`), so texts written before services were a collection keep their
 * numbers, now the service's.
 */
export const STARTER_SERVICE_PRICES = {
  microblading: 'microblading',
  'ombre-brows': 'ombreBrows',
  microshading: 'microshading',
  'lip-pigmentation': 'lipBlushing',
  correction: 'correction',
  'touch-up': 'touchUp',
  'brow-lamination': 'browLamination',
  'lash-lift': 'lashLift',
} as const

/** The three services with pages of their own; every other service's page is `/services/<slug>`. */
export const SERVICE_PAGE_PATHS: Readonly<Record<string, string>> = {
  microblading: '/microblading-atlanta-ga',
  'ombre-brows': '/ombre-brows-gainesville-ga',
  'lip-pigmentation': '/lip-blushing-atlanta',
}

export function servicePagePath(slug: string): string {
  return SERVICE_PAGE_PATHS[slug] ?? `/services/${slug}`
}

/** A session's length in minutes as the pages say it: in hours from an hour up when it is in half hours. */
export function sessionSpan({ from, to }: { from: number; to: number }): { from: number; to: number; unit: 'minutes' | 'hours' } {
  return from >= 60 && from % 30 === 0 && to % 30 === 0 ? { from: from / 60, to: to / 60, unit: 'hours' } : { from, to, unit: 'minutes' }
}
