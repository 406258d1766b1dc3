import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import cookieSession from 'cookie-session'
import type { Request, RequestHandler } from 'express'
import type { Role } from '#shared/schema/account.ts'
import { PASSWORD_CHANGE_REQUIRED } from '#shared/schema/auth.ts'
import type { User } from '#shared/schema/database.ts'
import { HttpError, forbidden, unauthorized } from '../http-errors.ts'
import { findUserById } from '../store/users.ts'
import type { Store } from '../store/store.ts'

export const SESSION_COOKIE = 'studio_session'
const SESSION_DAYS = 14
/** How long a sign-in lasts, whatever the browser does with the cookie's own expiry. */
export const SESSION_LIFETIME_MS = SESSION_DAYS * 24 * 60 * 60 * 1000

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
 * Signed cookie session: HttpOnly, SameSite=Lax, and Secure exactly when this request is HTTPS (a
 * Secure cookie on plain http is dropped by the browser and login silently fails).
 */
export function sessions(secret: string): RequestHandler[] {
  return [
    cookieSession({
      name: SESSION_COOKIE,
      keys: [secret],
      httpOnly: true,
      sameSite: 'lax',
      maxAge: SESSION_LIFETIME_MS,
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
  /** When the session began (ms since 1970), signed with the rest: the server, not the browser, ends it. */
  iat?: number
}

/**
 * The signed-in admin, if the cookie names a user who is not disabled, carries that user's current session version,
 * and began less than SESSION_DAYS ago (a cookie kept or replayed past its expiry is refused here). One still on a
 * temporary password counts as a visitor here (no drafts, no hidden items): see `signedInUser`.
 */
export function sessionUser(req: Request, store: Store, now = Date.now()): User | undefined {
  const user = signedInUser(req, store, now)
  return user?.mustChangePassword ? undefined : user
}

/** The signed-in account, also while its temporary password must still be changed (sign-in state, sign-out, choosing it). */
export function signedInUser(req: Request, store: Store, now = Date.now()): User | undefined {
  const session = req.session as SessionData | null | undefined
  if (!session?.uid) return undefined
  if (typeof session.iat !== 'number' || session.iat > now + 60_000 || now - session.iat >= SESSION_LIFETIME_MS) return undefined
  const user = findUserById(store, session.uid)
  // A disabled account's sessions end at once (its version is bumped too, so enabling it revives none).
  return user && !user.disabled && user.sessionVersion === session.v ? user : undefined
}

export function startSession(req: Request, user: User): void {
  req.session = { uid: user.id, v: user.sessionVersion, iat: Date.now() } satisfies SessionData
}

export function clearSession(req: Request): void {
  req.session = null
}

/**
 * Staff routes, open to every role (owner and editor): 401 `{error}` without a valid session. The user is left in
 * `res.locals.user`. Routes of the owner alone use `requireRole(store, 'owner')` instead.
 */
export function requireAdmin(store: Store): RequestHandler {
  return (req, res, next) => {
    const user = signedInUser(req, store)
    if (!user) return next(unauthorized())
    if (user.mustChangePassword) return next(passwordChangeRequired())
    res.locals.user = user
    next()
  }
}

export const OWNER_ONLY = 'Only the studio owner can do this'

/** Every staff call of an account still on a temporary password: 403 with a code the console acts on. */
const passwordChangeRequired = () =>
  new HttpError(403, 'Choose your own password first: the temporary one must be changed before anything else', undefined, undefined, PASSWORD_CHANGE_REQUIRED)

/**
 * Routes of one role: 401 without a valid session, 403 `{error}` when the account's role may not; the
 * owner may do everything. It checks the session itself, so it is used instead of `requireAdmin`, not after it (an
 * operation's route takes it from its role: routes/operation-route.ts).
 */
export function requireRole(store: Store, role: Role): RequestHandler {
  return (req, res, next) => {
    const user = signedInUser(req, store)
    if (!user) return next(unauthorized())
    if (user.mustChangePassword) return next(passwordChangeRequired())
    if (user.role !== 'owner' && user.role !== role) return next(forbidden(OWNER_ONLY))
    res.locals.user = user
    next()
  }
}
