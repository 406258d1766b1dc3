import type { PageContext } from 'vike/types'
import { pageFor } from '../../shared/content/routes.ts'
import { createI18n } from '../i18n/i18n.ts'

export interface PageMeta {
  title: string
  description: string
  keywords?: string
  socialTitle?: string
  socialDescription?: string
  /** A page that must not be indexed (drafts, the 404 screen). */
  noindex?: boolean
  image?: string
}

const cache = new WeakMap<object, PageMeta>()

/** The page's search metadata: from its data (blog posts) or from the `meta` block of its catalogue namespace. */
export function pageMeta(pageContext: PageContext): PageMeta {
  const cached = cache.get(pageContext.translations ?? pageContext)
  if (cached) return cached
  const meta = pageContext.data?.meta ?? catalogMeta(pageContext)
  cache.set(pageContext.translations ?? pageContext, meta)
  return meta
}

function catalogMeta(pageContext: PageContext): PageMeta {
  const i18n = createI18n(pageContext.language, pageContext.translations ?? {})
  const path = pageContext.urlPathname
  const ns = pageContext.is404 || pageContext.errorWhileRendering ? 'common' : (pageFor(path)?.ns ?? 'common')
  const prefix = ns === 'common' ? 'notFound.meta' : 'meta'
  const text = (key: string) => {
    const value = i18n.t(`${prefix}.${key}`, { ns, defaultValue: '' })
    return typeof value === 'string' && value ? value : undefined
  }
  return {
    title: text('title') ?? '',
    description: text('description') ?? '',
    keywords: text('keywords'),
    socialTitle: text('socialTitle'),
    socialDescription: text('socialDescription'),
    noindex: ns === 'common',
  }
}
