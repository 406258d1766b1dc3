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

/** A namespace a page reads whole (`'blog'`), or only some of its groups (`{ ns: 'services', only: ['labels'] }`). */
export type NamespaceRequest = string | { ns: string; only: readonly string[] }

/**
 * A page's translations: for each namespace, the product's words from the catalogue (labels, messages, accessible
 * names) together with the studio's words for that page (docs/decisions/020-page-content.md). The two never share
 * a key; a group (`hero`) may hold some of each.
 */
export function translationsFor(
  language: Language,
  namespaces: readonly NamespaceRequest[],
  content: (id: PageContentId) => ContentTree | undefined,
): Translations {
  const catalog = catalogs[language] ?? {}
  const translations: Translations = {}
  for (const request of namespaces) {
    const { ns, only } = typeof request === 'string' ? { ns: request, only: undefined } : request
    const whole = together(catalog[ns] ?? {}, content(contentIdOf(ns)) ?? {})
    const texts = only ? Object.fromEntries(only.filter((group) => group in whole).map((group) => [group, whole[group]])) : whole
    // A namespace asked for twice (whole and in part) keeps all it was given.
    translations[ns] = { ...translations[ns], ...texts }
  }
  return Object.fromEntries(Object.entries(translations).filter(([, texts]) => Object.keys(texts).length > 0))
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
