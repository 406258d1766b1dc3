import type { Language } from '../schema/common.ts'
import type { Post } from '../schema/post.ts'

export interface PostFilter {
  query: string
  status: 'all' | 'published' | 'draft'
  language: 'all' | Language
  category: string
}

export const NO_FILTER: PostFilter = { query: '', status: 'all', language: 'all', category: '' }

/** The words of stored HTML, so that searching "strong" does not find every bold word. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')
}

/**
 * SPEC §2: the search box filters client-side, case-insensitive, on title or content. The Filter button's panel
 * (status, language, category) narrows the list further.
 */
export function filterPosts(posts: readonly Post[], filter: PostFilter): Post[] {
  const needle = filter.query.trim().toLocaleLowerCase()
  return posts.filter(
    (post) =>
      (needle === '' ||
        post.title.toLocaleLowerCase().includes(needle) ||
        (post.markdown ?? textOf(post.content)).toLocaleLowerCase().includes(needle)) &&
      (filter.status === 'all' || post.published === (filter.status === 'published')) &&
      (filter.language === 'all' || post.language === filter.language) &&
      (filter.category === '' || post.category === filter.category),
  )
}

/** How many of the panel's filters are set (the search box is not one of them). */
export function activeFilterCount(filter: PostFilter): number {
  return [filter.status !== 'all', filter.language !== 'all', filter.category !== ''].filter(Boolean).length
}
