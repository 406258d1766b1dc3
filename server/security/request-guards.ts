import type { RequestHandler } from 'express'
import { HttpError, forbidden } from '../http-errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Against CSRF: a request that carries a body must be JSON or multipart. A cross-site HTML form can only
 * send form-encoded or text bodies, so those are refused outright.
 */
export const requireJsonOrMultipartBody: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  if (!hasBody || SAFE_METHODS.has(req.method)) return next()
  if (req.is(['application/json', 'multipart/form-data'])) return next()
  next(new HttpError(415, 'Send the request body as JSON (application/json) or multipart/form-data'))
}

/**
 * Against CSRF: every state-changing request that has an Origin header must come from this site: the
 * request's own host, or PUBLIC_URL's (the studio may open the admin at the server's address).
 * The desktop app calls from its main process and sends no Origin.
 */
export function requireSameOrigin(publicUrl: string): RequestHandler {
  const publicHost = new URL(publicUrl).host
  return (req, _res, next) => {
    const origin = req.headers.origin
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next()
    let host: string | undefined
    try {
      host = new URL(origin).host
    } catch {
      host = undefined
    }
    if (host && (host === req.headers.host || host === publicHost)) return next()
    next(forbidden('Cross-site request refused'))
  }
}
