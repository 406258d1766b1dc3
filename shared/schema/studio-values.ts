/**
 * The zod-free parts of the studio settings (schema in studio.ts), so the public site can use them without shipping
 * the schema library to every visitor.
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The treatments with a price and, optionally, their own booking page. */
export const PRICED_SERVICES = ['microblading', 'ombreBrows', 'microshading', 'lipBlushing', 'correction', 'touchUp', 'browLamination', 'lashLift'] as const
export type PricedService = (typeof PRICED_SERVICES)[number]

/**
 * Where the site's "Book Now" buttons go: the site's booking page (the three ways to book), or the booking
 * platform itself in one tap.
 */
export const BOOK_NOW_OPENS = ['page', 'platform'] as const
export type BookNowOpens = (typeof BOOK_NOW_OPENS)[number]

/**
 * The E.164 form (`+17705550142`) of a phone number as people write it in the US ("(770) 555-0142": 10 digits, or 11
 * with the leading 1) or in international form ("+52 55 1234 5678": 8–15 digits after a "+"); undefined otherwise.
 */
export function phoneE164(value: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(value)) return undefined
  const digits = value.replace(/\D/g, '')
  if (value.trim().startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return undefined
}
