import { SECTION_LIBRARY } from '#shared/content/section-types.ts'
// Types only: the public pages must not ship zod.
import type { Section } from '#shared/schema/page-sections.ts'

/** How many records a section drawn from a collection shows when it was saved without a count: as many as a new one of its type. */
export function sectionCount(section: Section): number {
  return section.settings.count ?? SECTION_LIBRARY[section.type].starter.settings?.count ?? 3
}
