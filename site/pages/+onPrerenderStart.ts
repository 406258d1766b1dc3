import type { PageContextServer } from 'vike/types'
import { LANGUAGES, localizedPath } from '../../shared/content/routes.ts'

/** Each prerendered page is written once per language: `/faq` and `/es/faq`. */
export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    LANGUAGES.map((language) => ({
      ...pageContext,
      urlOriginal: localizedPath(pageContext.urlOriginal, language),
      language,
    })),
  )
  return { prerenderContext: { pageContexts } }
}
