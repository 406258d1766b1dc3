import type { Category } from '../schema/category.ts'
import type { Language } from '../schema/common.ts'
import type { PostAuthor, PublicPost } from '../schema/post.ts'

/**
 * A post as its own page shows it: with its byline, or null for a post written before staff accounts,
 * and its published translation, or null.
 */
export type BlogPostView = PublicPost & { author: PostAuthor | null; translation: { slug: string; language: Language; title: string } | null }

/**
 * What the website's server-rendered pages may read of the blog: published posts only. The server hands one to
 * each render (pageContext.blog), reading the store at request time, never a bundled copy (which would go stale).
 */
export interface BlogReader {
  posts(filter?: { category?: string; language?: Language; limit?: number }): PublicPost[]
  /**
   * One page of the blog list and how many posts the view holds in all. With `query`, the search results
   * (every category and language: a search is not a filter); otherwise the posts of `category` (a name) and `language`, newest first.
   */
  list(view: { query?: string; category?: string; language?: Language; offset: number; limit: number }): { posts: PublicPost[]; total: number }
  post(slug: string): BlogPostView | undefined
  /** Where a published post that was once at `slug` lives now (its slug changed), if one was. */
  moved(slug: string): { slug: string; language: Language } | undefined
  categories(): Category[]
}
