import i18next, { type Resource, type i18n } from 'i18next'

/** The console's languages: the staff's, chosen apart from the language of the page being edited. */
export const CONSOLE_LANGUAGES = ['en', 'es'] as const
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]

/** Each language's own name, as a person who reads it looks for it in a list. */
export const CONSOLE_LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: 'English', es: 'Español' }

/** Where the choice is remembered on this computer (browser and desktop app alike). */
export const CONSOLE_LANGUAGE_KEY = 'belleza-console-language'

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

/**
 * An i18next instance over some of the console's words: the whole catalogue (console-i18n.ts) in the console, only
 * the shell's words (shell-catalogue.ts) on the sign-in screen, which loads before the rest of the console.
 */
export function consoleI18nWith(language: ConsoleLanguage, resources: Resource): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...CONSOLE_LANGUAGES],
    resources,
    defaultNS: 'shell',
    initAsync: false,
    returnNull: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  })
  return instance
}
