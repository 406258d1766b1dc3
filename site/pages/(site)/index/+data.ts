import type { PageContextServer } from 'vike/types'
import { cardImages } from '../../../content/post-images.ts'

/** The home page shows the 3 latest posts; posts in the page's language first. */
const HOME_POST_COUNT = 3

export function data(pageContext: PageContextServer) {
  const posts = pageContext.blog?.posts() ?? []
  const own = posts.filter((post) => post.language === pageContext.language)
  const others = posts.filter((post) => post.language !== pageContext.language)
  const latestPosts = [...own, ...others].slice(0, HOME_POST_COUNT)
  return { latestPosts, latestPostImages: cardImages(pageContext.media, latestPosts) }
}

export type HomeData = ReturnType<typeof data>
