import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnalyticsReport } from '#shared/schema/analytics.ts'
import type { StudioSettings } from '#shared/schema/studio.ts'
import { ManualClock } from '../testing/manual-clock.ts'
import { ADMIN, Client, type TestServer, startTestServer } from '../testing/test-server.ts'
import { ANALYTICS_FILE } from './analytics-file.ts'
import { INTENT_LIMIT } from './analytics-routes.ts'
import { MAX_ROWS_PER_DAY } from './visitor-analytics.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let server: TestServer | undefined
let clock: ManualClock
let admin: Client
let visitor: Client

/** A browser's request headers, from one address (the server trusts the loopback proxy's X-Forwarded-For). */
function browser(agent = PHONE, address = '203.0.113.7', more: Record<string, string> = {}): Record<string, string> {
  return { 'user-agent': agent, 'accept-language': 'en-US,en;q=0.9', 'x-forwarded-for': address, ...more }
}

async function start(env: Record<string, string> = {}): Promise<TestServer> {
  clock = new ManualClock('2026-06-10T15:00:00.000Z')
  server = await startTestServer({ TRUST_PROXY: 'loopback', ...env }, undefined, { analyticsClock: clock })
  admin = new Client(server.url)
  await admin.post('/api/admin/login', ADMIN, { 'x-forwarded-for': '198.51.100.1' })
  visitor = new Client(server.url)
  return server
}

afterEach(async () => {
  await server?.destroy()
  server = undefined
})

