import type { PageContextServer } from 'vike/types'
import { PUBLIC_URL_PLACEHOLDER, pageFor, splitLanguage } from '../../shared/content/routes.ts'
import { translationsFor } from '../i18n/catalog.ts'

/** Namespaces a page reads besides its own: the home page lists the latest posts. */
const ALSO: Record<string, string[]> = { home: ['blog'] }

/**
 * Server only: hands the page its language, translations (common + its own namespaces) and the public address.
 * The language is read from the original URL again because an error page rendered after `throw render(404)`
 * starts from a fresh pageContext without what +onBeforeRoute added.
 */
export function onBeforeRender(pageContext: PageContextServer) {
  const { language, path } = splitLanguage(new URL(pageContext.urlOriginal, 'http://localhost').pathname)
  const own = path.startsWith('/blog/') ? 'blog' : pageFor(path)?.ns
  const namespaces = own ? ['common', own, ...(ALSO[own] ?? [])] : ['common']
  return {
    pageContext: {
      language,
      translations: translationsFor(language, namespaces),
      publicUrl: pageContext.publicUrl ?? PUBLIC_URL_PLACEHOLDER,
    },
  }
}
