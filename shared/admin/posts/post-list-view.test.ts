import { describe, expect, it } from 'vitest'
import { NO_FILTER } from './post-filter.ts'
import { listQuery, listViewParams, pageCount, pageRangeText, readListView } from './post-list-view.ts'

describe('the posts list’s address', () => {
  it('is plain /posts for the list’s defaults, and reads back what it writes', () => {
    const plain = readListView(new URLSearchParams())
    expect(plain).toEqual({ filter: NO_FILTER, sort: 'updated-desc', page: 1 })
    expect(listViewParams(plain).toString()).toBe('')
    const view = { filter: { query: 'brows', status: 'draft', language: 'es', category: 'Aftercare' }, sort: 'title-asc', page: 3 } as const
    expect(readListView(listViewParams(view))).toEqual(view)
  })

  it('falls back to the defaults for what it does not know', () => {
    expect(readListView(new URLSearchParams('sort=newest&page=-2&status=maybe&language=fr'))).toEqual({
      filter: NO_FILTER,
      sort: 'updated-desc',
      page: 1,
    })
    expect(readListView(new URLSearchParams('page=2.5')).page).toBe(1)
  })

  it('asks the server for one page of the view', () => {
    expect(listQuery({ filter: { ...NO_FILTER, status: 'published', query: '  ' }, sort: 'published-asc', page: 2 })).toEqual({
      q: undefined,
      published: true,
      language: undefined,
      category: undefined,
      sort: 'published',
      direction: 'asc',
      limit: 20,
      offset: 20,
    })
  })

  it('says which posts a page shows', () => {
    expect(pageRangeText(2, 20, 1234)).toBe('Showing 21–40 of 1,234 posts')
    expect(pageRangeText(3, 2, 42)).toBe('Showing 41–42 of 42 posts')
    expect(pageRangeText(1, 0, 0)).toBe('Showing 0 of 0 posts')
    expect(pageCount(0)).toBe(1)
    expect(pageCount(40)).toBe(2)
    expect(pageCount(41)).toBe(3)
  })
})
