import { useTranslation } from 'react-i18next'
import type { Role } from '../../schema/account.ts'

/**
 * The sidebar's sections, in order; their names are the `sections` words of the console's `shell` catalogue.
 * `ownerOnly` sections are hidden from editors; the server refuses their calls (403) anyway.
 */
export const SECTIONS = [
  { id: 'dashboard' },
  { id: 'posts' },
  { id: 'pages' },
  { id: 'categories' },
  { id: 'media' },
  { id: 'gallery' },
  { id: 'reviews' },
  { id: 'faq' },
  { id: 'services' },
  { id: 'inquiries' },
  { id: 'analytics' },
  { id: 'accounts', ownerOnly: true },
  { id: 'activity', ownerOnly: true },
  { id: 'settings' },
] as const

export type SectionId = (typeof SECTIONS)[number]['id']

export function isSectionId(value: unknown): value is SectionId {
  return SECTIONS.some((section) => section.id === value)
}

/** A section's name in the console's language. */
export function useSectionLabel(): (id: SectionId) => string {
  const { t } = useTranslation('shell')
  return (id) => t(`sections.${id}`)
}

/** Whether an account of this role may open the section (an editor sees no owner-only section). */
export function sectionAllowed(id: SectionId, role: Role): boolean {
  return role === 'owner' || !SECTIONS.some((section) => section.id === id && 'ownerOnly' in section && section.ownerOnly)
}
