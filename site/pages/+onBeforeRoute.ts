import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { splitLanguage } from '#shared/content/routes.ts'

/** `/es/services` renders the services page in Spanish: the language comes off the URL before routing. */
export function onBeforeRoute(pageContext: PageContext) {
  const { language, path } = splitLanguage(pageContext.urlParsed.pathname)
  return {
    pageContext: {
      language,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }),
    },
  }
}
