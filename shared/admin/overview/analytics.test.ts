import { describe, expect, it } from 'vitest'
import { contentCounts, inquiriesPerWeek, openInquiryCount, postsPerCategory, postsPerLanguage, postsPerMonth, startOfWeek } from './analytics.ts'

// Local-time dates: the charts count in the studio's own calendar (the server counts posts by month in it too).
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).toISOString()

describe('posts per month', () => {
  it('counts the last 12 months, oldest first, empty months included', () => {
    const rows = postsPerMonth({ '2025-03': 2, '2025-01': 1, '2023-01': 1 }, new Date(2025, 2, 31, 18))
    expect(rows).toHaveLength(12)
    expect(rows[0]).toEqual({ key: '2024-04', label: 'Apr 2024', count: 0 })
    expect(rows.at(-1)).toEqual({ key: '2025-03', label: 'Mar 2025', count: 2 })
    expect(rows.find((row) => row.key === '2025-01')?.count).toBe(1)
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(3)
  })
})

describe('inquiries per week', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek(new Date(2025, 0, 5, 15)).getDate()).toBe(30) // Sunday 5 Jan belongs to the week of Mon 30 Dec
    expect(startOfWeek(new Date(2025, 0, 6, 9)).getDate()).toBe(6)
  })

  it('counts the last 8 weeks up to now', () => {
    const now = new Date(2025, 0, 8, 10) // Wednesday
    const rows = inquiriesPerWeek(
      [{ createdAt: at(2025, 1, 6, 0) }, { createdAt: at(2025, 1, 8, 9) }, { createdAt: at(2025, 1, 5, 23) }, { createdAt: at(2024, 6, 1) }],
      now,
    )
    expect(rows).toHaveLength(8)
    expect(rows.at(-1)).toEqual({ key: '2025-01-06', label: 'Week of Jan 6', count: 2 })
    expect(rows.at(-2)).toEqual({ key: '2024-12-30', label: 'Week of Dec 30', count: 1 })
    expect(rows[0]?.key).toBe('2024-11-18')
  })
})

describe('posts per language and category', () => {
  it('lists both languages even when one has no posts', () => {
    expect(postsPerLanguage({ en: 2, es: 0 })).toEqual([
      { key: 'en', label: 'English', count: 2 },
      { key: 'es', label: 'Español', count: 0 },
    ])
  })

  it('lists categories most used first, unused ones with 0', () => {
    const rows = postsPerCategory({ Aftercare: 2, Lips: 1 }, ['Brows', 'Lips', 'Aftercare'])
    expect(rows.map((row) => [row.label, row.count])).toEqual([
      ['Aftercare', 2],
      ['Lips', 1],
      ['Brows', 0],
    ])
  })
})

describe('counters', () => {
  it('counts total, published, drafts and categories', () => {
    expect(contentCounts({ total: 3, published: 2 }, 4)).toEqual({
      total: 3,
      published: 2,
      drafts: 1,
      categories: 4,
    })
  })

  it('counts the inquiries nobody has answered yet', () => {
    expect(openInquiryCount([{ status: 'new' }, { status: 'replied' }, { status: 'new' }, { status: 'booked' }, { status: 'closed' }])).toBe(2)
  })
})
