import { usePageContext } from 'vike-react/usePageContext'
import { localizedPath } from '#shared/content/routes.ts'
import type { Language } from '#shared/schema/common.ts'

/** The page's language and a function giving a site path in that language (`/faq` → `/es/faq`). */
export function useLanguage(): { language: Language; href: (path: string) => string } {
  const { language } = usePageContext()
  return { language, href: (path: string) => localizedPath(path, language) }
}
