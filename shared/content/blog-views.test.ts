import { describe, expect, it } from 'vitest'
import { blogViewPath, pagerPages, parseBlogView, samePath, searchText } from './blog-views.ts'

describe('blog list views', () => {
  it('reads each view from its path', () => {
    expect(parseBlogView('/blog')).toEqual({ page: 1 })
    expect(parseBlogView('/blog/page/3')).toEqual({ page: 3 })
    expect(parseBlogView('/blog/category/lip-blushing')).toEqual({ page: 1, category: 'lip-blushing' })
    expect(parseBlogView('/blog/category/aftercare/language/all/page/2')).toEqual({ page: 2, category: 'aftercare', language: 'all' })
    expect(parseBlogView('/blog/language/es')).toEqual({ page: 1, language: 'es' })
    expect(parseBlogView('/blog/search/lip%20care/page/2')).toEqual({ page: 2, query: 'lip care' })
    expect(parseBlogView('/blog/search/lip care')).toEqual({ page: 1, query: 'lip care' })
  })

  it('names no view for a post, a malformed page, an unknown language, parts out of order or an empty search', () => {
    for (const path of [
      '/blog/some-post',
      '/blog/page',
      '/blog/page/0',
      '/blog/page/02',
      '/blog/page/two',
      '/blog/page/1234567',
      '/blog/language/fr',
      '/blog/category/Bad_Slug',
      '/blog/language/es/category/aftercare',
      '/blog/page/2/category/aftercare',
      '/blog/search/%20%20',
      '/blog/search/lip/category/aftercare',
      '/blog/category/aftercare/extra',
      '/services',
    ]) {
      expect(parseBlogView(path), path).toBeUndefined()
    }
  })

  it('writes one canonical path per view: page 1 and the default language go unsaid, in the page’s language', () => {
    expect(blogViewPath({ page: 1 }, 'en')).toBe('/blog')
    expect(blogViewPath({ page: 1, language: 'en' }, 'en')).toBe('/blog')
    expect(blogViewPath({ page: 2, language: 'es' }, 'es')).toBe('/es/blog/page/2')
    expect(blogViewPath({ page: 1, language: 'en' }, 'es')).toBe('/es/blog/language/en')
    expect(blogViewPath({ page: 4, category: 'aftercare', language: 'all' }, 'en')).toBe('/blog/category/aftercare/language/all/page/4')
    // While the blog has no post in the page's language, it shows all by default: then 'all' goes unsaid.
    expect(blogViewPath({ page: 1, language: 'all' }, 'es', 'all')).toBe('/es/blog')
    expect(blogViewPath({ page: 1, language: 'es' }, 'es', 'all')).toBe('/es/blog/language/es')
    // A search ignores category and language.
    expect(blogViewPath({ page: 2, query: 'lip care', category: 'aftercare', language: 'es' }, 'en')).toBe('/blog/search/lip%20care/page/2')
  })

  it('reads back every path it writes', () => {
    for (const view of [{ page: 1 }, { page: 7, category: 'training', language: 'es' as const }, { page: 3, query: 'cejas & labios?' }]) {
      const path = blogViewPath(view, 'en')
      expect(parseBlogView(path)).toEqual(view)
    }
  })

  it('keeps a search path-safe: one space between words, no slash, at most 200 characters', () => {
    expect(searchText('  lip /  care\n')).toBe('lip care')
    expect(searchText(' / ')).toBe('')
    expect(searchText('a'.repeat(250))).toHaveLength(200)
    expect(samePath('/blog/search/lip%20care', '/blog/search/lip care')).toBe(true)
    expect(samePath('/blog/search/%E0%A4%A', '/blog/search/%E0%A4%A')).toBe(true)
  })

  it('offers the first, the last and two pages either side, a gap only where pages are left out', () => {
    expect(pagerPages(1, 1)).toEqual([1])
    expect(pagerPages(1, 3)).toEqual([1, 2, 3])
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, null, 10])
    expect(pagerPages(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10])
    expect(pagerPages(10, 10)).toEqual([1, null, 8, 9, 10])
    // A gap of one page shows that page instead of an ellipsis.
    expect(pagerPages(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10])
  })
})
