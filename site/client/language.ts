import type { Language } from '#shared/schema/common.ts'
import { preferredPath, rememberLanguage } from '../components/language-preference.ts'

/**
 * The language is chosen in this order: stored choice, then browser language, then the page's own. Returns true when the
 * visitor is being sent to the other language (nothing else needs to start then).
 */
export function followLanguagePreference(): boolean {
  const target = preferredPath(window.location.pathname, navigator.languages ?? [navigator.language], pageTwin)
  if (!target) return false
  window.location.replace(target + window.location.search + window.location.hash)
  return true
}

/** The page's address in `language`, as its head names it (an hreflang alternate), or undefined if it has none. */
function pageTwin(language: Language): string | undefined {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${language}"]`)
  return link ? new URL(link.href).pathname : undefined
}

/** Choosing a language in the switcher stores the choice before the page changes. */
export function enhanceLanguageSwitchers(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('.language-switcher a[hreflang]')) {
    link.addEventListener('click', () => rememberLanguage(link.hreflang === 'es' ? 'es' : 'en'))
  }
}
