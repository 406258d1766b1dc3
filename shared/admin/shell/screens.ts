import type { Role } from '#shared/schema/account.ts'
import type { ConsoleScreen } from '../console/console-paths.ts'

export { returnPath } from '../console/console-paths.ts'
import type { Feature } from '../console/feature.ts'
import { FEATURES, type SectionId } from '../features.ts'

/** The section an address starts with, if it names one. */
export function featureOf(id: unknown): (typeof FEATURES)[number] | undefined {
  return FEATURES.find((feature) => feature.id === id)
}

/** Whether an account of this role may open the section (an editor sees no owner-only section). */
export function sectionAllowed(feature: Pick<Feature, 'ownerOnly'>, role: Role): boolean {
  return role === 'owner' || !feature.ownerOnly
}

/** Which screen a path inside the console names; what it does not know is `not-found` (shown in the console). */
export function consoleScreen(pathname: string): ConsoleScreen {
  const parts = pathname.split('/').filter(Boolean).map(decodePart)
  const [first, second, ...rest] = parts
  const feature = featureOf(first)
  if (!feature || rest.length > 0 || second === null) return { kind: 'not-found' }
  if (second === undefined) return { kind: 'section', section: feature.id }
  if (feature.detail === 'tab') return { kind: 'section', section: feature.id, tab: second }
  if (feature.detail) return { kind: feature.detail, id: second }
  return { kind: 'not-found', section: feature.id }
}

/** The sidebar's section for a screen: the post editor is in Blog Posts, a page's editor in Pages. */
export function screenSection(screen: ConsoleScreen): SectionId | undefined {
  if (screen.kind === 'post' || screen.kind === 'page') return FEATURES.find((feature) => feature.detail === screen.kind)?.id
  return screen.section
}

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null // a malformed escape (`%E0%A4%A`) is an address we do not know
  }
}
