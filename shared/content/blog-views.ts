import type { Language } from '../schema/common.ts'
import { LANGUAGES, localizedPath } from './routes.ts'

/** Cards on one page of the blog list. */
export const BLOG_PAGE_SIZE = 12
/** Longest search text a view carries (the API's limit: PostSearchQuerySchema). */
export const BLOG_SEARCH_MAX = 200

export type BlogLanguage = Language | 'all'

/**
 * One page of the blog list, named by its path so that every view is a plain link, works without
 * JavaScript and is held like any other page:
 *
 *     /blog                                   the page language's posts, page 1
 *     /blog/page/2                            … page 2
 *     /blog/category/<slug>[/page/N]          one category
 *     /blog/language/<all|en|es>[/page/N]     another language than the page's (with a category: after it)
 *     /blog/search/<text>[/page/N]            search results: every language and category
 *
 * and the same under /es. A search is not a filter: it ignores category and language.
 */
export interface BlogView {
  category?: string
  /** Absent: the page's own language. */
  language?: BlogLanguage
  query?: string
  page: number
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/
const VIEW_LANGUAGES: readonly string[] = ['all', ...LANGUAGES]

/** The view a path (without its /es) names, or undefined when it names none. Lenient: `viewPath` gives the canonical spelling. */
export function parseBlogView(path: string): BlogView | undefined {
  const parts = path.replace(/\/+$/, '').split('/').slice(1)
  if (parts[0] !== 'blog') return undefined
  const view: BlogView = { page: 1 }
  let at = 1
  const take = (name: string) => {
    if (parts[at] !== name || parts[at + 1] === undefined) return undefined
    at += 2
    return parts[at - 1]
  }
  const search = take('search')
  if (search !== undefined) {
    const query = searchText(decodeSegment(search))
    if (!query) return undefined
    view.query = query
  } else {
    const category = take('category')
    if (category !== undefined) {
      if (!SLUG.test(category)) return undefined
      view.category = category
    }
    const language = take('language')
    if (language !== undefined) {
      if (!VIEW_LANGUAGES.includes(language)) return undefined
      view.language = language as BlogLanguage
    }
  }
  const page = take('page')
  if (page !== undefined) {
    if (!PAGE_NUMBER.test(page)) return undefined
    view.page = Number(page)
  }
  return at === parts.length ? view : undefined
}

/**
 * The canonical path of a view in the list of `pageLanguage`: page 1 goes unsaid, and so does the language the list
 * shows by default (`ownLanguage`: the page's, or 'all' while the blog has no post in it).
 */
export function blogViewPath(view: BlogView, pageLanguage: Language, ownLanguage: BlogLanguage = pageLanguage): string {
  let path = '/blog'
  if (view.query) {
    path += `/search/${encodeURIComponent(view.query)}`
  } else {
    if (view.category) path += `/category/${view.category}`
    if (view.language && view.language !== ownLanguage) path += `/language/${view.language}`
  }
  if (view.page > 1) path += `/page/${view.page}`
  return localizedPath(path, pageLanguage)
}

/**
 * What a search looks for, as its path carries it: trimmed, one space between words, no slash (a path segment), at
 * most `BLOG_SEARCH_MAX` characters. Empty: no search.
 */
export function searchText(text: string): string {
  return text
    .replace(/[\s/]+/g, ' ')
    .trim()
    .slice(0, BLOG_SEARCH_MAX)
    .trim()
}

/** Same path, whichever of its spellings (`%20` or a space) a router hands over. */
export function samePath(a: string, b: string): boolean {
  return decodeSegment(a) === decodeSegment(b)
}

function decodeSegment(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The page numbers a pager offers: the first, the last, and two either side of the current one, with gaps as null. */
export function pagerPages(page: number, pages: number): Array<number | null> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  const withGaps: Array<number | null> = []
  for (const n of shown) {
    const last = withGaps.at(-1)
    if (typeof last === 'number' && n - last === 2) withGaps.push(last + 1)
    else if (typeof last === 'number' && n - last > 2) withGaps.push(null)
    withGaps.push(n)
  }
  return withGaps
}
