import { describe, expect, it } from 'vitest'
import { formatBytes, formatDimensions, formatShortDate, plural, publishedCountText, timeAgo } from './format.ts'
import { postSiteUrl } from '../posts/site-links.ts'

describe('dates (short US format in the admin)', () => {
  it('writes "Jan 5, 2025"', () => {
    expect(formatShortDate('2025-01-05T12:00:00.000Z', 'UTC')).toBe('Jan 5, 2025')
    expect(formatShortDate('2025-01-06T03:00:00.000Z', 'America/New_York')).toBe('Jan 5, 2025')
  })

  it('says how long ago a draft was kept', () => {
    const now = new Date('2025-01-05T12:00:00.000Z')
    expect(timeAgo('2025-01-05T11:59:40.000Z', now)).toBe('just now')
    expect(timeAgo('2025-01-05T11:57:00.000Z', now)).toBe('3 minutes ago')
    expect(timeAgo('2025-01-05T09:00:00.000Z', now)).toBe('3 hours ago')
    expect(timeAgo('2025-01-04T12:00:00.000Z', now)).toBe('yesterday')
  })

  it('says it in the language it is given', () => {
    const now = new Date('2025-01-05T12:00:00.000Z')
    const spanish = { locale: 'es', justNow: 'hace un momento' }
    expect(timeAgo('2025-01-05T11:59:40.000Z', now, spanish)).toBe('hace un momento')
    expect(timeAgo('2025-01-05T11:57:00.000Z', now, spanish)).toBe('hace 3 minutos')
    expect(timeAgo('2025-01-04T12:00:00.000Z', now, spanish)).toBe('ayer')
  })

  it('counts in words', () => {
    expect(plural(1, 'post')).toBe('1 post')
    expect(plural(2, 'category', 'categories')).toBe('2 categories')
  })

  it('counts a list and its published items, and says nothing before the list has loaded', () => {
    expect(publishedCountText([{ published: true }, { published: false }, { published: true }], 'question')).toBe('3 questions · 2 published')
    expect(publishedCountText([{ published: false }], 'item')).toBe('1 item · 0 published')
    expect(publishedCountText(undefined, 'review')).toBe('')
  })
})

describe('image sizes (media library)', () => {
  it('writes bytes as B, KB or MB', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(850_000)).toBe('830 KB')
    expect(formatBytes(4.2 * 1024 * 1024)).toBe('4.2 MB')
    expect(formatBytes(12 * 1024 * 1024 + 5)).toBe('12 MB')
  })

  it('writes dimensions as width × height in pixels', () => {
    expect(formatDimensions(1200, 800)).toBe('1200 × 800 px')
  })
})

describe('site links', () => {
  it('points English posts to /blog and Spanish ones to /es/blog', () => {
    expect(postSiteUrl({ slug: 'healing', language: 'en' })).toBe('/blog/healing')
    expect(postSiteUrl({ slug: 'cuidados', language: 'es' }, 'https://belleza-studio.example/')).toBe('https://belleza-studio.example/es/blog/cuidados')
  })
})
