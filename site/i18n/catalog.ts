// Server only: every catalogue file, read at build time. Pages receive just their namespaces (see +onBeforeRender).
import type { Language } from '#shared/schema/common.ts'
import type { ContentTree, PageContentId } from '#shared/schema/page-content.ts'
import type { Translations } from './i18n.ts'

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })

const catalogs: Record<string, Translations> = {}
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = path.match(/\.\/locales\/(\w+)\/([\w-]+)\.json$/) ?? []
  if (!language || !namespace) continue
  catalogs[language] ??= {}
  catalogs[language]![namespace] = content
}

/** The page content whose texts join a namespace: the page's own, and the header and footer's for `common`. */
function contentIdOf(namespace: string): PageContentId {
  return (namespace === 'common' ? 'site' : namespace) as PageContentId
}

/**
 * A page's translations: for each namespace, the product's words from the catalogue (labels, messages, accessible
 * names) together with the studio's words for that page (docs/decisions/020-page-content.md). The two never share
 * a key; a group (`hero`) may hold some of each.
 */
export function translationsFor(language: Language, namespaces: readonly string[], content: (id: PageContentId) => ContentTree | undefined): Translations {
  const catalog = catalogs[language] ?? {}
  return Object.fromEntries(
    namespaces.map((ns) => [ns, together(catalog[ns] ?? {}, content(contentIdOf(ns)) ?? {})] as const).filter(([, texts]) => Object.keys(texts).length > 0),
  )
}

function together(product: Record<string, unknown>, studio: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...product }
  for (const [key, value] of Object.entries(studio)) {
    const base = result[key]
    result[key] = isGroup(base) && isGroup(value) ? together(base, value) : value
  }
  return result
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
