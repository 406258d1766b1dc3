/** SPEC §9: word count divided by 200, rounded up, in minutes (at least one). */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}

const LOCALES = { en: 'en-US', es: 'es-US' } as const

/** Public pages: the long format ("January 5, 2025" / "5 de enero de 2025"). */
export function formatLongDate(iso: string, language: 'en' | 'es'): string {
  return new Date(iso).toLocaleDateString(LOCALES[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/New_York' })
}

/** Admin: the short format ("Jan 5, 2025"). */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'America/New_York' })
}
