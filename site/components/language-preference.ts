import { LANGUAGES, splitLanguage } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'

/** The visitor's language choice is cached in local storage. */
const KEY = 'studio.language'
/** A dismissed offer of the other language stays dismissed. */
const OFFER_KEY = 'studio.languageOffer'

/**
 * The language a page offers a browser that prefers it: Spanish on English pages. Not English on Spanish
 * pages: many Spanish readers in Georgia have a phone set to English, and would be asked on every Spanish page.
 */
export const OFFERED: Partial<Record<Language, Language>> = { en: 'es' }

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
 * Where a visitor arriving at `pathname` should be, if elsewhere: the twin in the language they chose. The browser's
 * language never sends anyone elsewhere (the page offers its twin instead, `offeredLanguage`). `twinOf`
 * gives the page's address in a language, or undefined where it has none (a blog post lives in its own language
 * only): the visitor then stays, instead of bouncing off a redirect back to this page.
 */
export function preferredPath(pathname: string, twinOf: (language: Language) => string | undefined): string | undefined {
  const { language } = splitLanguage(pathname)
  const stored = storedLanguage()
  return stored && stored !== language ? twinOf(stored) : undefined
}

/**
 * The language to offer on a page in `language`, if any: the one the page offers (OFFERED), when it is the first of
 * the browser's languages that the site has, the visitor has chosen no language and has not dismissed the offer.
 */
export function offeredLanguage(language: Language, browserLanguages: readonly string[]): Language | undefined {
  const offered = OFFERED[language]
  if (!offered || storedLanguage() || offerDismissed()) return undefined
  const codes = browserLanguages.map((tag) => tag.toLowerCase().split('-')[0])
  const first = codes.map((code) => LANGUAGES.find((known) => known === code)).find((known) => known !== undefined)
  return first === offered ? offered : undefined
}

export function dismissOffer(): void {
  try {
    localStorage.setItem(OFFER_KEY, 'dismissed')
  } catch {
    // Storage disabled: the offer comes back on the next page, and is dismissed again.
  }
}

function offerDismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) === 'dismissed'
  } catch {
    return false
  }
}
