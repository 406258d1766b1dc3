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

/**
 * A mail program's draft (the Inquiries section's Reply link): `mailto:` with a subject and body only, or null. Other
 * fields (`attach`, `cc`…) are refused: some mail programs attach a named local file.
 */
export function mailDraftUrl(url: string): string | null {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'mailto:') return null
    return [...parsed.searchParams.keys()].every((key) => key === 'subject' || key === 'body') ? parsed.href : null
  } catch {
    return null
  }
}

export type NavigationDecision = { action: 'allow' } | { action: 'deny'; openInBrowser: string | null }

/**
 * `will-navigate` and window.open: the app's own pages stay; web pages open in the system browser, a mail draft in
 * the mail program; everything else (file:, other schemes, a dropped file) goes nowhere.
 */
export function decideNavigation(url: string, appOrigin: string): NavigationDecision {
  if (isAppUrl(url, appOrigin)) return { action: 'allow' }
  return { action: 'deny', openInBrowser: externalWebUrl(url) ?? mailDraftUrl(url) }
}

export type LinkDecision = { action: 'open'; url: string } | { action: 'confirm'; url: string } | { action: 'refuse' }

/**
 * A link leaving the app. The studio's own server (the address the app is signed in to) opens in the browser at
 * once, and a mail draft in the mail program; any other web address only after staff confirm it, seeing the whole
 * URL; anything else (file:, javascript:, smb:, custom schemes, a mailto: with more than a subject and body) never opens.
 */
export function decideExternalLink(url: string, serverUrl: string | null): LinkDecision {
  const draft = mailDraftUrl(url)
  if (draft) return { action: 'open', url: draft }
  const web = externalWebUrl(url)
  if (!web) return { action: 'refuse' }
  if (serverUrl && originOf(web) === originOf(serverUrl)) return { action: 'open', url: web }
  return { action: 'confirm', url: web }
}

export interface LinkOpenerOptions {
  serverUrl(): string | null
  /** Asks staff (a native dialog in the app) whether to open this full address; true to open it. */
  confirm(url: string): Promise<boolean>
  /** Hands the address to the system browser (shell.openExternal in the app). */
  open(url: string): Promise<void>
}

/** Every way a link leaves the app (window.open, a navigation, the bridge's openExternal) goes through this. */
export function createLinkOpener({ serverUrl, confirm, open }: LinkOpenerOptions): (url: string) => Promise<void> {
  return async (url) => {
    const decision = decideExternalLink(url, serverUrl())
    if (decision.action === 'refuse') return
    if (decision.action === 'confirm' && !(await confirm(decision.url))) return
    await open(decision.url)
  }
}
