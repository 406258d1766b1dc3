import { namespaceFor } from '#shared/content/routes.ts'
import type { NamespaceRequest } from './catalog.ts'

/** A treatment page's facts at a glance (site/components/service-glance.tsx) are labelled as on the services page. */
const GLANCE: NamespaceRequest = { ns: 'services', only: ['labels', 'units'] }

/** Namespaces a page reads besides its own: the home page lists the latest posts; the price list names time spans. */
const ALSO: Record<string, readonly NamespaceRequest[]> = {
  home: ['blog'],
  pricing: ['services'],
  microblading: [GLANCE],
  lips: [GLANCE],
  ombre: [GLANCE],
}

/** The namespaces a spec page at `path` (without its language) reads: common, its own and what it also shows. */
export function pageNamespaces(path: string): NamespaceRequest[] | undefined {
  const own = namespaceFor(path)
  return own && ['common', own, ...(ALSO[own] ?? [])]
}
