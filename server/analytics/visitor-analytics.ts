import { createHash, randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { parseBlogView } from '#shared/content/blog-views.ts'
import { pageFor, splitLanguage } from '#shared/content/routes.ts'
import {
  type AnalyticsReport,
  DEVICES,
  type Device,
  INTENTS,
  type IntentBeacon,
  type IntentKind,
  OTHER_PAGE,
  SOURCES,
  type Source,
} from '#shared/schema/analytics.ts'
import type { Language } from '#shared/schema/common.ts'
import { STUDIO_TIME_ZONE } from '#shared/schema/post.ts'
import type { Logger } from '../logging/logger.ts'
import { addedPageAt } from '../store/added-pages.ts'
import { findPostBySlug } from '../store/posts.ts'
import { isOfferedService } from '../store/services.ts'
import type { Store } from '../store/store.ts'
import { type AnalyticsData, type DayCounts, readAnalytics, writeAnalytics } from './analytics-file.ts'
import { deviceOf, hostOf, isBrowser, isPrefetch, optsOut, sourceOf } from './visitor-traits.ts'

/** Days of counts kept: 25 months, so a month can be compared with the same month a year and more before. */
export const MONTHS_KEPT = 25
/** Rows of one day at most (each table's); past it, new rows go to the "(other)" page. */
export const MAX_ROWS_PER_DAY = 20_000
/** Visitors remembered in one day; past it, each further one counts as new (a flood, not a studio's day). */
export const MAX_VISITORS_PER_DAY = 100_000
/** A "visitor" reading more pages than this in a day is a script: its further views are not counted. */
export const MAX_VIEWS_PER_VISITOR = 300
/** Page views waiting to be counted at most; a burst past it is not counted. */
const MAX_WAITING = 20_000
/** How long a page view waits, at most, before it is counted with the others sent meanwhile. */
const COUNT_AFTER_MS = 200
/** How often the counts are written (and on shutdown). */
export const WRITE_EVERY_MS = 10_000

export interface AnalyticsClock {
  now(): number
}

interface Visitor {
  source: Source
  device: Device
  /** "|source|device": the end of the keys of this visitor's rows. */
  rest: string
  views: number
  /** The pages this visitor read today (each PageRef's key): at most MAX_VIEWS_PER_VISITOR. */
  pages: Set<string>
}

/** An address as counted: its language, its page (without /es) and the two as the start of a row's key. */
interface PageRef {
  language: Language
  page: string
  key: string
}

/** A page view as the request gave it, waiting to be counted once the answer is sent. */
interface WaitingView {
  at: number
  address: string
  agent: string
  referrer: string | undefined
  host: string | undefined
  url: string
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The studio's day (YYYY-MM-DD) at `at`. */
export function studioDay(at: number): string {
  return dayFormat.format(at)
}

/** `day` moved by `days` (negative: earlier), as YYYY-MM-DD. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * First-party visitor counts (docs/decisions/029-analytics.md). The server counts the public pages it serves and the
 * intents the pages' script reports, as aggregates per day × page × language × source × device, in a file of their
 * own. A visitor is known within one day only, by a hash of their address and user agent salted with a secret made
 * each day and held in memory alone: neither is kept, and the next day's hashes cannot be linked to this day's.
 */
export class VisitorAnalytics {
  readonly #data: AnalyticsData
  readonly #waiting: WaitingView[] = []
  #draining = false
  #dirty = false
  #writing: Promise<void> = Promise.resolve()
  readonly #timer: NodeJS.Timeout
  #today = ''
  #todayUntil = 0
  #salt = randomBytes(32)
  #saltDay = ''
  readonly #visitors = new Map<string, Visitor>()
  readonly #recent = new Map<string, string>()
  #pagesRead = 0
  #recentUntil = 0
  readonly #pageKeys = new Map<string, PageRef>()
  #pageKeysRevision = -1

  private constructor(
    private readonly dataDir: string,
    private readonly store: Store,
    private readonly clock: AnalyticsClock,
    private readonly logger: Logger | undefined,
    data: AnalyticsData,
  ) {
    this.#data = data
    this.#prune()
    this.#timer = setInterval(() => void this.write(), WRITE_EVERY_MS)
    this.#timer.unref()
  }

  static async open(options: { dataDir: string; store: Store; clock?: AnalyticsClock; logger?: Logger }): Promise<VisitorAnalytics> {
    const data = await readAnalytics(options.dataDir)
    return new VisitorAnalytics(options.dataDir, options.store, options.clock ?? { now: () => Date.now() }, options.logger, data)
  }

  /** The studio's day (YYYY-MM-DD) at `at`, worked out at most once a minute. */
  dayAt(at: number): string {
    if (at >= this.#todayUntil || at < this.#todayUntil - 60_000) {
      this.#today = dayFormat.format(at)
      this.#todayUntil = at + 60_000
    }
    return this.#today
  }

  /**
   * A public page was sent (200, or 304 to a browser that has it): counted in a batch a moment later, off the
   * answer's way. Only people's browsers count, and not those that ask not to be tracked. `address`: the client's, as
   * the request log writes it (JSON).
   */
  pageSent(headers: IncomingHttpHeaders, address: string, url: string): void {
    if (this.#waiting.length >= MAX_WAITING || optsOut(headers) || isPrefetch(headers) || !isBrowser(headers)) return
    this.#waiting.push({ at: this.clock.now(), address, agent: headers['user-agent']!, referrer: headers.referer, host: headers.host, url })
    if (!this.#draining) {
      this.#draining = true
      // Counted in batches a moment later: one timer for a burst of views rather than a turn of the loop each.
      setTimeout(() => this.#countWaiting(), COUNT_AFTER_MS).unref()
    }
  }

  #countWaiting(): void {
    this.#draining = false
    for (const view of this.#waiting.splice(0)) this.#countView(view)
  }

  #countView(view: WaitingView): void {
    const query = view.url.indexOf('?')
    const { language, key } = this.#pageOf(query < 0 ? view.url : view.url.slice(0, query))
    const day = this.#startDay(view.at)
    const hash = this.#visitorHash(view.address, view.agent, view.at)
    let visitor = this.#visitors.get(hash)
    const counts = this.#day(day)
    const isNew = !visitor
    if (!visitor) {
      const source = sourceOf(view.referrer, view.host, view.url) ?? 'direct'
      const device = deviceOf(view.agent)
      visitor = { source, device, rest: `|${source}|${device}`, views: 0, pages: new Set() }
      if (this.#visitors.size < MAX_VISITORS_PER_DAY) this.#visitors.set(hash, visitor)
      counts.visitors += 1
    }
    visitor.views += 1
    if (visitor.views > MAX_VIEWS_PER_VISITOR) return
    const newToPage = !visitor.pages.has(key)
    // The day's pages read, over all visitors, are bounded like the visitors themselves.
    if (newToPage && this.#pagesRead < MAX_VISITORS_PER_DAY * 3) {
      visitor.pages.add(key)
      this.#pagesRead += 1
    }
    const row = (counts.views[this.#rowKey(counts.views, language, key + visitor.rest)] ??= [0, 0, 0])
    row[0] += 1
    if (newToPage) row[1] += 1
    if (isNew) row[2] += 1
    this.#dirty = true
  }

  /**
   * An intent reported by a page's script, counted with its page and the visitor's source of the day. False when
   * the page is not a public page or post.
   */
  intentSent(beacon: IntentBeacon, headers: IncomingHttpHeaders, address: string, bookingHosts: ReadonlySet<string>): boolean {
    const { language, page, key: pageKey } = this.#pageOf(beacon.path.split('?', 1)[0]!)
    if (page === OTHER_PAGE) return false
    // Any link to another site may be reported as one: only the studio's booking platform's count.
    if (beacon.intent === 'booking-platform' && !bookingHosts.has(hostOf(`https://${beacon.host ?? ''}`) ?? '')) return true
    if (optsOut(headers) || !isBrowser(headers)) return true
    // The visitor's page view may still be waiting: its source is known once it is counted.
    this.#countWaiting()
    const at = this.clock.now()
    const day = this.#startDay(at)
    const agent = headers['user-agent']!
    const visitor = this.#visitors.get(this.#visitorHash(address, agent, at))
    const counts = this.#day(day)
    const key = this.#rowKey(counts.intents, language, `${pageKey}${visitor?.rest ?? `|direct|${deviceOf(agent)}`}|${beacon.intent}`)
    counts.intents[key] = (counts.intents[key] ?? 0) + 1
    this.#dirty = true
    return true
  }

  /** A new day begins with a new salt and no visitor remembered: yesterday's hashes mean nothing today. */
  #startDay(at: number): string {
    const day = this.dayAt(at)
    if (day !== this.#saltDay) {
      this.#saltDay = day
      this.#salt = randomBytes(32)
      this.#visitors.clear()
      this.#pagesRead = 0
      this.#recent.clear()
      this.#prune()
    }
    return day
  }

  /**
   * The visitor's hash. A visit asks for several pages within a minute: the last thousand hashes are kept for it, by
   * address and agent, and let go every minute (and with the day's salt), so no address stays in memory longer.
   */
  #visitorHash(address: string, agent: string, at: number): string {
    if (at >= this.#recentUntil || this.#recent.size >= 1000) {
      this.#recent.clear()
      this.#recentUntil = at + 60_000
    }
    const key = `${address}\n${agent}`
    let hash = this.#recent.get(key)
    if (hash === undefined) {
      hash = createHash('sha256').update(this.#salt).update(key).digest('base64url').slice(0, 22)
      this.#recent.set(key, hash)
    }
    return hash
  }

  #day(day: string): DayCounts {
    return (this.#data.days[day] ??= { visitors: 0, views: {}, intents: {} })
  }

  /** A row's key; a day already at its limit puts new rows on the "(other)" page, so a flood cannot grow it. */
  #rowKey(rows: Record<string, unknown>, language: Language, key: string): string {
    if (key in rows || Object.keys(rows).length < MAX_ROWS_PER_DAY) return key
    return `${language}|${OTHER_PAGE}${key.slice(key.indexOf('|', language.length + 1))}`
  }

  /** The public page or post an address shows, without its /es: any other address is the "(other)" page. */
  #pageOf(pathname: string): PageRef {
    if (this.#pageKeysRevision !== this.store.revision || this.#pageKeys.size >= 2000) {
      this.#pageKeys.clear()
      this.#pageKeysRevision = this.store.revision
    }
    let ref = this.#pageKeys.get(pathname)
    if (ref === undefined) {
      const { language, path } = splitLanguage(pathname)
      let page = OTHER_PAGE
      if (pageFor(path)) page = path
      else if (parseBlogView(path)) page = '/blog'
      else if (/^\/services\/[a-z0-9-]{1,120}$/.test(path) && isOfferedService(this.store, path.slice('/services/'.length))) page = path
      else if (/^\/[a-z0-9-]{1,80}$/.test(path)) {
        // A page the owner added: counted under its English address, whichever language it was read in.
        const added = addedPageAt(this.store, path.slice(1), language)
        if (added?.published) page = `/${added.slug.en}`
      } else {
        const slug = /^\/blog\/([a-z0-9-]{1,120})$/.exec(path)?.[1]
        const post = slug ? findPostBySlug(this.store, slug, false) : undefined
        if (post && post.language === language) page = path
      }
      ref = { language, page, key: `${language}|${page}` }
      this.#pageKeys.set(pathname, ref)
    }
    return ref
  }

  /** Days older than 25 months go. */
  #prune(): void {
    const today = this.dayAt(this.clock.now())
    const [year, month] = today.split('-').map(Number) as [number, number]
    const months = year * 12 + (month - 1) - MONTHS_KEPT
    const oldest = `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}${today.slice(7)}`
    for (const day of Object.keys(this.#data.days)) {
      if (day <= oldest) {
        delete this.#data.days[day]
        this.#dirty = true
      }
    }
  }

  /** Writes the counts when they changed since the last write; one write at a time. */
  write(): Promise<void> {
    this.#countWaiting()
    if (!this.#dirty) return this.#writing
    this.#dirty = false
    const json = structuredClone(this.#data)
    this.#writing = this.#writing
      .then(() => writeAnalytics(this.dataDir, json))
      .catch((error: unknown) => {
        this.#dirty = true
        this.logger?.error({ err: error }, '[analytics] the counts could not be written')
      })
    return this.#writing
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer)
    await this.write()
  }

  /** The console's numbers for the last `days` days, today included; `inquiries`: those the store received then. */
  report(days: number, inquiriesSince: (firstDay: string) => number): AnalyticsReport {
    this.#countWaiting()
    const today = this.dayAt(this.clock.now())
    const first = addDays(today, 1 - days)
    const daily = Array.from({ length: days }, (_, index) => {
      const day = addDays(first, index)
      const counts = this.#data.days[day]
      let views = 0
      for (const row of Object.values(counts?.views ?? {})) views += row[0]
      return { day, visitors: counts?.visitors ?? 0, views }
    })
    const pages = new Tally()
    const posts = new Tally()
    const sources = new Tally()
    const languages = new Tally()
    const devices = new Tally()
    const intents = new Map<string, number>()
    const intentsByPage = new Map<string, number>()
    const intentsBySource = new Map<string, number>()
    const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count)
    for (const { day } of daily) {
      const counts = this.#data.days[day]
      if (!counts) continue
      for (const [key, [views, pageVisitors, entries]] of Object.entries(counts.views)) {
        const [language, page, source, device] = key.split('|') as [string, string, string, string]
        const named = language === 'es' && page !== OTHER_PAGE ? `/es${page === '/' ? '' : page}` : page
        ;(page.startsWith('/blog/') ? posts : pages).add(named, views, pageVisitors)
        sources.add(source, views, entries)
        languages.add(language, views, entries)
        devices.add(device, views, entries)
      }
      for (const [key, count] of Object.entries(counts.intents)) {
        const [language, page, source, , intent] = key.split('|') as [string, string, string, string, string]
        add(intents, intent, count)
        add(intentsByPage, language === 'es' && page !== OTHER_PAGE ? `/es${page === '/' ? '' : page}` : page, count)
        add(intentsBySource, source, count)
      }
    }
    const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    const intentTotal = [...intents.values()].reduce((sum, count) => sum + count, 0)
    return {
      enabled: true,
      days,
      totals: {
        visitors: daily.reduce((sum, day) => sum + day.visitors, 0),
        views: daily.reduce((sum, day) => sum + day.views, 0),
        intents: intentTotal,
        inquiries: inquiriesSince(first),
      },
      daily,
      pages: pages.rows(20).map(([page, views, visitors]) => ({ page, views, visitors })),
      posts: posts.rows(20).map(([page, views, visitors]) => ({ page, views, visitors })),
      sources: SOURCES.map((source) => ({ source, ...sources.counts(source) })),
      languages: (['en', 'es'] as const).map((language) => ({ language, ...languages.counts(language) })),
      devices: DEVICES.map((device) => ({ device, ...devices.counts(device) })),
      intents: INTENTS.map((intent: IntentKind) => ({ intent, count: intents.get(intent) ?? 0 })),
      intentsByPage: sorted(intentsByPage)
        .slice(0, 20)
        .map(([page, count]) => ({ page, count })),
      intentsBySource: SOURCES.map((source) => ({ source, count: intentsBySource.get(source) ?? 0 })),
    }
  }
}

/** Views and visitors summed by one key. */
class Tally {
  readonly #byKey = new Map<string, [number, number]>()

  add(key: string, views: number, visitors: number): void {
    const counts = this.#byKey.get(key)
    if (counts) {
      counts[0] += views
      counts[1] += visitors
    } else this.#byKey.set(key, [views, visitors])
  }

  counts(key: string): { views: number; visitors: number } {
    const [views, visitors] = this.#byKey.get(key) ?? [0, 0]
    return { views, visitors }
  }

  /** The `limit` keys with the most views. */
  rows(limit: number): Array<[string, number, number]> {
    return [...this.#byKey]
      .map(([key, [views, visitors]]): [string, number, number] => [key, views, visitors])
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
  }
}
