import type { Language } from '#shared/schema/common.ts'
import type { Inquiry } from '#shared/schema/inquiry.ts'
import type { PostOverview } from '#shared/schema/post.ts'
import { LANGUAGE_LABEL } from '../ui/format.ts'

/** One bar of a chart: a stable key, what it is called, how many. */
export interface CountRow {
  key: string
  label: string
  count: number
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' })
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

const pad = (value: number) => String(value).padStart(2, '0')
const monthKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`
const dayKey = (date: Date) => `${monthKey(date)}-${pad(date.getDate())}`

/** Posts per calendar month for the `months` months up to `now`, oldest first, empty months included (`perMonth`: the server's count by `YYYY-MM`, in the console's time zone). */
export function postsPerMonth(perMonth: Readonly<Record<string, number>>, now: Date, months = 12): CountRow[] {
  const rows: CountRow[] = []
  for (let back = months - 1; back >= 0; back -= 1) {
    const month = new Date(now.getFullYear(), now.getMonth() - back, 1)
    rows.push({ key: monthKey(month), label: MONTH.format(month), count: perMonth[monthKey(month)] ?? 0 })
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
export function postsPerLanguage(perLanguage: Readonly<Record<Language, number>>): CountRow[] {
  const languages: Language[] = ['en', 'es']
  return languages.map((language) => ({ key: language, label: LANGUAGE_LABEL[language], count: perLanguage[language] ?? 0 }))
}

/** Posts per category, most used first; categories without posts are listed with 0. */
export function postsPerCategory(perCategory: Readonly<Record<string, number>>, categoryNames: readonly string[]): CountRow[] {
  const names = [...new Set([...categoryNames, ...Object.keys(perCategory)])]
  return names.map((name) => ({ key: name, label: name, count: perCategory[name] ?? 0 })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

/** The counters of the dashboard, from the server's overview. */
export function contentCounts(overview: Pick<PostOverview, 'total' | 'published'> | undefined, categoryCount: number) {
  const total = overview?.total ?? 0
  const published = overview?.published ?? 0
  return { total, published, drafts: total - published, categories: categoryCount }
}

/** The inquiries nobody has answered yet (status `new`): the sidebar's badge and the dashboard's "waiting". */
export function openInquiryCount(inquiries: readonly Pick<Inquiry, 'status'>[]): number {
  return inquiries.filter((inquiry) => inquiry.status === 'new').length
}
