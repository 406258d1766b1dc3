import type { TFunction } from 'i18next'
import type { PageContext } from 'vike/types'
import { localizedPath, namespaceFor } from '#shared/content/routes.ts'
import type { MetaDetail } from './page-meta.ts'
import type { Language } from '#shared/schema/common.ts'

export interface Crumb {
  label: string
  href: string
}

/**
 * Home plus one crumb per path segment. Known slugs have labels in the catalogue; the last crumb may be
 * named by the page (a post's title); other slugs are capitalised.
 */
export function breadcrumbTrail(path: string, language: Language, t: TFunction, lastLabel?: string): Crumb[] {
  const segments = path.split('/').filter(Boolean)
  const trail: Crumb[] = [{ label: t('breadcrumbs.home', { ns: 'common' }), href: localizedPath('/', language) }]
  segments.forEach((segment, index) => {
    const href = localizedPath(`/${segments.slice(0, index + 1).join('/')}`, language)
    const known = t(`breadcrumbs.${segment}`, { ns: 'common', defaultValue: '' })
    const label = index === segments.length - 1 && lastLabel ? lastLabel : known || segment.charAt(0).toUpperCase() + segment.slice(1).replace(/-/g, ' ')
    trail.push({ label, href })
  })
  return trail
}

/**
 * The trail of the page being rendered: by its path, its last crumb named by its data (`breadcrumb`: a post's title).
 * A view of another page (the blog list's views) names that page (`trailParent`) and is one crumb under it,
 * named like its title (`metaDetail`, site/seo/page-meta.ts), whatever its path's segments.
 */
export function pageTrail(pageContext: PageContext, t: TFunction): Crumb[] {
  const { data, language, urlPathname } = pageContext
  const parent = typeof data?.trailParent === 'string' ? data.trailParent : undefined
  const parts = (data?.metaDetail as MetaDetail | undefined)?.parts ?? []
  if (parent === undefined) return breadcrumbTrail(urlPathname, language, t, typeof data?.breadcrumb === 'string' ? data.breadcrumb : undefined)
  const trail = breadcrumbTrail(parent, language, t)
  if (parts.length === 0) return trail
  const ns = namespaceFor(parent)
  return [...trail, { label: parts.map(([key, values]) => t(key, { ns, ...values })).join(' · '), href: localizedPath(urlPathname, language) }]
}
