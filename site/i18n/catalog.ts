// Server only: every catalogue file, read at build time. Pages receive just their namespaces (see +onBeforeRender).
import type { Language } from '../../shared/schema/common.ts'
import type { Translations } from './i18n.ts'

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })

const catalogs: Record<string, Translations> = {}
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = path.match(/\.\/locales\/(\w+)\/([\w-]+)\.json$/) ?? []
  if (!language || !namespace) continue
  catalogs[language] ??= {}
  catalogs[language]![namespace] = content
}

export function translationsFor(language: Language, namespaces: readonly string[]): Translations {
  const catalog = catalogs[language] ?? {}
  return Object.fromEntries(namespaces.filter((ns) => catalog[ns]).map((ns) => [ns, catalog[ns]!]))
}
