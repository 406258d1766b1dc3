import { useTranslation } from 'react-i18next'
import type { SectionId } from '../features.ts'

/** A section's name in the console's language: the `sections` words of the `shell` catalogue. */
export function useSectionLabel(): (id: SectionId) => string {
  const { t } = useTranslation('shell')
  return (id) => t(`sections.${id}`)
}
