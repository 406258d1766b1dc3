import { describe, expect, it } from 'vitest'
import { NO_FILTER, activeFilterCount } from './post-filter.ts'

describe('activeFilterCount', () => {
  it('counts the panel’s filters, not the search box', () => {
    expect(activeFilterCount(NO_FILTER)).toBe(0)
    expect(activeFilterCount({ ...NO_FILTER, query: 'brows' })).toBe(0)
    expect(activeFilterCount({ query: '', status: 'draft', language: 'es', category: 'Aftercare' })).toBe(3)
  })
})
