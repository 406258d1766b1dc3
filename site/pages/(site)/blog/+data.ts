import type { PageContextServer } from 'vike/types'
import { cardImages } from '../../../content/post-images.ts'

/** Published posts (newest first), their uploaded cover images and the category names: all the list shows. */
export function data(pageContext: PageContextServer) {
  const blog = pageContext.blog
  const posts = blog?.posts() ?? []
  return {
    posts,
    images: cardImages(pageContext.media, posts),
    categories: (blog?.categories() ?? []).map(({ name, slug }) => ({ name, slug })),
  }
}

export type BlogListData = ReturnType<typeof data>
