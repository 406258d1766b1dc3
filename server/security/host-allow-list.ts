import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'

/**
 * DNS rebinding. A page on a name its author controls (evil.example) can point that name at this server and
 * then read the API that needs no sign-in from a visitor's browser, as if it were its own site; the browser still
 * sends `Host: evil.example`. So the server answers only to names that are its own: PUBLIC_URL's, ALLOWED_HOSTS', and
 * the names nobody outside can point at it: an IP address (the desktop app may reach the server by its address on
 * the studio's network), localhost and its subdomains, a name without a dot (a computer's name on the network) and a
 * `.local` name (mDNS). Any other name gets 421 Misdirected Request. A request without a Host header (HTTP/1.0)
 * names nothing to rebind and goes on.
 */
export function hostAllowList(publicUrl: string, allowedHosts: readonly string[] = []): (hostHeader: string | undefined) => boolean {
  const own = new Set([new URL(publicUrl).hostname, ...allowedHosts].map(normalName))
  /** The answers so far, by Host header as sent: the same few, over and over. */
  const known = new Map<string, boolean>()
  return (hostHeader) => {
    if (hostHeader === undefined) return true
    let allowed = known.get(hostHeader)
    if (allowed === undefined) {
      allowed = isAllowed(hostnameOf(hostHeader), own)
      if (known.size >= 1000) known.clear()
      known.set(hostHeader, allowed)
    }
    return allowed
  }
}

function isAllowed(hostname: string, own: ReadonlySet<string>): boolean {
  if (hostname === '') return false
  if (own.has(hostname) || isIP(hostname) !== 0) return true
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname.endsWith('.local')) return true
  return !hostname.includes('.')
}

/** The name in a Host header: without its port, an IPv6 address without its brackets, lower case, no final dot. */
function hostnameOf(hostHeader: string): string {
  const header = hostHeader.trim()
  if (header.startsWith('[')) {
    const end = header.indexOf(']')
    return (end < 0 ? header.slice(1) : header.slice(1, end)).toLowerCase()
  }
  const colon = header.lastIndexOf(':')
  return normalName(colon >= 0 && /^\d*$/.test(header.slice(colon + 1)) ? header.slice(0, colon) : header)
}

function normalName(name: string): string {
  const lower = name.toLowerCase()
  const bare = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower
  return bare.endsWith('.') ? bare.slice(0, -1) : bare
}

/**
 * Answers 421 to a request for a name that is not the server's (see hostAllowList) and says so: true when it did.
 * JSON under /api (the API's error shape), plain text elsewhere; never cached, never kept.
 */
export function refuseOtherHosts(allowed: (hostHeader: string | undefined) => boolean) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (allowed(req.headers.host)) return false
    const message = 'This server does not answer for this host name. Its owner can add the name to ALLOWED_HOSTS.'
    const api = req.url === '/api' || req.url?.startsWith('/api/') === true || req.url?.startsWith('/api?') === true
    const body = api ? JSON.stringify({ error: message }) : message
    res.writeHead(421, {
      'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
