import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import type { Resource } from 'i18next'
import {
  CONSOLE_LANGUAGES,
  CONSOLE_LANGUAGE_KEY,
  CONSOLE_LANGUAGE_NAMES,
  type ConsoleLanguage,
  consoleI18nWith,
  initialConsoleLanguage,
  isConsoleLanguage,
} from './console-languages.ts'

const LanguageChoice = createContext<{ language: ConsoleLanguage; choose(language: ConsoleLanguage): void } | null>(null)

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CONSOLE_LANGUAGE_KEY)
  } catch {
    return null
  }
}

/**
 * The console's language around its screens: remembered on this computer, the browser's at first. The console's
 * page says which language it is in (`<html lang>`), so screen readers and spell checkers follow. `catalogue` is the
 * words it reads: CONSOLE_CATALOGUE in the console, SHELL_CATALOGUE on the sign-in screen that loads before it.
 */
export function ConsoleLanguageProvider({ catalogue, children }: { catalogue: Resource; children: ReactNode }) {
  const [language, setLanguage] = useState<ConsoleLanguage>(() =>
    initialConsoleLanguage(storedChoice(), typeof navigator === 'undefined' ? [] : navigator.languages),
  )
  const i18n = useMemo(() => consoleI18nWith(language, catalogue), [language, catalogue])
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  const choice = useMemo(
    () => ({
      language,
      choose(next: ConsoleLanguage) {
        setLanguage(next)
        try {
          localStorage.setItem(CONSOLE_LANGUAGE_KEY, next)
        } catch {
          // Only a preference: without storage it lasts until the console is closed.
        }
      },
    }),
    [language],
  )
  return (
    <LanguageChoice.Provider value={choice}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </LanguageChoice.Provider>
  )
}

/** The console's language and the way to change it. */
export function useConsoleLanguage(): { language: ConsoleLanguage; choose(language: ConsoleLanguage): void } {
  const choice = useContext(LanguageChoice)
  if (!choice) throw new Error('useConsoleLanguage needs ConsoleLanguageProvider around it')
  return choice
}

/** A select of the console's languages, each named in itself. */
export function ConsoleLanguagePicker({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation('shell')
  const { language, choose } = useConsoleLanguage()
  return (
    <div className={className ? `adm-language ${className}` : 'adm-language'}>
      <label className="adm-language__label" htmlFor={id}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="adm-input adm-language__select"
        value={language}
        onChange={(event) => {
          if (isConsoleLanguage(event.target.value)) choose(event.target.value)
        }}
      >
        {CONSOLE_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {CONSOLE_LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
