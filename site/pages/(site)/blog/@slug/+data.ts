import { redirect, render } from 'vike/abort'
import { postPath } from '#shared/content/routes.ts'
import { shareImage } from '#shared/content/responsive-image.ts'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_STUDIO } from '#shared/content/studio.ts'
import { cardImages } from '../../../../content/post-images.ts'
import { type PageMeta, studioTitle } from '../../../../seo/page-meta.ts'
import type { PageTwins } from '../../../../seo/page-twins.ts'

/**
 * A blog post's page: the post, up to 3 related posts of its category in its language, and the page's meta from the
 * post. Uploaded images come with what `<picture>` needs: the featured one, and the related cards' by address.
 */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? ''
  const post = pageContext.blog?.post(slug)
  if (!post) {
    // An address a post had before its slug changed goes to where it is now, in one hop.
    const moved = pageContext.blog?.moved(slug)
    if (moved) throw redirect(postPath(moved), 301)
    // A missing post shows 'Article Not Found' (the error page, with this reason) and answers 404.
    throw render(404, 'post-not-found')
  }
  // A post lives in its own language only; its address in the other language leads to its translation,
  // or to the post itself when it has none.
  if (post.language !== pageContext.language) throw redirect(postPath(post.translation ?? post), 301)
  // Related articles are in the post's own language: never its translation, never a post its reader cannot read.
  const related = (pageContext.blog?.posts({ category: post.category, language: post.language, limit: 4 }) ?? [])
    .filter((other) => other.id !== post.id)
    .slice(0, 3)
  const featured = (post.featuredImage && pageContext.media?.image(post.featuredImage)) || null
  const share = featured ? shareImage(featured) : undefined
  const meta: PageMeta = {
    title: studioTitle(post.metaTitle || post.title, pageContext.studioSettings ?? DEFAULT_STUDIO),
    description: post.metaDescription || post.excerpt,
    keywords: [...post.tags, ...post.keywords].join(', ') || undefined,
    socialTitle: post.metaTitle || post.title,
    socialDescription: post.metaDescription || post.excerpt,
    noindex: !post.published,
    image: share
      ? `${pageContext.publicUrl}${share.url}`
      : post.featuredImage
        ? post.featuredImage.startsWith('/')
          ? `${pageContext.publicUrl}${post.featuredImage}`
          : post.featuredImage
        : undefined,
    imageWidth: share?.width,
    imageHeight: share?.height,
  }
  // The page's twin is its translation; without one the page exists in its own language only (no hreflang
  // alternates, and the language switcher offers the other language's blog instead).
  const twins: PageTwins = { [post.language]: postPath(post) }
  if (post.translation) twins[post.translation.language] = postPath(post.translation)
  return { post, featured, related, relatedImages: cardImages(pageContext.media, related), meta, breadcrumb: post.title, twins }
}

export type BlogPostData = ReturnType<typeof data>