async function report(days = 7): Promise<AnalyticsReport> {
  const answer = await admin.get(`/api/admin/analytics?days=${days}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.json as AnalyticsReport
}

/** A moment for the answers to finish (the report counts the page views still waiting before it reads). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('visitor analytics', () => {
  it('counts a page a browser is sent once, and not HEAD, prefetches, bots, scripts, the console, assets, the API or signed-in staff', async () => {
    await start()
    expect((await visitor.get('/', browser())).status).toBe(200)
    await visitor.request('HEAD', '/', undefined, browser())
    await visitor.get('/', browser(PHONE, '203.0.113.7', { 'sec-purpose': 'prefetch' }))
    await visitor.get('/', browser(PHONE, '203.0.113.7', { purpose: 'prefetch' }))
    await visitor.get('/', browser('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'))
    await visitor.get('/', browser('curl/8.5.0'))
    await visitor.get('/', { 'x-forwarded-for': '203.0.113.9' }) // no user agent's languages: a script
    await visitor.get('/admin/login', browser())
    await visitor.get('/favicon.svg', browser())
    await visitor.get('/assets/none.js', browser())
    await visitor.get('/api/health', browser())
    await visitor.get('/no-such-page', browser())
    await admin.get('/', browser(DESKTOP, '198.51.100.1'))
    await settled()
    const counted = await report()
    expect(counted.totals).toMatchObject({ views: 1, visitors: 1 })
    expect(counted.daily.at(-1)).toEqual({ day: '2026-06-10', views: 1, visitors: 1 })
    expect(counted.pages).toEqual([{ page: '/', views: 1, visitors: 1 }])
    expect(counted.devices.find((row) => row.device === 'phone')).toMatchObject({ views: 1, visitors: 1 })
    expect(counted.languages.find((row) => row.language === 'en')).toMatchObject({ views: 1, visitors: 1 })
    expect(counted.sources.find((row) => row.source === 'direct')).toMatchObject({ views: 1, visitors: 1 })
  })

  it('knows a browser again the same day only: two visits one day are one visitor, the next day a new one', async () => {
    await start()
    await visitor.get('/', browser(PHONE, '203.0.113.7', { referer: 'https://l.instagram.com/?u=x' }))
    clock.advance(3 * 3600_000)
    await visitor.get('/', browser())
    await visitor.get('/', browser(DESKTOP, '203.0.113.8', { referer: 'https://www.google.com/' }))
    await settled()
    let counted = await report()
    expect(counted.daily.at(-1)).toEqual({ day: '2026-06-10', views: 3, visitors: 2 })
    expect(counted.sources.find((row) => row.source === 'instagram')).toMatchObject({ views: 2, visitors: 1 })
    expect(counted.sources.find((row) => row.source === 'search')).toMatchObject({ views: 1, visitors: 1 })

    clock.advance(24 * 3600_000)
    await visitor.get('/', browser())
    await settled()
    counted = await report()
    expect(counted.daily.slice(-2)).toEqual([
      { day: '2026-06-10', views: 3, visitors: 2 },
      { day: '2026-06-11', views: 1, visitors: 1 },
    ])
    expect(counted.totals).toMatchObject({ views: 4, visitors: 3 })
  })

  it('keeps nothing that identifies a visitor: no address, no user agent, no referring address, no cookie set', async () => {
    const running = await start()
    const page = await visitor.get('/', browser(PHONE, '203.0.113.77', { referer: 'https://blog.example.org/best-brows?who=ana' }))
    expect(page.headers.getSetCookie()).toEqual([])
    await running.analytics!.write()
    const stored = await readFile(join(running.dataDir, ANALYTICS_FILE), 'utf8')
    expect(stored).toContain('other-sites')
    for (const personal of ['203.0.113', 'iPhone', 'Mozilla', 'Safari', 'blog.example.org', 'ana', '127.0.0.1']) expect(stored).not.toContain(personal)
    // Only counts: a day's visitors and its rows of numbers.
    const data = JSON.parse(stored) as { days: Record<string, { visitors: number; views: Record<string, number[]> }> }
    expect(Object.keys(data.days)).toEqual(['2026-06-10'])
    expect(data.days['2026-06-10']!.views).toEqual({ 'en|/|other-sites|phone': [1, 1, 1] })
  })

  it('counts nobody who sends Do Not Track or Global Privacy Control, page views and intents alike', async () => {
    await start()
    await visitor.get('/', browser(PHONE, '203.0.113.7', { dnt: '1' }))
    await visitor.get('/', browser(PHONE, '203.0.113.8', { 'sec-gpc': '1' }))
    expect((await visitor.post('/api/analytics/intents', { intent: 'call', path: '/contact' }, browser(PHONE, '203.0.113.8', { 'sec-gpc': '1' }))).status).toBe(
      204,
    )
    await settled()
    const counted = await report()
    expect(counted.totals).toMatchObject({ views: 0, visitors: 0, intents: 0 })
  })

  it('counts an intent with its page and the source that brought its visitor that day', async () => {
    await start()
    await visitor.get('/', browser(PHONE, '203.0.113.7', { referer: 'https://m.facebook.com/' }))
    await settled()
    const call = await visitor.post('/api/analytics/intents', { intent: 'call', path: '/es/contact' }, browser())
    expect(call.status, call.text).toBe(204)
    expect((await visitor.post('/api/analytics/intents', { intent: 'book-now', path: '/' }, browser(DESKTOP, '203.0.113.50'))).status).toBe(204)
    expect((await visitor.post('/api/analytics/intents', { intent: 'call', path: '/no-such-page' }, browser())).status).toBe(400)
    expect((await visitor.post('/api/analytics/intents', { intent: 'hug', path: '/' }, browser())).status).toBe(400)
    expect((await visitor.post('/api/analytics/intents', { intent: 'call', path: '/', who: 'Ana' }, browser())).status).toBe(400)
    // A link to another site counts only when it is the studio's booking platform.
    const settings = (await admin.get('/api/studio')).json as StudioSettings
    const bookingHost = new URL(settings.booking.url).hostname
    expect((await visitor.post('/api/analytics/intents', { intent: 'booking-platform', path: '/booking', host: 'instagram.com' }, browser())).status).toBe(204)
    expect((await visitor.post('/api/analytics/intents', { intent: 'booking-platform', path: '/booking', host: bookingHost }, browser())).status).toBe(204)
    const counted = await report()
    expect(counted.totals.intents).toBe(3)
    expect(counted.intents.filter((row) => row.count > 0)).toEqual([
      { intent: 'book-now', count: 1 },
      { intent: 'booking-platform', count: 1 },
      { intent: 'call', count: 1 },
    ])
    expect(counted.intentsByPage).toEqual([
      { page: '/', count: 1 },
      { page: '/booking', count: 1 },
      { page: '/es/contact', count: 1 },
    ])
    expect(counted.intentsBySource.filter((row) => row.count > 0)).toEqual([
      { source: 'facebook', count: 2 },
      { source: 'direct', count: 1 },
    ])
  })

  it('refuses intents past its limit from one address', async () => {
    await start()
    for (let sent = 0; sent < INTENT_LIMIT.attempts; sent++) {
      expect((await visitor.post('/api/analytics/intents', { intent: 'directions', path: '/contact' }, browser())).status).toBe(204)
    }
    const refused = await visitor.post('/api/analytics/intents', { intent: 'directions', path: '/contact' }, browser())
    expect(refused.status).toBe(429)
    expect((await visitor.post('/api/analytics/intents', { intent: 'directions', path: '/contact' }, browser(PHONE, '203.0.113.8'))).status).toBe(204)
  })

  it('leaves the store revision as it was: counting is no write to the store, and a held page stays held', async () => {
    const running = await start()
    await visitor.get('/', browser())
    const revision = running.store.revision
    await visitor.get('/', browser(DESKTOP, '203.0.113.9'))
    await visitor.post('/api/analytics/intents', { intent: 'chat', path: '/' }, browser())
    await settled()
    await running.analytics!.write()
    expect((await report()).totals).toMatchObject({ views: 2, intents: 1 })
    expect(running.store.revision).toBe(revision)
  })

  it('stays bounded under a flood of 100,000 hits with made-up paths, referrers, browsers and addresses', async () => {
    const running = await start()
    const analytics = running.analytics!
    const random = () => Math.random().toString(36).slice(2)
    for (let hit = 0; hit < 100_000; hit++) {
      const headers = {
        'user-agent': `Mozilla/5.0 (${random()})`,
        'accept-language': 'en',
        referer: `https://${random()}.example/${random()}`,
        host: 'localhost',
      }
      const path = hit % 2 ? `/${random()}` : `/es/blog/${random()}?utm_source=${random()}`
      analytics.pageSent(headers, `10.${hit % 250}.${(hit >> 8) % 250}.${hit % 7}`, path)
      if (hit % 10_000 === 0) await new Promise((resolve) => setImmediate(resolve))
    }
    await analytics.write()
    const file = join(running.dataDir, ANALYTICS_FILE)
    const data = JSON.parse(await readFile(file, 'utf8')) as { days: Record<string, { views: Record<string, number[]> }> }
    const rows = Object.keys(data.days['2026-06-10']!.views)
    // Every made-up path is the one "(other)" page: two languages × five sources × three devices at most.
    expect(rows.length).toBeLessThanOrEqual(30)
    expect(rows.every((row) => row.split('|')[1] === '(other)')).toBe(true)
    expect((await stat(file)).size).toBeLessThan(4096)
    expect(rows.length).toBeLessThan(MAX_ROWS_PER_DAY)
  })

  it('drops days older than 25 months when it opens its file', async () => {
    const running = await start()
    await visitor.get('/', browser())
    await settled()
    await running.close()
    const dataDir = running.dataDir
    clock = new ManualClock('2028-07-12T15:00:00.000Z')
    server = await startTestServer({ TRUST_PROXY: 'loopback' }, dataDir, { analyticsClock: clock })
    await server.analytics!.close()
    const data = JSON.parse(await readFile(join(dataDir, ANALYTICS_FILE), 'utf8')) as { days: Record<string, unknown> }
    expect(data.days).toEqual({})
  })

  it('counts nothing and writes no file with ANALYTICS=off', async () => {
    const running = await start({ ANALYTICS: 'off' })
    await visitor.get('/', browser())
    expect((await visitor.post('/api/analytics/intents', { intent: 'call', path: '/' }, browser())).status).toBe(204)
    await settled()
    const counted = await report()
    expect(counted).toMatchObject({ enabled: false, totals: { views: 0, visitors: 0, intents: 0 } })
    expect(running.analytics).toBeUndefined()
    await expect(stat(join(running.dataDir, ANALYTICS_FILE))).rejects.toThrow()
  })

  it('shows the report to signed-in staff only', async () => {
    await start()
    expect((await visitor.get('/api/admin/analytics')).status).toBe(401)
    expect((await admin.get('/api/admin/analytics?days=12')).status).toBe(400)
    expect((await report(90)).daily).toHaveLength(90)
  })
})
