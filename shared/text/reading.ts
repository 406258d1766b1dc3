/** The words in plain text: runs between spaces with a letter or a digit in them (a lone dash is no word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length
}

/** Word count divided by 200, rounded up, in minutes (at least one). */
export function minutesToRead(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}

/** The reading time of a post's HTML, as the site shows it. */
export function readingMinutes(html: string): number {
  return minutesToRead(countWords(html.replace(/<[^>]*>/g, ' ')))
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
