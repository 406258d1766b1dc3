import type { PageContext } from 'vike/types'
import { parseBlogView } from '#shared/content/blog-views.ts'

/**
 * The blog list's other views: /blog/page/2, /blog/category/<slug>, /blog/search/<text>… (see
 * shared/content/blog-views.ts). They are the blog list page; its folder keeps the plain /blog route, and a route
 * function there would also be inherited by /blog/@slug.
 */
export function route(pageContext: PageContext) {
  const path = pageContext.urlPathname
  return path !== '/blog' && parseBlogView(path) !== undefined
}
