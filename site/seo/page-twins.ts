import type { PageContext } from 'vike/types'
import { LANGUAGES, localizedPath } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'

/**
 * A page's address in each language it exists in. Most pages exist in both (`/faq` and `/es/faq`) and say nothing;
 * a blog post lives in its own language only, and its data names that one address.
 */
export type PageTwins = Partial<Record<Language, string>>

/** The page's address in `language`, or undefined when the page does not exist in that language. */
export function pageTwin(pageContext: PageContext, language: Language): string | undefined {
  const twins = pageContext.data?.twins as PageTwins | undefined
  return twins ? twins[language] : localizedPath(pageContext.urlPathname, language)
}

/** True when the page exists in every language: only then do hreflang alternates make sense. */
export function hasEveryTwin(pageContext: PageContext): boolean {
  return LANGUAGES.every((language) => pageTwin(pageContext, language) !== undefined)
}

/** Where the language switcher leads: the page in that language or, for a post that has none, that language's blog. */
export function switcherTarget(pageContext: PageContext, language: Language): string {
  return pageTwin(pageContext, language) ?? localizedPath('/blog', language)
}
