import type { Language } from '#shared/schema/common.ts'

/** The Blog Posts list's search box and Filter panel; the server applies them (post-list-view.ts). */
export interface PostFilter {
  query: string
  status: 'all' | 'published' | 'draft'
  language: 'all' | Language
  category: string
}

export const NO_FILTER: PostFilter = { query: '', status: 'all', language: 'all', category: '' }

/** How many of the panel's filters are set (the search box is not one of them). */
export function activeFilterCount(filter: PostFilter): number {
  return [filter.status !== 'all', filter.language !== 'all', filter.category !== ''].filter(Boolean).length
}
