import type { Category } from '../schema/category.ts'
import type { Language } from '../schema/common.ts'
import type { PublicPost } from '../schema/post.ts'

/**
 * What the website's server-rendered pages may read of the blog: published posts only. The server hands one to
 * each render (pageContext.blog), reading the store at request time, never a bundled copy (DESIGN.md pitfall).
 */
export interface BlogReader {
  posts(filter?: { category?: string; language?: Language; limit?: number }): PublicPost[]
  post(slug: string): PublicPost | undefined
  categories(): Category[]
}
