import { Router } from 'express'
import { AnalyticsOptionsSchema, type AnalyticsReport, IntentBeaconSchema } from '#shared/schema/analytics.ts'
import { badRequest } from '../http-errors.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { countInquiries } from '../store/inquiries.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { operationRoutes } from '../routes/operation-route.ts'
import { hostOf } from './visitor-traits.ts'
import { type VisitorAnalytics, studioDay } from './visitor-analytics.ts'

/** Intents one address may report in a minute: far more than a person taps, far fewer than a script sends. */
export const INTENT_LIMIT = { attempts: 30, windowMs: 60_000 }

/** What the console shows while counting is off: every number zero. */
function emptyReport(days: number): AnalyticsReport {
  return {
    enabled: false,
    days,
    totals: { visitors: 0, views: 0, intents: 0, inquiries: 0 },
    daily: [],
    pages: [],
    posts: [],
    sources: [],
    languages: [],
    devices: [],
    intents: [],
    intentsByPage: [],
    intentsBySource: [],
  }
}

/**
 * The intents a page's script reports (`navigator.sendBeacon`: its answer is never read, so a refused one is only
 * a status), and the console's report, for every role.
 */
export function analyticsRoutes(store: Store, analytics: VisitorAnalytics | undefined): Router {
  const router = Router()
  const limiter = new AttemptLimiter(INTENT_LIMIT.attempts, INTENT_LIMIT.windowMs)

  router.post('/analytics/intents', (req, res) => {
    const address = req.ip ?? 'unknown'
    const retryAfter = limiter.retryAfter(address)
    if (retryAfter > 0) {
      res.status(429).set('Retry-After', String(retryAfter)).json({ error: 'Too many reports from this address' })
      return
    }
    limiter.hit(address)
    const beacon = IntentBeaconSchema.safeParse(req.body)
    if (!beacon.success) throw badRequest('Send {intent, path}')
    if (analytics) {
      const { booking } = studioSettings(store)
      const hosts = new Set([booking.url, ...Object.values(booking.services)].map((url) => hostOf(url)).filter((host) => host !== undefined))
      // The address as the page views' (the request log's JSON), so the visitor is the same.
      if (!analytics.intentSent(beacon.data, req.headers, JSON.stringify(req.ip ?? null), hosts)) throw badRequest('Not a page of this site')
    }
    res.status(204).end()
  })

  // The query whole, its default filled (the console's form leaves `days` out).
  operationRoutes(router, store)('getAnalytics', { role: 'staff', input: AnalyticsOptionsSchema, invalid: 'Invalid input' }, ({ input: { days } }) => {
    if (!analytics) return emptyReport(days)
    return analytics.report(days, (firstDay) => countInquiries(store, (receivedAt) => studioDay(receivedAt) >= firstDay))
  })
  return router
}
