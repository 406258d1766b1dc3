/**
 * Where the renderer may go (pure, so it is tested without Electron). The packaged app is served from its own
 * privileged scheme `app://studio/` (Electron's security checklist: a custom protocol instead of file://);
 * `electron-vite dev` serves it from the Vite dev server instead.
 */
export const APP_SCHEME = 'app'
export const APP_ORIGIN = 'app://studio'
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/** `scheme://host[:port]` of a URL, also for custom schemes (whose WHATWG `origin` is the string "null"). */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null
  } catch {
    return null
  }
}

export function isAppUrl(url: string, appOrigin: string): boolean {
  return originOf(url) === appOrigin
}

/** An http(s) address to hand to the system browser, or null for anything else (file:, javascript:, mailto:, custom schemes). */
export function externalWebUrl(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

export type NavigationDecision = { action: 'allow' } | { action: 'deny'; openInBrowser: string | null }

/**
 * `will-navigate` and window.open: the app's own pages stay; web pages open in the system browser; everything
 * else (file:, other schemes, a dropped file) goes nowhere.
 */
export function decideNavigation(url: string, appOrigin: string): NavigationDecision {
  if (isAppUrl(url, appOrigin)) return { action: 'allow' }
  return { action: 'deny', openInBrowser: externalWebUrl(url) }
}
