import { z } from 'zod'
import { DEFAULT_STUDIO } from '../content/studio.ts'
import { IdSchema, TimestampSchema } from './common.ts'
import { NOT_AN_UPLOAD, UPLOAD_ADDRESS } from './upload-address.ts'
import { BOOK_NOW_OPENS, PRICED_SERVICES, WEEKDAYS, phoneE164 } from './studio-values.ts'

export { PRICED_SERVICES, WEEKDAYS, phoneE164, type PricedService, type Weekday } from './studio-values.ts'

/**
 * The studio's facts as the owner edits them in Settings: the ONE place the site, its structured data, the feeds and
 * the emails read them from. A fresh store starts from DEFAULT_STUDIO (shared/content/studio.ts).
 */

const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`)
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`)

/** Both languages of a visitor-facing text. */
const bilingual = (label: string, max: number) => z.object({ en: text(`${label} (English)`, max), es: text(`${label} (Spanish)`, max) })

/** An address visitors are sent to: https only (a booking page on http would leak what a client types). */
export const HttpsUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Address must be at most 2000 characters')
  .refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
    } catch {
      return false
    }
  }, 'Enter a full https:// address')

/** An optional link: empty hides it. */
const optionalUrl = z.union([z.literal(''), HttpsUrlSchema])

/** The network's own host, for an https address without credentials; undefined for anything else. */
function httpsHostOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password ? url.hostname : undefined
  } catch {
    return undefined
  }
}

/**
 * A feed the portfolio page frames: an address on the network's own host, the only frames the Content-Security-Policy
 * allows (server/security/headers.ts), or empty to hide it.
 */
const embedAddress = (network: string, host: string) =>
  z
    .string()
    .trim()
    .max(2000, `${network} feed: at most 2000 characters`)
    .refine((value) => value === '' || httpsHostOf(value) === host, `${network} feed: paste ${network}’s embed address, starting with https://${host}/`)

const EmbedsSchema = z.object({ instagram: embedAddress('Instagram', 'www.instagram.com'), facebook: embedAddress('Facebook', 'www.facebook.com') })

/** A phone number as people write it: "(770) 555-0142", "770-555-0142", or "+52 55 1234 5678". */
export const PhoneSchema = text('Phone', 40).refine((value) => phoneE164(value) !== undefined, {
  message: 'Enter a phone number such as (770) 555-0142 or +52 55 1234 5678',
})

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const TimeSchema = z.string().regex(TIME, 'Enter a time such as 09:00 or 18:30')

export const OpeningHoursSchema = z
  .object({
    days: z.array(z.enum(WEEKDAYS)).min(1, 'Choose at least one day'),
    opens: TimeSchema,
    closes: TimeSchema,
  })
  // Compared only once both are times (a bad one already has its own message).
  .refine(({ opens, closes }) => !TIME.test(opens) || !TIME.test(closes) || opens < closes, {
    message: 'Closing time must be after opening time',
    path: ['closes'],
  })
export type OpeningHours = z.infer<typeof OpeningHoursSchema>

