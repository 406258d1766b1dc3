import { postPath } from '#shared/content/routes.ts'
import type { Post } from '#shared/schema/post.ts'

/**
 * Where a post lives on the public site: `/blog/<slug>`, or `/es/blog/<slug>` for a Spanish post (the
 * Spanish pages live under /es). A signed-in admin sees drafts there too, so the same address previews a draft.
 * `siteUrl` is empty in the browser (same origin) and the site's address in the desktop app.
 */
export function postSiteUrl(post: Pick<Post, 'slug' | 'language'>, siteUrl = ''): string {
  const base = siteUrl.replace(/\/+$/, '')
  return `${base}${postPath({ slug: encodeURIComponent(post.slug), language: post.language })}`
}
