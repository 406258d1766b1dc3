import { usePageContext } from 'vike-react/usePageContext'
import type { LocationNamespace } from '../components/location-page.tsx'
import { JsonLd } from '../components/json-ld.tsx'
import { createI18n } from '../i18n/i18n.ts'
import { studioJsonLd } from './json-ld.ts'

/**
 * For a location page's +Head.tsx: the studio's BeautySalon data in the page's variant, serving the areas
 * the page lists (its content, `areas.items`). +Head renders outside the i18n provider, so it reads them itself.
 */
export function LocationHead({ ns }: { ns: LocationNamespace }) {
  const { language, translations, studio, publicUrl } = usePageContext()
  const i18n = createI18n(language, translations ?? {}, studio)
  const areas = i18n.t('areas.items', { ns, returnObjects: true }) as unknown
  return <JsonLd data={studioJsonLd(ns, studio, publicUrl, language, Array.isArray(areas) ? (areas as string[]) : [])} />
}
