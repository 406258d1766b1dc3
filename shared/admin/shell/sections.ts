import type { Role } from '../../schema/account.ts'

/**
 * SPEC §2 Admin dashboard: the sidebar's sections (plus Inquiries, issue #4; Media and Gallery, issue #11; Staff,
 * issue #13; Activity, issue #17; Pages, Reviews and FAQ, the content issue #23), in order. `ownerOnly` sections are hidden from editors; the server refuses their calls (403) anyway.
 */
export const SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'posts', label: 'Blog Posts' },
  { id: 'pages', label: 'Pages' },
  { id: 'categories', label: 'Categories' },
  { id: 'media', label: 'Media' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'faq', label: 'FAQ' },
  { id: 'inquiries', label: 'Inquiries' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'accounts', label: 'Staff', ownerOnly: true },
  { id: 'activity', label: 'Activity', ownerOnly: true },
  { id: 'settings', label: 'Settings' },
] as const

export type SectionId = (typeof SECTIONS)[number]['id']

export function isSectionId(value: unknown): value is SectionId {
  return SECTIONS.some((section) => section.id === value)
}

export function sectionLabel(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)?.label ?? 'Dashboard'
}

/** Issue #13: whether an account of this role may open the section (an editor sees no owner-only section). */
export function sectionAllowed(id: SectionId, role: Role): boolean {
  return role === 'owner' || !SECTIONS.some((section) => section.id === id && 'ownerOnly' in section && section.ownerOnly)
}
