import type { IntentBeacon, IntentKind } from '#shared/schema/analytics.ts'

/**
 * The steps towards a booking a visitor takes on a page (Book Now, the booking platform, a call, a chat, directions,
 * an inquiry), reported to the studio's own server with `navigator.sendBeacon`: it goes even as the page is left,
 * and nothing waits for it. Nothing is sent for visitors who ask not to be tracked (the server checks again).
 * Page views need no script: the server counts the pages it sends.
 */
export function reportIntent(intent: IntentKind, host?: string): void {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (navigator.doNotTrack === '1' || privacy.globalPrivacyControl === true || !navigator.sendBeacon) return
  const beacon: IntentBeacon = { intent, path: location.pathname, ...(host ? { host } : {}) }
  navigator.sendBeacon('/api/analytics/intents', new Blob([JSON.stringify(beacon)], { type: 'application/json' }))
}

/** What a link leads to, as an intent; undefined for any other link. */
export function intentOfLink(link: HTMLAnchorElement): { intent: IntentKind; host?: string } | undefined {
  const href = link.getAttribute('href') ?? ''
  if (href.startsWith('tel:')) return { intent: 'call' }
  if (href.startsWith('sms:')) return { intent: 'chat' }
  let url: URL
  try {
    url = new URL(href, location.href)
  } catch {
    return undefined
  }
  const host = url.hostname.toLowerCase()
  if (url.origin === location.origin) return /^(?:\/es)?\/booking$/.test(url.pathname) ? { intent: 'book-now' } : undefined
  if (/(^|\.)(wa\.me|whatsapp\.com|m\.me|messenger\.com)$/.test(host)) return { intent: 'chat' }
  if (/(^|\.)google\.[a-z.]+$/.test(host) ? url.pathname.startsWith('/maps') : /^(maps\.apple\.com|maps\.app\.goo\.gl|goo\.gl)$/.test(host))
    return { intent: 'directions' }
  if (url.protocol === 'https:') return { intent: 'booking-platform', host }
  return undefined
}

/** One listener for the whole page: a link followed by click, tap or keyboard reports its intent. */
export function enhanceIntents(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      const found = link instanceof HTMLAnchorElement ? intentOfLink(link) : undefined
      if (found) reportIntent(found.intent, found.host)
    },
    { capture: true },
  )
}
