import type { Language } from '#shared/schema/common.ts'
import { dismissOffer, offeredLanguage, preferredPath, rememberLanguage } from '../components/language-preference.ts'

/**
 * A visitor who chose a language is sent to this page in it. Returns true when the visitor is being sent to the other
 * language (nothing else needs to start then). A browser's language sends nobody: `enhanceLanguageOffer` offers.
 */
export function followLanguagePreference(): boolean {
  const target = preferredPath(window.location.pathname, pageTwin)
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
    link.addEventListener('click', () => rememberLanguage(languageOf(link)))
  }
}

/**
 * The offer of this page in the browser's language (components/language-switcher.tsx renders it hidden, the same for
 * every visitor, so held pages stay one page): shown here when `offeredLanguage` says so. Taking it is a choice;
 * "No, thanks" hides it for good.
 */
export function enhanceLanguageOffer(root: Document): void {
  const offer = root.querySelector<HTMLElement>('.language-offer')
  const accept = offer?.querySelector<HTMLAnchorElement>('a[hreflang]')
  if (!offer || !accept) return
  const page: Language = root.documentElement.lang === 'es' ? 'es' : 'en'
  if (offeredLanguage(page, navigator.languages ?? [navigator.language]) !== languageOf(accept)) return
  offer.hidden = false
  accept.addEventListener('click', () => rememberLanguage(languageOf(accept)))
  offer.querySelector('[data-language-offer-dismiss]')?.addEventListener('click', () => {
    dismissOffer()
    offer.hidden = true
    // The dismissed offer had the focus: the page's content takes it, as after the skip link.
    root.getElementById('main')?.focus({ preventScroll: true })
  })
}

function languageOf(link: HTMLAnchorElement): Language {
  return link.hreflang === 'es' ? 'es' : 'en'
}
