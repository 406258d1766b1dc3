import { render } from 'vike/abort'
import { shareImage } from '../../../../../shared/content/responsive-image.ts'
import type { PageContextServer } from 'vike/types'
import { cardImages } from '../../../../content/post-images.ts'
import type { PageMeta } from '../../../../seo/page-meta.ts'

/**
 * SPEC §2 blog post: the post, up to 3 related posts of its category, and the page's meta from the post. Uploaded
 * images come with what `<picture>` needs (issue #11): the featured one, and the related cards' by address.
 */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const post = pageContext.blog?.post(slug)
  // SPEC §8: a missing post shows 'Article Not Found' (the error page, with this reason) and answers 404.
  if (!post) throw render(404, 'post-not-found')
  const related = (pageContext.blog?.posts({ category: post.category, limit: 4 }) ?? []).filter((other) => other.id !== post.id).slice(0, 3)
  const featured = (post.featuredImage && pageContext.media?.image(post.featuredImage)) || null
  const share = featured ? shareImage(featured) : undefined
  const meta: PageMeta = {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    keywords: [...post.tags, ...post.keywords].join(', ') || undefined,
    socialTitle: post.metaTitle || post.title,
    socialDescription: post.metaDescription || post.excerpt,
    noindex: !post.published,
    image: share ? `${pageContext.publicUrl}${share.url}` : (post.featuredImage ? (post.featuredImage.startsWith('/') ? `${pageContext.publicUrl}${post.featuredImage}` : post.featuredImage) : undefined),
    imageWidth: share?.width,
    imageHeight: share?.height,
  }
  return { post, featured, related, relatedImages: cardImages(pageContext.media, related), meta, breadcrumb: post.title }
}

export type BlogPostData = ReturnType<typeof data>
