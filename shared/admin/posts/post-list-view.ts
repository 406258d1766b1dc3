import { LanguageSchema } from '#shared/schema/common.ts'
import { POST_SORTS, type AdminPostListQuery, type PostSort, type SortDirection } from '#shared/schema/post.ts'
import { NO_FILTER, type PostFilter } from './post-filter.ts'

/** Posts on one page of the admin's list. */
const POSTS_PER_PAGE = 20

/** The list's orders as the Sort menu offers them; the first is the list's own. */
export const SORT_CHOICES = [
  { value: 'updated-desc', label: 'Recently updated' },
  { value: 'published-desc', label: 'Newest published' },
  { value: 'published-asc', label: 'Oldest published' },
  { value: 'title-asc', label: 'Title A–Z' },
  { value: 'title-desc', label: 'Title Z–A' },
] as const
export type SortChoice = (typeof SORT_CHOICES)[number]['value']
const DEFAULT_SORT: SortChoice = 'updated-desc'

/** What the list shows: its filter, order and page. It lives in the address (`/posts?page=2&sort=title-asc`). */
export interface PostListView {
  filter: PostFilter
  sort: SortChoice
  /** From 1. */
  page: number
}

/** The view an address names; anything it does not know falls back to the list's defaults. */
export function readListView(params: URLSearchParams): PostListView {
  const sort = SORT_CHOICES.find((choice) => choice.value === params.get('sort'))?.value ?? DEFAULT_SORT
  const page = Number(params.get('page'))
  const status = params.get('status')
  const language = LanguageSchema.safeParse(params.get('language'))
  return {
    filter: {
      query: (params.get('q') ?? '').slice(0, 200),
      status: status === 'published' || status === 'draft' ? status : 'all',
      language: language.success ? language.data : 'all',
      category: (params.get('category') ?? '').slice(0, 80),
    },
    sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The address's query for a view: only what differs from the defaults, so the plain list stays `/posts`. */
export function listViewParams({ filter, sort, page }: PostListView): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.query.trim()) params.set('q', filter.query)
  if (filter.status !== NO_FILTER.status) params.set('status', filter.status)
  if (filter.language !== NO_FILTER.language) params.set('language', filter.language)
  if (filter.category) params.set('category', filter.category)
  if (sort !== DEFAULT_SORT) params.set('sort', sort)
  if (page > 1) params.set('page', String(page))
  return params
}

/** The API query of one page of the view (GET /api/blog/posts, signed in). */
export function listQuery({ filter, sort, page }: PostListView): AdminPostListQuery {
  const [by, direction] = sort.split('-') as [PostSort, SortDirection]
  if (!POST_SORTS.includes(by)) throw new Error(`Unknown sort ${sort}`)
  const query = filter.query.trim()
  return {
    q: query || undefined,
    published: filter.status === 'all' ? undefined : filter.status === 'published',
    language: filter.language === 'all' ? undefined : filter.language,
    category: filter.category || undefined,
    sort: by,
    direction,
    limit: POSTS_PER_PAGE,
    offset: (page - 1) * POSTS_PER_PAGE,
  }
}

/** "Showing 21–40 of 1,234 posts". */
export function pageRangeText(page: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total.toLocaleString('en-US')} ${total === 1 ? 'post' : 'posts'}`
  const first = (page - 1) * POSTS_PER_PAGE + 1
  return `Showing ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'post' : 'posts'}`
}

/** How many pages `total` posts fill (at least one: an empty list is one empty page). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE))
}
