import type { BlogReader } from '../../shared/content/blog-reader.ts'
import { listCategories } from '../store/categories.ts'
import { findPostBySlug, listPosts } from '../store/posts.ts'
import type { Store } from '../store/store.ts'
import { toPublic } from './public-post.ts'

/**
 * The blog as the website's pages read it: published posts. A signed-in admin may also open a draft by its
 * address (preview); lists never show drafts.
 */
export function createBlogReader(store: Store, includeDrafts = false): BlogReader {
  return {
    posts: (filter = {}) => listPosts(store, { ...filter, includeDrafts: false }).map(toPublic),
    post: (slug) => {
      const post = findPostBySlug(store, slug, includeDrafts)
      return post && toPublic(post)
    },
    categories: () => listCategories(store),
  }
}
