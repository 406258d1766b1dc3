import { splitLanguage } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'

/** The visitor's language choice is cached in local storage. */
const KEY = 'studio.language'

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language)
  } catch {
    // Private mode or storage disabled: the URL still carries the language.
  }
}

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(KEY)
    return value === 'en' || value === 'es' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Where a visitor arriving at `pathname` should be, if elsewhere: the stored choice first; with none, a Spanish
 * browser on an English page goes to the Spanish twin; otherwise the page's own language stands. `twinOf` gives the
 * page's address in a language, or undefined where it has none (a blog post lives in its own language only, issue
 * 14): the visitor then stays, instead of bouncing off a redirect back to this page.
 */
export function preferredPath(pathname: string, browserLanguages: readonly string[], twinOf: (language: Language) => string | undefined): string | undefined {
  const { language } = splitLanguage(pathname)
  const stored = storedLanguage()
  const wanted = stored ?? (language === 'en' && browserLanguages[0]?.toLowerCase().startsWith('es') ? 'es' : language)
  return wanted === language ? undefined : twinOf(wanted)
}
