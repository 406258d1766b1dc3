import i18next, { type Resource, type TFunction, type i18n } from 'i18next'

/** The console's languages: the staff's, chosen apart from the language of the page being edited. */
export const CONSOLE_LANGUAGES = ['en', 'es'] as const
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]

/** Each language's own name, as a person who reads it looks for it in a list. */
export const CONSOLE_LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: 'English', es: 'Español' }

/** Where the choice is remembered on this computer (browser and desktop app alike). */
export const CONSOLE_LANGUAGE_KEY = 'belleza-console-language'

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

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return CONSOLE_LANGUAGES.some((language) => language === value)
}

/**
 * The language the console opens in: the one chosen on this computer, else the first of the browser's languages
 * the console speaks, else English.
 */
export function initialConsoleLanguage(stored: string | null, browserLanguages: readonly string[]): ConsoleLanguage {
  if (isConsoleLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (isConsoleLanguage(primary)) return primary
  }
  return 'en'
}

/** The console's i18next instance: every feature's words in both languages, English where a word is missing. */
export function createConsoleI18n(language: ConsoleLanguage): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...CONSOLE_LANGUAGES],
    resources: CONSOLE_CATALOGUE,
    defaultNS: 'shell',
    initAsync: false,
    returnNull: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  })
  return instance
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
