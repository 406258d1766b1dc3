import i18next, { type Resource, type i18n } from 'i18next'
import type { PageStudio } from '#shared/content/page-studio.ts'
import { fillPlaceholders } from '#shared/content/plain-text.ts'
import type { Language } from '#shared/schema/common.ts'
import { studioVariables } from '#shared/content/variables.ts'

/** Translations of one language, by namespace, as the server hands them to the page. */
export type Translations = Record<string, Record<string, unknown>>

/**
 * One i18next instance per page render, holding only the namespaces that page needs in its language (the server
 * passes them in pageContext, so no catalogue is bundled into the JavaScript). Studio facts fill their placeholders:
 * "{{clients}}+ clients".
 */
export function createI18n(language: Language, translations: Translations, studio?: PageStudio): i18n {
  const instance = i18next.createInstance()
  const resources: Resource = { [language]: translations }
  void instance.use(placeholderFiller(studio ? studioVariables(language, studio) : {})).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(translations),
    defaultNS: 'common',
    initAsync: false,
    returnNull: false,
  })
  return instance
}

/**
 * How a page's texts are filled once i18next has found them (by key, namespace and plural form): their
 * `{{placeholders}}` from the studio's facts and the values the page passes to `t`, in one pass, and nothing else
 * (fillPlaceholders, as FAQ answers and reviews are filled). The owner's words are data, never templates: i18next's
 * own interpolation would expand `$t(key)` nesting in them (three texts of 1,300 characters nesting each other held
 * the server 29.9 s) and read `{{x, format}}` and `{{- x}}`. The catalogues use plain placeholders only, so
 * the product's words read as before. i18next calls a format module's `parse` instead of interpolating and nesting.
 */
function placeholderFiller(studioValues: Record<string, string>) {
  return {
    type: 'i18nFormat' as const,
    // Objects (`t('steps', { returnObjects: true })`) stay i18next's: each of their texts comes through parse.
    handleAsObject: true,
    parse(text: unknown, options: Record<string, unknown>): unknown {
      if (typeof text !== 'string' || !text.includes('{{')) return text
      return fillPlaceholders(text, { ...studioValues, ...pageValues(options) })
    },
  }
}

/** The values a page passes to `t` ("{{price}}", "{{count}}"): its texts and numbers, nothing else. */
function pageValues(options: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(options)) {
    if (typeof value === 'string') values[name] = value
    else if (typeof value === 'number' && Number.isFinite(value)) values[name] = String(value)
  }
  return values
}
