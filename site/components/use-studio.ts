import { usePageContext } from 'vike-react/usePageContext'
import type { PageStudio } from '#shared/content/page-studio.ts'

/** The studio's facts in the page's language, as the owner last saved them. */
export function useStudio(): PageStudio {
  return usePageContext().studio
}
