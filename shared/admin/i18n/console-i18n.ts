import type { Resource, TFunction, i18n } from 'i18next'
import { type ConsoleLanguage, CONSOLE_LANGUAGE_KEY, consoleI18nWith, initialConsoleLanguage } from './console-languages.ts'

export * from './console-languages.ts'

// The console's words, one file per feature and language (locales/<language>/<feature>.json), all bundled: the
// console is one application, and its catalogue is a few KB.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })

/** The catalogue by language and feature, as i18next takes it. */
export const CONSOLE_CATALOGUE: Resource = {}
for (const [path, texts] of Object.entries(files)) {
  const [, language, feature] = path.match(/\.\/locales\/(\w+)\/([\w-]+)\.json$/) ?? []
  if (!language || !feature) continue
  CONSOLE_CATALOGUE[language] ??= {}
  CONSOLE_CATALOGUE[language][feature] = texts
}

/** The console's i18next instance: every feature's words in both languages, English where a word is missing. */
export function createConsoleI18n(language: ConsoleLanguage): i18n {
  return consoleI18nWith(language, CONSOLE_CATALOGUE)
}

/**
 * The console's words outside its React tree (the desktop app's own notices), in the language chosen on this
 * computer.
 */
export function consoleWords(feature: string): TFunction {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(CONSOLE_LANGUAGE_KEY)
  } catch {
    // No storage: the browser's language.
  }
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages
  return createConsoleI18n(initialConsoleLanguage(stored, languages)).getFixedT(null, feature)
}
