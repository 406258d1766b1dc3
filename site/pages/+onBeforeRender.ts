import type { PageContextServer } from 'vike/types'
import { PUBLIC_URL_PLACEHOLDER, pageFor } from '../../shared/content/routes.ts'
import { translationsFor } from '../i18n/catalog.ts'

/** Server only: hands the page its translations (common + its own namespace) and the public address. */
export function onBeforeRender(pageContext: PageContextServer) {
  const path = pageContext.urlPathname
  const own = path.startsWith('/blog/') ? 'blog' : pageFor(path)?.ns
  const namespaces = own ? ['common', own] : ['common']
  return {
    pageContext: {
      translations: translationsFor(pageContext.language, namespaces),
      publicUrl: pageContext.publicUrl ?? PUBLIC_URL_PLACEHOLDER,
    },
  }
}
