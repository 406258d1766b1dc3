import type { Language } from '#shared/schema/common.ts'
import type { Service } from '#shared/schema/inquiry.ts'
import type { SERVICE_VALUES } from '#shared/schema/service-values.ts'

/** The admin's short US date, e.g. "Jan 5, 2025". */
export function formatShortDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(iso))
}

/** "Jan 5, 2025, 3:04 PM": when an inquiry arrived. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))
}

/** "Jan 5, 2025, 3:04:27 PM": when a revision was saved (two saves a minute apart must read apart). */
export function formatDateTimeSeconds(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(iso))
}

/**
 * "just now", "3 minutes ago", "yesterday": how old a local draft is. `words`: the language to say it in and its
 * "just now" (the console's, through useTimeAgo).
 */
export function timeAgo(iso: string, now: Date = new Date(), words = { locale: 'en-US', justNow: 'just now' }): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000
  const size = Math.abs(seconds)
  if (size < 45) return words.justNow
  const format = new Intl.RelativeTimeFormat(words.locale, { numeric: 'auto' })
  if (size < 60 * 60) return format.format(Math.round(seconds / 60), 'minute')
  if (size < 24 * 60 * 60) return format.format(Math.round(seconds / 3600), 'hour')
  if (size < 7 * 24 * 60 * 60) return format.format(Math.round(seconds / 86400), 'day')
  return format.format(Math.round(seconds / 604800), 'week')
}

export const LANGUAGE_LABEL: Record<Language, string> = { en: 'English', es: 'Español' }

/** The language of the page an inquiry came from, as staff read it ("Sent from the Spanish page"). */
export const PAGE_LANGUAGE_LABEL: Record<Language, string> = { en: 'English', es: 'Spanish' }

/** The contact form's first service values, as staff read them; another service reads as its slug. */
export const SERVICE_LABEL: Record<(typeof SERVICE_VALUES)[number], string> = {
  microblading: 'Microblading',
  'ombre-brows': 'Ombre Brows',
  microshading: 'Microshading',
  'lip-pigmentation': 'Lip Pigmentation',
  'touch-up': 'Touch-up',
  consultation: 'Consultation',
}

export function serviceLabel(service: Service): string {
  return (SERVICE_LABEL as Partial<Record<string, string>>)[service] ?? service
}

/** "830 KB", "4.2 MB": an upload's size as the media library shows it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  const megabytes = bytes / (1024 * 1024)
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`
}

/** "1200 × 800 px". */
export function formatDimensions(width: number, height: number): string {
  return `${width} × ${height} px`
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** "3 questions · 2 published" above a list of what the site may show; nothing until the list has loaded. */
export function publishedCountText(items: { published: boolean }[] | undefined, noun: string): string {
  return items ? `${plural(items.length, noun)} · ${items.filter((item) => item.published).length} published` : ''
}
