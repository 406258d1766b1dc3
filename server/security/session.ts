import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import cookieSession from 'cookie-session'
import type { Request, RequestHandler } from 'express'
import type { User } from '../../shared/schema/database.ts'
import { unauthorized } from '../http-errors.ts'
import { findUserById } from '../store/users.ts'
import type { Store } from '../store/store.ts'

export const SESSION_COOKIE = 'studio_session'
const SESSION_DAYS = 14

/** SESSION_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
export async function loadSessionSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured
  const file = join(dataDir, 'session-secret')
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim()
  if (existing.length >= 32) return existing
  const secret = randomBytes(48).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/**
 * Signed cookie session: HttpOnly, SameSite=Lax, and Secure exactly when this request is HTTPS (DESIGN.md: a
 * Secure cookie on plain http is dropped by the browser and login silently fails).
 */
export function sessions(secret: string): RequestHandler[] {
  return [
    cookieSession({
      name: SESSION_COOKIE,
      keys: [secret],
      httpOnly: true,
      sameSite: 'lax',
      maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
    }),
    (req, _res, next) => {
      req.sessionOptions.secure = req.secure
      next()
    },
  ]
}

interface SessionData {
  uid?: string
  v?: number
}

/** The signed-in admin, if the cookie names a user and carries that user's current session version. */
export function sessionUser(req: Request, store: Store): User | undefined {
  const session = req.session as SessionData | null | undefined
  if (!session?.uid) return undefined
  const user = findUserById(store, session.uid)
  return user && user.sessionVersion === session.v ? user : undefined
}

export function startSession(req: Request, user: User): void {
  req.session = { uid: user.id, v: user.sessionVersion } satisfies SessionData
}

export function clearSession(req: Request): void {
  req.session = null
}

/** Admin-only routes: 401 `{error}` without a valid session. The user is left in `res.locals.user`. */
export function requireAdmin(store: Store): RequestHandler {
  return (req, res, next) => {
    const user = sessionUser(req, store)
    if (!user) return next(unauthorized())
    res.locals.user = user
    next()
  }
}
