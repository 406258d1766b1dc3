import type { Request, Response } from 'express'
import type { User } from '#shared/schema/database.ts'
import type { AuditBy } from '../store/audit.ts'

/**
 * Who makes this request and from where, for the audit trail: the signed-in account (left in `res.locals.user` by
 * requireAdmin / requireRole) with its name as it is now, and the client's address (TRUST_PROXY decides which).
 */
export function requestBy(req: Request, res: Response): AuditBy {
  return userBy(req, res.locals.user as User)
}

/** `user` acting through this request (a sign-in, a sign-out: before or after the session says who). */
export function userBy(req: Request, user: User): AuditBy {
  return { actor: { id: user.id, name: user.displayName }, address: clientAddress(req) }
}

/** The address the limits see too: `req.ip`, read through the proxies TRUST_PROXY names. */
export function clientAddress(req: Request): string {
  return req.ip ?? ''
}
