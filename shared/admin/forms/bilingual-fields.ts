import type { Language } from '#shared/schema/common.ts'

/**
 * A text the site shows in English and Spanish (`question: { en, es }` in the schema) is two flat fields in a form
 * (`questionEn`, `questionEs`), side by side. These convert between the two shapes.
 */
export type Bilingual<K extends string, T = string> = Record<`${K}En` | `${K}Es`, T>

/** The language of one of the two fields (`questionEs` is Spanish), for its spell-checker; undefined for any other field. */
export function bilingualLanguage(name: string): Language | undefined {
  return /[a-z0-9]En$/.test(name) ? 'en' : /[a-z0-9]Es$/.test(name) ? 'es' : undefined
}

/** A text in both languages, as the schemas hold it. */
type LocalizedText = { en: string; es: string }

/** The two fields' names for the error summary: "Question (English)", "Question (Spanish)". */
export function bilingualLabels<K extends string>(name: K, label: string): Bilingual<K> {
  return { [`${name}En`]: `${label} (English)`, [`${name}Es`]: `${label} (Spanish)` } as Bilingual<K>
}

/** A stored text as the form's two fields. */
export function bilingualValues<K extends string>(name: K, text: LocalizedText): Bilingual<K> {
  return { [`${name}En`]: text.en, [`${name}Es`]: text.es } as Bilingual<K>
}

/** The form's two fields as the schema's text (`map`: trimmed, for instance). */
export function bilingualText<K extends string>(values: Bilingual<K>, name: K, map: (text: string) => string = (text) => text): LocalizedText {
  return { en: map(values[`${name}En`]), es: map(values[`${name}Es`]) }
}

/** The schema's paths (`question.en`) as the form's fields (`questionEn`), for the server's per-field messages. */
export function bilingualPaths<K extends string>(...names: K[]): Record<string, `${K}En` | `${K}Es`> {
  return Object.fromEntries(names.flatMap((name) => [[`${name}.en`, `${name}En`] as const, [`${name}.es`, `${name}Es`] as const]))
}
