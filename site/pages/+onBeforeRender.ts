import type { PageContextServer } from 'vike/types'
import { pageStudio } from '#shared/content/page-studio.ts'
import { fillPlaceholders } from '#shared/content/plain-text.ts'
import { PUBLIC_URL_PLACEHOLDER, pageFor, splitLanguage } from '#shared/content/routes.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { starterContent } from '#shared/content/page-content.ts'
import { studioVariables } from '#shared/content/variables.ts'
import { translationsFor } from '../i18n/catalog.ts'
import { pageNamespaces } from '../i18n/page-namespaces.ts'
import { shownSections } from '../content/shown-sections.ts'

/** A page whose data names more namespaces it reads (an added page listing posts: `namespaces: ['blog']`). */
function dataNamespaces(pageContext: PageContextServer): string[] {
  const named = pageContext.data?.namespaces
  return Array.isArray(named) ? named.filter((ns): ns is string => typeof ns === 'string') : []
}

/**
 * Server only: hands the page its language, translations (common + its own namespaces: the catalogue's words with the
 * studio's page content from the store), the public address and the studio's facts in its language (the defaults when Vike renders without the server, as in unit tests).
 * The language is read from the original URL again because an error page rendered after `throw render(404)`
 * starts from a fresh pageContext without what +onBeforeRoute added.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const { language, path } = splitLanguage(new URL(pageContext.urlOriginal, 'http://localhost').pathname)
  const namespaces = pageNamespaces(path) ?? ['common', ...dataNamespaces(pageContext)]
  const ownPage = pageFor(path)?.ns
  const photo = ownPage && pageContext.media?.heroPhoto(ownPage)
  const studio = pageStudio(pageContext.studioSettings ?? DEFAULT_STUDIO, language, pageContext.media, pageContext.reviewsFaq?.services())
  // The owner's added pages in the menu and the footer, titled in this language (docs/decisions/045-page-sections.md).
  const links = pageContext.addedPages?.links() ?? []
  const values = links.length > 0 ? studioVariables(language, studio) : {}
  const added = links.map((link) => ({ ...link, nav: { path: `/${link.slug[language]}`, label: fillPlaceholders(link.title[language], values) } }))
  // A page made of sections: the ones it shows, their Markdown rendered (shared/content/page-parts.ts).
  const arranged = ownPage ? pageContext.pageSections?.(ownPage) : undefined
  const bodySections = arranged ? await shownSections(arranged, language, studio, pageContext.addedPages?.markdownHtml) : undefined
  return {
    pageContext: {
      language,
      bodySections,
      bodyPage: bodySections && ownPage,
      translations: translationsFor(language, namespaces, (id) => pageContext.pageContent?.(id, language) ?? starterContent(id, language)),
      publicUrl: pageContext.publicUrl ?? PUBLIC_URL_PLACEHOLDER,
      studio,
      addedPageLinks: {
        menu: added.filter((link) => link.inMenu).map((link) => link.nav),
        footer: added.filter((link) => link.inFooter).map((link) => link.nav),
      },
      brand: pageContext.media?.brand(),
      heroPhoto: photo ? { image: photo.image, alt: photo.alt[language], focusX: photo.focusX, focusY: photo.focusY } : undefined,
      categoryNames: Object.fromEntries((pageContext.blog?.categories() ?? []).map(({ name, nameEs }) => [name, (language === 'es' && nameEs) || name])),
    },
  }
}