const price = (label: string) =>
  z
    .number({ error: `${label}: enter a price in dollars` })
    .int(`${label}: whole dollars`)
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is too high`)

const count = (label: string, max = 10_000_000) =>
  z
    .number({ error: `${label}: enter a number` })
    .int(`${label}: a whole number`)
    .min(0)
    .max(max, `${label} is too high`)

export const PricesSchema = z
  .object({
    microblading: price('Microblading'),
    ombreBrows: price('Ombre brows'),
    microshading: price('Microshading'),
    lipBlushing: price('Lip blushing'),
    correction: price('Correction of previous work'),
    touchUp: price('Touch-up'),
    browLamination: price('Brow lamination'),
    lashLift: price('Lash lift'),
    courseFrom: price('Course (from)'),
    courseTo: price('Course (to)'),
  })
  .refine(({ courseFrom, courseTo }) => courseFrom <= courseTo, { message: 'Course: "to" must not be below "from"', path: ['courseTo'] })
export type Prices = z.infer<typeof PricesSchema>

/** The claims the site makes (years, clients, certified artists). The number of artists is the team's. */
export const StatsSchema = z.object({
  years: count('Years', 200),
  clients: count('Clients'),
  certifiedPercent: count('Certified artists (%)', 100),
  satisfactionPercent: count('Satisfaction (%)', 100),
  studentsTrained: count('Students trained'),
  atlantaClients: count('Clients from the metro area'),
  reviewsStars: z.number().min(1, 'Stars: 1 to 5').max(5, 'Stars: 1 to 5'),
  reviewServiceCount: count('Reviews on booking platforms'),
  socialReviewCount: count('Reviews on social media'),
})
export type Stats = z.infer<typeof StatsSchema>

export const HeadshotSchema = z.object({
  /** A media-library image: its address, `/uploads/<name>`. */
  image: z.string().regex(UPLOAD_ADDRESS, NOT_AN_UPLOAD),
  alt: bilingual('Headshot description', 300),
})

export const TeamMemberSchema = z.object({
  id: IdSchema,
  name: text('Name', 100),
  role: bilingual('Role', 100),
  /** Paragraphs separated by a blank line. */
  bio: bilingual('Bio', 3000),
  /** Empty: not shown. */
  license: optionalText('License number', 60),
  specialties: z.object({
    en: z.array(text('Specialty', 60)).max(12, 'At most 12 specialties'),
    es: z.array(text('Specialty', 60)).max(12, 'At most 12 specialties'),
  }),
  headshot: HeadshotSchema.nullable(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

/**
 * How the studio stands to the metro area most of its clients come from: in its city, or a drive from it. The pages'
 * place phrases ("{{metroDistance}}", "{{areaLine}}": shared/content/variables.ts) read it, so no text says
 * "a drive from Atlanta" of a studio in Atlanta.
 */
export const METRO_RELATIONS = ['in', 'near'] as const
export type MetroRelation = (typeof METRO_RELATIONS)[number]

/** Where the studio is. The pages name its town, county, metro area and drive from here, never typed into a text. */
const AddressSchema = z.object({
  street: text('Street', 200),
  city: text('City', 100),
  /** As the address writes it ("Hall County"): the pages' "{{county}}", the artists' licensing health department. */
  county: text('County', 100),
  region: text('State', 50),
  postalCode: text('ZIP code', 20).regex(/^[A-Za-z0-9 -]{3,10}$/, 'Enter a valid ZIP code'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Country: a two-letter code such as US'),
  /** The metro area most clients come from, as its name is written ("Atlanta"): the pages' "{{metro}}". */
  metro: text('Metro area', 100),
  /** 'in': the studio is in the metro's city; 'near': a drive of `minutesFromAtlanta` minutes from its downtown. */
  metroRelation: z.enum(METRO_RELATIONS, { error: 'Choose whether the studio is in the metro area or a drive from it' }),
  /**
   * The drive from the metro's downtown ("{{minutesFromAtlanta}} minutes"), quoted while the studio is near it and kept
   * while it is in it. Named as stored since before the metro was a setting.
   */
  minutesFromAtlanta: count('Minutes from downtown', 600),
  /** Where "Get directions" goes. */
  mapUrl: HttpsUrlSchema,
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
})

const BookingSchema = z.object({
  url: HttpsUrlSchema,
  /** A treatment's own booking page, when the booking platform has one; else `url`. */
  services: z.partialRecord(z.enum(PRICED_SERVICES), HttpsUrlSchema).default({}),
  /** "Book Now" leads to the site's booking page, or straight to the platform (a treatment's own page there). */
  bookNowOpens: z.enum(BOOK_NOW_OPENS, { error: 'Choose where Book Now leads' }),
})

export const StudioSettingsInputSchema = z.object({
  name: text('Studio name', 100),
  shortName: text('Short name', 60),
  foundingYear: z
    .number({ error: 'Enter the year the studio opened' })
    .int()
    .min(1900, 'Enter the year the studio opened')
    .max(2100, 'Enter the year the studio opened'),
  phone: PhoneSchema,
  email: z.string().trim().max(254).pipe(z.email('Enter a valid email address')),
  chat: z.object({
    /** The chat app's (WhatsApp) number; usually the studio phone. */
    phone: PhoneSchema,
    /** The message already typed when a visitor opens the chat. */
    greeting: bilingual('Chat greeting', 300),
  }),
  address: AddressSchema,
  hours: z
    .array(OpeningHoursSchema)
    .max(7)
    .refine((lines) => new Set(lines.flatMap((line) => line.days)).size === lines.flatMap((line) => line.days).length, {
      message: 'A day appears in two lines of the opening hours',
    }),
  booking: BookingSchema,
  social: z.object({ instagram: optionalUrl, facebook: optionalUrl, tiktok: optionalUrl, reviews: optionalUrl }),
  /** The portfolio page's Instagram and Facebook feeds. */
  embeds: EmbedsSchema,
  /** Whether the pages say parking at the studio is free. */
  freeParking: z.boolean({ error: 'Say whether parking is free' }),
  prices: PricesSchema,
  stats: StatsSchema,
  policies: z.object({ deposit: bilingual('Deposit policy', 2000), cancellation: bilingual('Cancellation policy', 2000) }),
  team: z
    .array(TeamMemberSchema)
    .min(1, 'The team needs at least one artist')
    .max(20)
    .refine((team) => new Set(team.map((member) => member.id)).size === team.length, { message: 'Two team members share an id' }),
})
export type StudioSettingsInput = z.infer<typeof StudioSettingsInputSchema>

/**
 * The settings as stored. A db.json saved before the county and the drive from Atlanta were settings
 * reads them as a fresh store starts, which is what the pages said then. A save must send them: an older console
 * that leaves them out is told so, rather than resetting the owner's county.
 */
export const StudioSettingsSchema = StudioSettingsInputSchema.extend({
  address: AddressSchema.extend({
    county: AddressSchema.shape.county.default(() => DEFAULT_STUDIO.address.county),
    minutesFromAtlanta: AddressSchema.shape.minutesFromAtlanta.default(() => DEFAULT_STUDIO.address.minutesFromAtlanta),
    // Settings saved before the metro area was a setting: the studio was a drive from Atlanta, as the pages said.
    metro: AddressSchema.shape.metro.default(() => DEFAULT_STUDIO.address.metro),
    metroRelation: AddressSchema.shape.metroRelation.default(() => DEFAULT_STUDIO.address.metroRelation),
  }),
  // Settings saved before Book Now had a choice led to the booking page.
  booking: BookingSchema.extend({ bookNowOpens: BookingSchema.shape.bookNowOpens.default('page') }),
  // Settings saved while the feeds and the parking were constants of the code: the values the site showed then.
  embeds: EmbedsSchema.default(() => ({ ...DEFAULT_STUDIO.embeds })),
  freeParking: z.boolean().default(() => DEFAULT_STUDIO.freeParking),
  updatedAt: TimestampSchema,
})

/**
 * A save of the settings, with (optionally) `updatedAt`, the version the console loaded: a newer stored one
 * answers 409 instead of being overwritten.
 */
export const StudioSettingsUpdateSchema = StudioSettingsInputSchema.extend({ updatedAt: TimestampSchema.optional() })
export type StudioSettingsUpdate = z.input<typeof StudioSettingsUpdateSchema>

export type StudioSettings = z.infer<typeof StudioSettingsSchema>
