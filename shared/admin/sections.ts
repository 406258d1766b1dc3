/** SPEC §2 Admin dashboard: the sidebar's sections (plus Inquiries, issue #4; Media and Gallery, issue #11), in order. */
export const SECTIONS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'posts', label: 'Blog Posts' },
  { id: 'categories', label: 'Categories' },
  { id: 'media', label: 'Media' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'inquiries', label: 'Inquiries' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'settings', label: 'Settings' },
] as const

export type SectionId = (typeof SECTIONS)[number]['id']

export function isSectionId(value: unknown): value is SectionId {
  return SECTIONS.some((section) => section.id === value)
}

export function sectionLabel(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)?.label ?? 'Dashboard'
}
