import { Fragment, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { arrangedSections, partOf, partShows, partsOf } from '#shared/content/page-parts.ts'
// Types only: the public pages must not ship zod.
import type { PageContentId } from '#shared/schema/page-content.ts'
import { SECTION_COMPONENTS } from './sections.tsx'

/** What a part is told when drawn: which of its claims the owner left out. */
export interface PartView {
  shows(item: string): boolean
}

/** How a page draws one of its parts (shared/content/page-parts.ts), by its key. */
export type PageParts = Record<string, (view: PartView) => ReactNode>

/**
 * The body of one of the spec's pages as the owner arranged it (docs/decisions/047-page-parts.md): its parts, drawn by
 * the page, in the owner's order, and the library's sections between them; hidden ones left out. Outside the server
 * (unit tests) the parts in the spec's order.
 */
export function PageBody({ page, parts }: { page: PageContentId; parts: PageParts }) {
  const { bodySections, language } = usePageContext()
  const sections = bodySections ?? arrangedSections(page, null)
  const pinned = new Set(partsOf(page).flatMap((entry) => (entry.pinned ? [entry.key] : [])))
  let added = 0
  return (
    <>
      {sections.map((section) => {
        if (section.type === 'part') {
          // The opening is drawn by the page above its body (usePartView).
          if (pinned.has(section.settings.part ?? '')) return null
          const draw = parts[section.settings.part ?? '']
          return <Fragment key={section.id}>{draw?.({ shows: (item) => partShows(section, item) })}</Fragment>
        }
        const Component = SECTION_COMPONENTS[section.type]
        added += 1
        const place = { id: `section-${added}`, tone: added % 2 === 1 ? ('plain' as const) : ('alt' as const), first: false }
        return <Component key={section.id} section={section} language={language} place={place} />
      })}
    </>
  )
}

/** What one of the page's parts shows, for a part the page draws outside its body (its opening, with its figures). */
export function usePartView(page: PageContentId, key: string): PartView {
  const { bodySections } = usePageContext()
  const section = partOf(bodySections ?? arrangedSections(page, null), key)
  return { shows: (item) => partShows(section, item) }
}
