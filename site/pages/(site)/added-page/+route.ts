import type { PageContext } from 'vike/types'

/** One path segment of an owner's address (`/about`, `/gift-cards`), as shared/schema/page-sections.ts PageSlugSchema allows. */
const ONE_SEGMENT = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/

/**
 * A page the owner added (docs/decisions/045-page-sections.md), at `/<slug.en>` and `/es/<slug.es>`: the address of a
 * published page in the URL's language (the logical URL, without /es: +onBeforeRoute), or one it had before (+data
 * answers 301). The spec's pages are filesystem routes and come first.
 */
export function route(pageContext: PageContext) {
  const slug = ONE_SEGMENT.exec(pageContext.urlPathname)?.[1]
  const pages = pageContext.addedPages
  if (!slug || !pages) return false
  const found = pages.bySlug(slug, pageContext.language) ?? pages.movedFrom(slug, pageContext.language)
  return found ? { routeParams: { slug } } : false
}
