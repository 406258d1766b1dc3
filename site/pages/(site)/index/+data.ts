import type { PageContextServer } from 'vike/types'

/** SPEC §9: the home page shows the 3 latest posts; posts in the page's language first. */
const HOME_POST_COUNT = 3

export function data(pageContext: PageContextServer) {
  const posts = pageContext.blog?.posts() ?? []
  const own = posts.filter((post) => post.language === pageContext.language)
  const others = posts.filter((post) => post.language !== pageContext.language)
  return { latestPosts: [...own, ...others].slice(0, HOME_POST_COUNT) }
}

export type HomeData = ReturnType<typeof data>
