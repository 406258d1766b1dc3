import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

/**
 * The guard of the original service pages (decision 024): while the studio hides the service, its page answers
 * 404 like any address the site does not have. Without the server (no store to read) the page shows.
 */
export function serviceGuard(slug: string) {
  return (pageContext: PageContextServer) => {
    const services = pageContext.reviewsFaq?.services()
    if (services && !services.some((service) => service.slug === slug)) throw render(404)
  }
}
