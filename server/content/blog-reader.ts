import type { BlogReader } from '#shared/content/blog-reader.ts'
import { listCategories } from '../store/categories.ts'
import { findMovedPost, findPostBySlug, findTranslation, listPosts, listPostsPage, postAuthor, searchPosts } from '../store/posts.ts'
import type { Store } from '../store/store.ts'
import { createMediaReader } from './media-reader.ts'
import { withResponsiveImages } from './post-images.ts'
import { toPublic } from './public-post.ts'
import { withVideoFacades } from './video-embeds.ts'

/**
 * The blog as the website's pages read it: published posts. A signed-in admin may also open a draft by its
 * address (preview); lists never show drafts. A post's own page gets its images responsive and its
 * videos behind a click-to-load facade.
 */
export function createBlogReader(store: Store, includeDrafts = false): BlogReader {
  const media = createMediaReader(store)
  return {
    posts: (filter = {}) => listPosts(store, { ...filter, includeDrafts: false }).map(toPublic),
    list: ({ query, offset, limit, ...filter }) => {
      if (query) {
        const found = searchPosts(store, query)
        return { posts: found.slice(offset, offset + limit).map(toPublic), total: found.length }
      }
      const { posts, total } = listPostsPage(store, { ...filter, offset, limit, includeDrafts: false })
      return { posts: posts.map(toPublic), total }
    },
    post: (slug) => {
      const post = findPostBySlug(store, slug, includeDrafts)
      if (!post) return undefined
      // Videos behind their click-to-load facade, older posts' iframes included (video-embeds.ts).
      const content = withVideoFacades(withResponsiveImages(post.content, media, { firstIsLcp: !post.featuredImage }), post.language)
      const translation = findTranslation(store, post)
      return {
        ...toPublic(post),
        content,
        author: postAuthor(store, post),
        translation: translation ? { slug: translation.slug, language: translation.language, title: translation.title } : null,
      }
    },
    moved: (slug) => {
      const post = findMovedPost(store, slug)
      return post && { slug: post.slug, language: post.language }
    },
    categories: () => listCategories(store),
  }
}
