import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { fillPlaceholders } from '#shared/content/plain-text.ts'
import { pageStudio } from '#shared/content/page-studio.ts'
import { shareImage } from '#shared/content/responsive-image.ts'
import { localizedPath } from '#shared/content/routes.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { studioVariables } from '#shared/content/variables.ts'
import type { Language } from '#shared/schema/common.ts'
// Types only: the public pages must not ship zod.
import type { AddedPage } from '#shared/schema/page-sections.ts'
import { shownSections } from '../../../content/shown-sections.ts'
import { type PageMeta, studioTitle } from '../../../seo/page-meta.ts'
import type { PageTwins } from '../../../seo/page-twins.ts'

/** An added page's address in `language`: `/about`, `/es/sobre-nosotros` (each language has its own slug). */
function addedPagePath(page: Pick<AddedPage, 'slug'>, language: Language): string {
  return localizedPath(`/${page.slug[language]}`, language)
}

/**
 * A page the owner added (docs/decisions/045-page-sections.md): its shown sections, each text section's Markdown as
 * sanitized HTML (the server renders it, with its time limit), its title and description for the head, its own
 * address in each language for the hreflang pair and the language switcher. An address it had before answers 301.
 * (Runs before +onBeforeRender: the studio's facts are read here for the title and the texts.)
 */
export async function data(pageContext: PageContextServer) {
  const { language } = pageContext
  const slug = pageContext.routeParams.slug ?? ''
  const pages = pageContext.addedPages
  const page = pages?.bySlug(slug, language)
  if (!pages || !page) {
    const moved = pages?.movedFrom(slug, language)
    if (moved) throw redirect(addedPagePath(moved, language), 301)
    throw render(404)
  }
  const studio = pageStudio(pageContext.studioSettings ?? DEFAULT_STUDIO, language, undefined, pageContext.reviewsFaq?.services())
  const values = studioVariables(language, studio)
  const fill = (text: string) => fillPlaceholders(text, values).trim()
  const sections = await shownSections(page.sections, language, studio, pages.markdownHtml)
  const shown = sections
  const title = fill(page.title[language])
  const hero = shown.find((section) => section.type === 'hero')
  const description = fill(page.description[language]) || fill(hero?.texts.text?.[language] ?? '')
  const photo = hero?.settings.photo ? pageContext.media?.image(hero.settings.photo.image) : undefined
  const share = photo ? shareImage(photo) : undefined
  const meta: PageMeta = {
    title: studioTitle(title, studio),
    description,
    socialTitle: title,
    socialDescription: description || undefined,
    // A draft shows only in the console's preview: never indexed.
    noindex: !page.published,
    ...(share && { image: `${pageContext.publicUrl}${share.url}`, imageWidth: share.width, imageHeight: share.height }),
  }
  const twins: PageTwins = { en: addedPagePath(page, 'en'), es: addedPagePath(page, 'es') }
  // Post cards name reading times and languages in the blog's words.
  const namespaces = sections.some((section) => section.type === 'latestPosts') ? ['blog'] : []
  return { title, sections, meta, breadcrumb: title, twins, namespaces }
}

export type AddedPageData = Awaited<ReturnType<typeof data>>
