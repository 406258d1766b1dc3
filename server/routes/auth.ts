import { Router } from 'express'
import { FILL_IN_ALL_FIELDS, LoginInputSchema, PasswordChangeSchema } from '../../shared/schema/auth.ts'
import type { User } from '../../shared/schema/database.ts'
import { badRequest, parseOr400, tooManyRequests, unauthorized } from '../http-errors.ts'
import { AttemptLimiter } from '../security/attempt-limiter.ts'
import { clearSession, requireAdmin, sessionUser, startSession } from '../security/session.ts'
import { endSessions, setPassword, verifyCredentials } from '../store/users.ts'
import type { Store } from '../store/store.ts'

/** Failed sign-ins allowed per address and per username before a pause (issue #2: e.g. 5 per 15 minutes). */
export const LOGIN_LIMIT = { attempts: 5, windowMs: 15 * 60 * 1000 }

const publicUser = (user: User) => ({ username: user.username })

export function authRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store)
  const failures = new AttemptLimiter(LOGIN_LIMIT.attempts, LOGIN_LIMIT.windowMs)

  router.post('/admin/login', async (req, res) => {
    const { username, password } = parseOr400(LoginInputSchema, req.body, FILL_IN_ALL_FIELDS)
    const keys = [`ip:${req.ip}`, `user:${username.toLowerCase()}`]
    const retryAfter = Math.max(...keys.map((key) => failures.retryAfter(key)))
    if (retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60)
      throw tooManyRequests(
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        retryAfter,
      )
    }
    const user = await verifyCredentials(store, username, password)
    if (!user) {
      for (const key of keys) failures.hit(key)
      throw unauthorized('Invalid credentials')
    }
    for (const key of keys) failures.reset(key)
    startSession(req, user)
    res.json({ ok: true, user: publicUser(user) })
  })

  router.get('/admin/check-auth', (req, res) => {
    const user = sessionUser(req, store)
    if (!user) throw unauthorized('Not signed in')
    res.json({ authenticated: true, user: publicUser(user) })
  })

  /** Ends every session of this user (the per-user session version), then clears this cookie. */
  router.post('/admin/logout', async (req, res) => {
    const user = sessionUser(req, store)
    if (user) await endSessions(store, user.id)
    clearSession(req)
    res.json({ ok: true })
  })

  router.post('/admin/password', admin, async (req, res) => {
    const { currentPassword, newPassword } = parseOr400(PasswordChangeSchema, req.body)
    const user = res.locals.user as User
    if (!(await verifyCredentials(store, user.username, currentPassword))) {
      throw badRequest('The current password is not correct', { currentPassword: 'Not correct' })
    }
    // A new password ends every other session; this one continues with the new version.
    startSession(req, await setPassword(store, user.id, newPassword))
    res.json({ ok: true })
  })

  return router
}
