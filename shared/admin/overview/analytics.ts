import type { Language } from '../../schema/common.ts'
import type { Inquiry } from '../../schema/inquiry.ts'
import type { Post } from '../../schema/post.ts'
import { LANGUAGE_LABEL } from '../ui/format.ts'

/** One bar of a chart: a stable key, what it is called, how many. */
export interface CountRow {
  key: string
  label: string
  count: number
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' })
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/** When a post counts: its publication, or its creation for a draft (the order the store lists posts in). */
const postDate = (post: Pick<Post, 'publishedAt' | 'createdAt'>) => new Date(post.publishedAt ?? post.createdAt)

const pad = (value: number) => String(value).padStart(2, '0')
const monthKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`
const dayKey = (date: Date) => `${monthKey(date)}-${pad(date.getDate())}`

/** Posts per calendar month (local time) for the `months` months up to `now`, oldest first, empty months included. */
export function postsPerMonth(posts: readonly Pick<Post, 'publishedAt' | 'createdAt'>[], now: Date, months = 12): CountRow[] {
  const rows: CountRow[] = []
  for (let back = months - 1; back >= 0; back -= 1) {
    const month = new Date(now.getFullYear(), now.getMonth() - back, 1)
    rows.push({ key: monthKey(month), label: MONTH.format(month), count: 0 })
  }
  const byKey = new Map(rows.map((row) => [row.key, row]))
  for (const post of posts) {
    const row = byKey.get(monthKey(postDate(post)))
    if (row) row.count += 1
  }
  return rows
}

/** Monday 00:00 local time of the week holding `date`. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate())
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7))
  return start
}

/** Inquiries per week (Monday to Sunday, local time) for the `weeks` weeks up to `now`, oldest first. */
export function inquiriesPerWeek(inquiries: readonly Pick<Inquiry, 'createdAt'>[], now: Date, weeks = 8): CountRow[] {
  const thisWeek = startOfWeek(now)
  const rows: (CountRow & { start: number; end: number })[] = []
  for (let back = weeks - 1; back >= 0; back -= 1) {
    const start = new Date(thisWeek.getFullYear(), thisWeek.getMonth(), thisWeek.getDate() - back * 7)
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7)
    const label = `Week of ${DAY.format(start)}`
    rows.push({ key: dayKey(start), label, count: 0, start: start.getTime(), end: end.getTime() })
  }
  for (const inquiry of inquiries) {
    const at = new Date(inquiry.createdAt).getTime()
    const row = rows.find((candidate) => at >= candidate.start && at < candidate.end)
    if (row) row.count += 1
  }
  return rows.map(({ key, label, count }) => ({ key, label, count }))
}

/** Posts per language, English first; both languages are listed even with no posts. */
export function postsPerLanguage(posts: readonly Pick<Post, 'language'>[]): CountRow[] {
  const languages: Language[] = ['en', 'es']
  return languages.map((language) => ({
    key: language,
    label: LANGUAGE_LABEL[language],
    count: posts.filter((post) => post.language === language).length,
  }))
}

/** Posts per category, most used first; categories without posts are listed with 0. */
export function postsPerCategory(posts: readonly Pick<Post, 'category'>[], categoryNames: readonly string[]): CountRow[] {
  const names = [...new Set([...categoryNames, ...posts.map((post) => post.category)])]
  return names
    .map((name) => ({ key: name, label: name, count: posts.filter((post) => post.category === name).length }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

/** The counters of the dashboard (SPEC §2) and the inquiries badge. */
export function contentCounts(posts: readonly Pick<Post, 'published'>[], categoryCount: number) {
  const published = posts.filter((post) => post.published).length
  return { total: posts.length, published, drafts: posts.length - published, categories: categoryCount }
}

/** The inquiries nobody has answered yet (status `new`): the sidebar's badge and the dashboard's "waiting". */
export function openInquiryCount(inquiries: readonly Pick<Inquiry, 'status'>[]): number {
  return inquiries.filter((inquiry) => inquiry.status === 'new').length
}
