import { usePageContext } from 'vike-react/usePageContext'
import { fillPlaceholders } from '#shared/content/plain-text.ts'
import type { PageService } from '#shared/content/page-studio.ts'
import { studioVariables } from '#shared/content/variables.ts'

/**
 * The services the studio shows (decision 024), in its order and in the page's language, their `{{placeholders}}`
 * filled with the studio's facts: what the services page, the pricing table, the booking page, the navigation, the
 * contact form, the gallery's filter and the structured data list.
 */
export function useServices(): PageService[] {
  const { studio, language } = usePageContext()
  const values = studioVariables(language, studio)
  const fill = (text: string) => fillPlaceholders(text, values)
  return studio.services.map((service) => ({
    ...service,
    name: fill(service.name),
    summary: fill(service.summary),
    description: fill(service.description),
    lasts: fill(service.lasts),
    benefits: service.benefits.map(fill),
  }))
}

/** A service's name in the page's language by its slug; undefined for one the studio does not show. */
export function useServiceNames(): (slug: string) => string | undefined {
  const services = useServices()
  return (slug) => services.find((service) => service.slug === slug)?.name
}

/**
 * The services the pages' cards show (home, pricing, the location pages): every shown one but the corrections and
 * touch-ups (`other`, the services page's "also" section), which follow a first session rather than begin one.
 */
export function useTreatments(): PageService[] {
  return useServices().filter((service) => service.group !== 'other')
}

/** One service by its slug while the studio shows it (the touch-up, the correction); undefined once hidden. */
export function useShownService(slug: string): PageService | undefined {
  return useServices().find((service) => service.slug === slug)
}
