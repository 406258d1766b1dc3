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
  /** og:image, absolute; with its size when known (an upload). */
  image?: string
  imageWidth?: number
  imageHeight?: number
}

const cache = new WeakMap<object, PageMeta>()

/**
 * The page's search metadata: from its data (blog posts) or from the `meta` block of its catalogue namespace. A page
 * whose content changes what it should say (the gallery once it has photos) names another block in its data
 * (`metaBlock`); keys that block lacks come from `meta`.
 */
export function pageMeta(pageContext: PageContext): PageMeta {
  const cached = cache.get(pageContext.translations ?? pageContext)
  if (cached) return cached
  const meta = pageContext.data?.meta ?? catalogMeta(pageContext)
  cache.set(pageContext.translations ?? pageContext, meta)
  return meta
}

function catalogMeta(pageContext: PageContext): PageMeta {
  const i18n = createI18n(pageContext.language, pageContext.translations ?? {}, pageContext.studio)
  const path = pageContext.urlPathname
  const ns = pageContext.is404 || pageContext.errorWhileRendering ? 'common' : (pageFor(path)?.ns ?? 'common')
  const prefix = ns === 'common' ? 'notFound.meta' : 'meta'
  const block = ns !== 'common' && typeof pageContext.data?.metaBlock === 'string' ? pageContext.data.metaBlock : prefix
  const read = (path: string) => {
    const value = i18n.t(path, { ns, defaultValue: '' })
    return typeof value === 'string' && value ? value : undefined
  }
  const text = (key: string) => read(`${block}.${key}`) ?? read(`${prefix}.${key}`)
  return {
    title: text('title') ?? '',
    description: text('description') ?? '',
    keywords: text('keywords'),
    socialTitle: text('socialTitle'),
    socialDescription: text('socialDescription'),
    noindex: ns === 'common',
  }
}
