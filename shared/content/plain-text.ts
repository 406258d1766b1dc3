import { pageStudio } from './page-studio.ts'
import { DEFAULT_STUDIO } from './studio.ts'
import { studioVariables } from './variables.ts'

/**
 * The plain texts the studio writes (page texts, FAQ answers, quotes of reviews): how they are cleaned and how their
 * `{{placeholders}}` stand for studio facts. Free of the starter content, so the console's forms can use it.
 */

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g

/** The `{{name}}` placeholders of a text, by name. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!)
}

/**
 * The placeholders any text of the studio may use wherever it shows: every studio fact from Settings
 * (shared/content/variables.ts). Page texts may also use values their page fills in itself (CONTENT_PLACEHOLDERS).
 */
export const STUDIO_PLACEHOLDERS: readonly string[] = Object.keys(studioVariables('en', pageStudio(DEFAULT_STUDIO, 'en', undefined))).sort()

/** "Unknown placeholder {{town}}: …" for a text using a name not in `known`; undefined when every one is known. */
export function unknownPlaceholderProblem(text: string, known: ReadonlySet<string>): string | undefined {
  const unknown = placeholdersIn(text).filter((name) => !known.has(name))
  if (unknown.length === 0) return undefined
  return `Unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}: use one from the list, or type the words`
}

/**
 * The text with each placeholder replaced by its value (one without a value stays as written), in one pass: what a
 * value holds is never read again. Only the values' own names count (`{{constructor}}` is no value).
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole))
}

// Control characters but the line break (a pasted tab or a stray escape).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g

/** A text as the store keeps it: no control characters but line breaks, Windows line ends made plain, trimmed. */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim()
}

/** Paragraphs of a plain text: separated by a blank line (a single line break stays inside its paragraph). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}
