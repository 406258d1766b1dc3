import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PageMeta } from '../../../../seo/page-meta.ts'

/** SPEC §2 blog post: the post, up to 3 related posts of its category, and the page's meta from the post. */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const post = pageContext.blog?.post(slug)
  // SPEC §8: a missing post shows 'Article Not Found' (the error page, with this reason) and answers 404.
  if (!post) throw render(404, 'post-not-found')
  const related = (pageContext.blog?.posts({ category: post.category, limit: 4 }) ?? []).filter((other) => other.id !== post.id).slice(0, 3)
  const meta: PageMeta = {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    keywords: [...post.tags, ...post.keywords].join(', ') || undefined,
    socialTitle: post.metaTitle || post.title,
    socialDescription: post.metaDescription || post.excerpt,
    noindex: !post.published,
    image: post.featuredImage ? (post.featuredImage.startsWith('/') ? `${pageContext.publicUrl}${post.featuredImage}` : post.featuredImage) : undefined,
  }
  return { post, related, meta, breadcrumb: post.title }
}

export type BlogPostData = ReturnType<typeof data>
