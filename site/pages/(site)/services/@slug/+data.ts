import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { fillPlaceholders } from '#shared/content/plain-text.ts'
import { pageStudio } from '#shared/content/page-studio.ts'
import { localizedPath } from '#shared/content/routes.ts'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { studioVariables } from '#shared/content/variables.ts'
import { SERVICE_PAGE_PATHS } from '#shared/schema/service-values.ts'
import { type PageMeta, studioTitle } from '../../../../seo/page-meta.ts'

/**
 * A service's own page (decision 024), from its record. A hidden or unknown service answers 404; one of the three
 * services with an original page of its own goes there, so each service has one address. (Runs before +onBeforeRender:
 * the studio's facts are read here for the title and description.)
 */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const own = SERVICE_PAGE_PATHS[slug]
  if (own) throw redirect(localizedPath(own, pageContext.language), 301)
  const services = pageContext.reviewsFaq?.services() ?? []
  if (!services.some((service) => service.slug === slug)) throw render(404)
  const studio = pageStudio(pageContext.studioSettings ?? DEFAULT_STUDIO, pageContext.language, undefined, services)
  const service = studio.services.find((shown) => shown.slug === slug)!
  const values = studioVariables(pageContext.language, studio)
  const name = fillPlaceholders(service.name, values)
  const meta: PageMeta = { title: studioTitle(name, studio), description: fillPlaceholders(service.summary, values) }
  return { slug, meta, breadcrumb: name }
}

export type ServicePageData = ReturnType<typeof data>
