import type { IncomingMessage, ServerResponse } from 'node:http'
import { SESSION_COOKIE } from '../security/session.ts'
import type { VisitorAnalytics } from './visitor-analytics.ts'

/**
 * Could this request be a visitor reading a public page? A GET of an address without an extension, outside the
 * API, the console, uploads and the desktop app's updates, from someone who is not signed in (staff reading the
 * site are not visitors).
 */
function mayBePageView(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false
  const url = req.url ?? ''
  if (/^\/(?:api|admin|assets|uploads|desktop)(?:[/?]|$)/.test(url)) return false
  const path = url.split('?', 1)[0]!
  if (/\.[\w-]+$/.test(path)) return false
  return !req.headers.cookie?.includes(`${SESSION_COOKIE}=`)
}

/** A page was sent whole: a 200, or a 304 to a browser that already has it (a visit all the same). */
function pageWasSent(res: ServerResponse): boolean {
  return res.statusCode === 200 || res.statusCode === 304
}

/**
 * Wraps the listener's answer from memory so that every public page sent is counted, once its answer is chosen: at
 * once for an answer sent from memory (it is sent before this returns), when its answer finishes for one Express
 * makes. `address`: the client's address as the request log reads it. Without `analytics` (ANALYTICS=off), nothing.
 */
export function countPageViews(
  analytics: VisitorAnalytics | undefined,
  address: (req: IncomingMessage) => string,
  answerFromMemory: (req: IncomingMessage, res: ServerResponse) => boolean,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  if (!analytics) return answerFromMemory
  return (req, res) => {
    const sent = answerFromMemory(req, res)
    if (!mayBePageView(req)) return sent
    if (sent) {
      if (pageWasSent(res)) analytics.pageSent(req.headers, address(req), req.url ?? '/')
    } else {
      const url = req.url ?? '/'
      res.once('finish', () => {
        if (pageWasSent(res) && String(res.getHeader('content-type') ?? '').startsWith('text/html')) analytics.pageSent(req.headers, address(req), url)
      })
    }
    return sent
  }
}
