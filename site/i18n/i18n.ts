import i18next, { type Resource, type i18n } from 'i18next'
import type { PageStudio } from '#shared/content/page-studio.ts'
import type { Language } from '#shared/schema/common.ts'
import { studioVariables } from '#shared/content/variables.ts'

/** Translations of one language, by namespace, as the server hands them to the page. */
export type Translations = Record<string, Record<string, unknown>>

/**
 * One i18next instance per page render, holding only the namespaces that page needs in its language (the server
 * passes them in pageContext, so no catalogue is bundled into the JavaScript). Studio facts are default
 * interpolation variables: "{{clients}}+ clients".
 */
export function createI18n(language: Language, translations: Translations, studio?: PageStudio): i18n {
  const instance = i18next.createInstance()
  const resources: Resource = { [language]: translations }
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    ns: Object.keys(translations),
    defaultNS: 'common',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: studio ? studioVariables(language, studio) : {} },
  })
  return instance
}
