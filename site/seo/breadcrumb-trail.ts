import type { TFunction } from 'i18next'
import { localizedPath } from '../../shared/content/routes.ts'
import type { Language } from '../../shared/schema/common.ts'

export interface Crumb {
  label: string
  href: string
}

/**
 * SPEC §2: Home plus one crumb per path segment. Known slugs have labels in the catalogue; the last crumb may be
 * named by the page (a post's title); other slugs are capitalised.
 */
export function breadcrumbTrail(path: string, language: Language, t: TFunction, lastLabel?: string): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const trail: Crumb[] = [{ label: t('breadcrumbs.home', { ns: 'common' }), href: localizedPath('/', language) }]
  segments.forEach((segment, index) => {
    const href = localizedPath(`/${segments.slice(0, index + 1).join('/')}`, language)
    const known = t(`breadcrumbs.${segment}`, { ns: 'common', defaultValue: '' })
    const label =
      index === segments.length - 1 && lastLabel
        ? lastLabel
        : known || segment.charAt(0).toUpperCase() + segment.slice(1).replace(/-/g, ' ')
    trail.push({ label, href })
  })
  return trail
}
