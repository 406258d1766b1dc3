import type { PageContextServer } from 'vike/types'

/** Published posts (newest first) and the category names: all the list shows, nothing more. */
export function data(pageContext: PageContextServer) {
  const blog = pageContext.blog
  return {
    posts: blog?.posts() ?? [],
    categories: (blog?.categories() ?? []).map(({ name, slug }) => ({ name, slug })),
  }
}

export type BlogListData = ReturnType<typeof data>
