import { z } from 'zod'
import { LanguageSchema } from './common.ts'

/** Where a visitor came from, by the host of the page that sent them (never its address). */
export const SOURCES = ['search', 'instagram', 'facebook', 'other-sites', 'direct'] as const
export const SourceSchema = z.enum(SOURCES)
export type Source = z.infer<typeof SourceSchema>

/** The kind of device, read from the user agent (which is then forgotten). */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export const DeviceSchema = z.enum(DEVICES)
export type Device = z.infer<typeof DeviceSchema>

/** A step towards a booking that a visitor took on a page. */
export const INTENTS = ['book-now', 'booking-platform', 'call', 'chat', 'directions', 'inquiry'] as const
export const IntentKindSchema = z.enum(INTENTS)
export type IntentKind = z.infer<typeof IntentKindSchema>

/** The page bucket of every address that is not a known public page or post. */
export const OTHER_PAGE = '(other)'

/**
 * What a page's script sends when a visitor taps towards a booking: the intent and the page's path. A link to
 * another site (`booking-platform`) carries its host, which the server compares with the studio's booking addresses.
 */
export const IntentBeaconSchema = z.strictObject({
  intent: IntentKindSchema,
  path: z.string().min(1).max(300).startsWith('/'),
  host: z.string().max(253).optional(),
})
export type IntentBeacon = z.infer<typeof IntentBeaconSchema>

export const ANALYTICS_PERIODS = [7, 30, 90] as const
export const AnalyticsOptionsSchema = z.object({
  days: z.coerce
    .number()
    .refine((days) => (ANALYTICS_PERIODS as readonly number[]).includes(days), 'days must be 7, 30 or 90')
    .default(7),
})

const CountsSchema = z.object({ visitors: z.number().int().min(0), views: z.number().int().min(0) })

/** The console's numbers for the last `days` days (today included), in the studio's time zone. */
export const AnalyticsReportSchema = z.object({
  /** False when the server runs with ANALYTICS=off. */
  enabled: z.boolean(),
  days: z.number().int(),
  totals: CountsSchema.extend({ intents: z.number().int().min(0), inquiries: z.number().int().min(0) }),
  /** One entry per day, oldest first, days without visits included. */
  daily: z.array(CountsSchema.extend({ day: z.string() })),
  /** Pages (posts excluded) and posts, by views: path without its /es. */
  pages: z.array(CountsSchema.extend({ page: z.string() })),
  posts: z.array(CountsSchema.extend({ page: z.string() })),
  sources: z.array(CountsSchema.extend({ source: SourceSchema })),
  languages: z.array(CountsSchema.extend({ language: LanguageSchema })),
  devices: z.array(CountsSchema.extend({ device: DeviceSchema })),
  /** The bookings funnel: each intent's count, and all intents by page and by source. */
  intents: z.array(z.object({ intent: IntentKindSchema, count: z.number().int().min(0) })),
  intentsByPage: z.array(z.object({ page: z.string(), count: z.number().int().min(0) })),
  intentsBySource: z.array(z.object({ source: SourceSchema, count: z.number().int().min(0) })),
})
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>
