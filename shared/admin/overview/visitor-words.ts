import type { Device, IntentKind, Source } from '../../schema/analytics.ts'
import type { Language } from '../../schema/common.ts'

/** The console's names for what the visitor counts are split by. */
export const SOURCE_LABEL: Record<Source, string> = {
  search: 'Search engines',
  instagram: 'Instagram',
  facebook: 'Facebook',
  'other-sites': 'Other sites',
  direct: 'Direct or unknown',
}

export const DEVICE_LABEL: Record<Device, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Computers' }

export const LANGUAGE_LABEL: Record<Language, string> = { en: 'English', es: 'Spanish' }

export const INTENT_LABEL: Record<IntentKind, string> = {
  'book-now': 'Book Now taps',
  'booking-platform': 'Booking platform opened',
  call: 'Calls',
  chat: 'WhatsApp or chat',
  directions: 'Directions',
  inquiry: 'Inquiries sent',
}

/** A page's path as the owner reads it: the home pages by name, the rest as their address. */
export function pageLabel(page: string): string {
  if (page === '/') return 'Home'
  if (page === '/es') return 'Home (Spanish)'
  if (page === '(other)') return 'Other addresses'
  return page
}

/** "Jun 10" for a day (YYYY-MM-DD), read as that calendar day wherever the console runs. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
}
