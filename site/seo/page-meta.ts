import type { PageContext } from 'vike/types'
import { namespaceFor } from '#shared/content/routes.ts'
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

/**
 * What a page whose meta comes from its catalogue adds (the blog list's views): the title names the view
 * first (each part a key of the page's namespace, with its values), and a page may ask not to be indexed.
 */
export interface MetaDetail {
  parts: Array<[key: string, values: Record<string, string | number>]>
  noindex?: boolean
}

const cache = new WeakMap<object, PageMeta>()

/**
 * A page title that ends in the studio's short name, as every catalogue title does ("Lip Blushing … | Belleza Studio"):
 * one built from a record (a post, an added page, a service) gets it once (none when it ends in it already), and one ending in the full name (a post's
 * own search title, say) ends in the short one instead, so the search results name the studio one way.
 */
export function studioTitle(title: string, studio: { name: string; shortName: string }): string {
  const short = studio.shortName.trim() || studio.name.trim()
  const own = title.trim()
  // "About Belleza Studio" ends in it already.
  if (!short || own.endsWith(short)) return own
  const full = studio.name.trim()
  const withoutFull = full && own.endsWith(full) ? own.slice(0, -full.length).replace(/\s*[|·–—-]\s*$/, '') : own
  return withoutFull ? `${withoutFull} | ${short}` : short
}

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
  const ns = pageContext.is404 || pageContext.errorWhileRendering ? 'common' : (namespaceFor(path) ?? 'common')
  const prefix = ns === 'common' ? 'notFound.meta' : 'meta'
  const block = ns !== 'common' && typeof pageContext.data?.metaBlock === 'string' ? pageContext.data.metaBlock : prefix
  const read = (path: string) => {
    const value = i18n.t(path, { ns, defaultValue: '' })
    return typeof value === 'string' && value ? value : undefined
  }
  const text = (key: string) => read(`${block}.${key}`) ?? read(`${prefix}.${key}`)
  const detail = ns === 'common' ? undefined : (pageContext.data?.metaDetail as MetaDetail | undefined)
  const title = text('title') ?? ''
  return {
    title: detail?.parts.length ? [...detail.parts.map(([key, values]) => i18n.t(key, { ns, ...values })), title].join(' · ') : title,
    description: text('description') ?? '',
    keywords: text('keywords'),
    socialTitle: text('socialTitle'),
    socialDescription: text('socialDescription'),
    noindex: ns === 'common' || detail?.noindex === true,
  }
}
