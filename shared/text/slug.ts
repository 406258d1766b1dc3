/**
 * Lower-case, every run of characters other than letters and digits becomes a hyphen, leading and
 * trailing hyphens removed. Accents are folded first so "Cómo cuidar" gives "como-cuidar", not "c-mo-cuidar".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Tags split on commas, trimmed, empty entries dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
}
