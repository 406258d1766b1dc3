import type { IncomingHttpHeaders } from 'node:http'
import type { Device, Source } from '#shared/schema/analytics.ts'

/**
 * What a request says about its visitor, read and then forgotten: whether it is a person's browser at all, the kind
 * of device, and which kind of site sent it. None of these keeps the user agent or the referring address.
 */

/** Crawlers, link previews, monitors, scripts and headless browsers name themselves in their user agent. */
const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|phantom|monitor|uptime|pingdom|curl|wget|python|java\/|libwww|httpclient|okhttp|go-http|node-fetch|undici|axios|scrapy|feed|scan|check/i

/**
 * A person's browser names itself "Mozilla/…" and sends the languages its person reads; scripts and crawlers mostly
 * send neither (or `*`), and the rest name themselves.
 */
export function isBrowser(headers: IncomingHttpHeaders): boolean {
  const agent = headers['user-agent']
  const languages = headers['accept-language']
  if (!agent || !languages || languages === '*' || agent.length >= 512 || !agent.startsWith('Mozilla/')) return false
  let browser = browserByAgent.get(agent)
  if (browser === undefined) {
    browser = !BOT.test(agent)
    if (browserByAgent.size >= 1000) browserByAgent.clear()
    browserByAgent.set(agent, browser)
  }
  return browser
}

/** The same few browsers ask for page after page: each agent is read once (a flood of made-up ones empties it). */
const browserByAgent = new Map<string, boolean>()

/** Prefetches and prerenders a browser makes before, or instead of, a visit. */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'] ?? headers['x-moz']
  return typeof purpose === 'string' && /prefetch|prerender|preview/i.test(purpose)
}

/** Do Not Track, or Global Privacy Control: such visitors are not counted at all. */
export function optsOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1'
}

const deviceByAgent = new Map<string, Device>()

/** Phone, tablet or desktop (iPads that present themselves as a Mac count as desktops). */
export function deviceOf(agent: string): Device {
  let device = deviceByAgent.get(agent)
  if (!device) {
    device = /iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i.test(agent)
      ? 'tablet'
      : /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(agent)
        ? 'phone'
        : 'desktop'
    // The same few browsers visit over and over; a flood of made-up ones only empties the memo.
    if (deviceByAgent.size >= 1000) deviceByAgent.clear()
    deviceByAgent.set(agent, device)
  }
  return device
}

const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|startpage|naver|seznam|search\.brave|brave)\.[a-z.]+$/
const INSTAGRAM = /(^|\.)instagram\.com$/
const FACEBOOK = /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/

/** The host of an http(s) address, lower-case, or undefined. */
export function hostOf(address: string | undefined): string | undefined {
  const host = address && /^https?:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i.exec(address)?.[1]
  return host ? host.toLowerCase() : undefined
}

/**
 * The kind of site that sent a visitor, from the Referer's host (or, for links in apps that send none, the
 * address's `utm_source`); undefined for a link within this site (`ownHost`).
 */
export function sourceOf(referrer: string | undefined, ownHost: string | undefined, url: string): Source | undefined {
  const host = hostOf(referrer)
  const own = ownHost?.toLowerCase().replace(/:\d+$/, '')
  if (host && host === own) return undefined
  const tagged = /[?&]utm_source=([^&#]*)/i.exec(url)?.[1]?.toLowerCase()
  const name = host ?? (tagged && `${tagged}.com`)
  if (!name) return 'direct'
  if (INSTAGRAM.test(name) || name === 'ig.com') return 'instagram'
  if (FACEBOOK.test(name)) return 'facebook'
  if (SEARCH.test(name)) return 'search'
  return host ? 'other-sites' : 'direct'
}
