import { gzipSync } from 'node:zlib'
import { type Request, chromium } from 'playwright-core'
import { CHROMIUM_FLAGS } from './chromium.ts'
import type { Route } from './config.ts'
import { onCleanup } from './processes.ts'

export const GROUPS = ['HTML', 'CSS', 'JS', 'Images', 'Fonts', 'Other'] as const
export type Group = (typeof GROUPS)[number]

export interface GroupBytes {
  requests: number
  /** Bytes on the wire as the server sent them: response headers + (possibly compressed) body. */
  transfer: number
  /** Decoded body bytes. */
  raw: number
  /** Text bodies gzipped by us at level 9; binary bodies (raster images, woff/woff2) at their raw size. */
  gzip: number
}

export interface BytesRow {
  route: Route
  requests: number
  groups: Record<Group, GroupBytes>
  total: GroupBytes
  /** Content-Encoding values the server used on this load ("none" when it sent everything uncompressed). */
  encodings: string[]
  failed: string[]
  /** Text responses over 1 KB that came uncompressed (path and size). */
  uncompressedText: string[]
  /** Content-Security-Policy violations the page reported (directive, blocked, source). */
  cspViolations: string[]
  /** Every script of the load: its path, gzip size and which libraries its text names. */
  scripts: Array<{ path: string; gzip: number; mentions: string[] }>
  /** Every image of the load (data: URLs aside): its path, Content-Type and bytes transferred, largest first. */
  images: Array<{ path: string; type: string; transfer: number }>
}

/** Names that survive minification in these libraries' bundles: a hint of what a chunk holds. */
const MARKERS: Array<[string, RegExp]> = [
  ['react-dom', /react-dom|__REACT_DEVTOOLS_GLOBAL_HOOK__/],
  ['i18next', /i18next/],
  ['zod', /\bzod\b|ZodError|\$ZodType/],
  ['vike', /vike/i],
  ['marked', /marked/],
  ['dompurify', /DOMPurify/],
]

/** The phone Lighthouse emulates (Moto G Power): the same viewport, so srcset and lazy images pick the same files. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/**
 * A cold first load of each route in a fresh browser context (empty cache, no cookies), until the network has
 * been idle for 500 ms. Every response is counted, grouped by Chromium's resource type.
 */
export async function measureBytes(baseUrl: string, routes: Route[], executablePath: string): Promise<BytesRow[]> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true })
  const forget = onCleanup('bytes chromium', () => browser.close())
  try {
    const rows: BytesRow[] = []
    for (const route of routes) {
      const context = await browser.newContext(MOBILE)
      const page = await context.newPage()
      const pending: Array<Promise<void>> = []
      const entries: Array<{
        group: Group
        transfer: number
        raw: number
        gzip: number
        encoding: string
        url: string
        type: string
        mentions: string[]
        text: boolean
      }> = []
      const failed: string[] = []
      const record = async (request: Request) => {
        const response = await request.response()
        if (!response) return
        const sizes = await request.sizes()
        const headers = await response.allHeaders()
        const status = response.status()
        const body = status >= 300 && status < 400 ? Buffer.alloc(0) : await response.body().catch(() => Buffer.alloc(0))
        const contentType = headers['content-type'] ?? ''
        const group = groupOf(request.resourceType(), contentType, request.url())
        entries.push({
          group,
          transfer: sizes.responseHeadersSize + sizes.responseBodySize,
          raw: body.length,
          gzip: isText(contentType, request.url()) ? gzipSync(body, { level: 9 }).length : body.length,
          encoding: headers['content-encoding'] ?? 'none',
          url: request.url(),
          type: contentType,
          text: isText(contentType, request.url()),
          mentions: group === 'JS' ? MARKERS.filter(([, marker]) => marker.test(body.toString('utf8'))).map(([name]) => name) : [],
        })
      }
      const cspViolations: string[] = []
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.warn(`[csp] ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || '?'}:${event.lineNumber}`)
        })
      })
      page.on('console', (message) => {
        if (message.text().startsWith('[csp] ')) cspViolations.push(message.text().slice(6).replace(baseUrl, ''))
      })
      page.on('requestfinished', (request) => pending.push(record(request)))
      page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`))
      await page.goto(new URL(route.path, baseUrl).href, { waitUntil: 'networkidle', timeout: 60_000 })
      await Promise.all(pending)
      await context.close()

      const empty = (): GroupBytes => ({ requests: 0, transfer: 0, raw: 0, gzip: 0 })
      const groups = Object.fromEntries(GROUPS.map((group) => [group, empty()])) as Record<Group, GroupBytes>
      const total = empty()
      for (const entry of entries) {
        for (const sum of [groups[entry.group], total]) {
          sum.requests += 1
          sum.transfer += entry.transfer
          sum.raw += entry.raw
          sum.gzip += entry.gzip
        }
      }
      rows.push({
        route,
        requests: total.requests,
        groups,
        total,
        encodings: [...new Set(entries.map((entry) => entry.encoding))],
        failed,
        cspViolations: [...new Set(cspViolations)],
        uncompressedText: entries
          .filter((entry) => entry.text && entry.encoding === 'none' && entry.raw > 1024)
          .map((entry) => `${new URL(entry.url).pathname} (${(entry.raw / 1024).toFixed(1)} KB)`),
        scripts: entries
          .filter((entry) => entry.group === 'JS')
          .map((entry) => ({ path: new URL(entry.url).pathname, gzip: entry.gzip, mentions: entry.mentions }))
          .sort((a, b) => b.gzip - a.gzip),
        images: entries
          .filter((entry) => entry.group === 'Images' && !entry.url.startsWith('data:'))
          .map((entry) => ({ path: new URL(entry.url).pathname, type: entry.type, transfer: entry.transfer }))
          .sort((a, b) => b.transfer - a.transfer),
      })
      console.log(
        `[bench] bytes ${route.path}: ${total.requests} requests, JS ${(groups.JS.gzip / 1024).toFixed(1)} KB gzip, all ${(total.transfer / 1024).toFixed(1)} KB transferred`,
      )
    }
    return rows
  } finally {
    forget()
    await browser.close()
  }
}

function groupOf(resourceType: string, contentType: string, url: string): Group {
  if (resourceType === 'document') return 'HTML'
  if (resourceType === 'stylesheet') return 'CSS'
  if (resourceType === 'script') return 'JS'
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'Images'
  if (resourceType === 'font' || contentType.startsWith('font/') || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'Fonts'
  return 'Other'
}

function isText(contentType: string, url: string): boolean {
  if (/^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/.test(contentType)) return true
  return contentType === '' && /\.(js|mjs|css|html|json|svg|txt|xml)(\?|$)/.test(url)
}
