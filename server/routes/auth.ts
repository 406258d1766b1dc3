import { Router } from 'express'
import { type AdminUser, FILL_IN_ALL_FIELDS, LoginInputSchema, PasswordChangeSchema } from '../../shared/schema/auth.ts'
import type { User } from '../../shared/schema/database.ts'
import { badRequest, parseOr400, unauthorized } from '../http-errors.ts'
import { clearSession, requireAdmin, sessionUser, startSession } from '../security/session.ts'
import { SignInGuard } from '../security/sign-in-guard.ts'
import { endSessions, setPassword, verifyCredentials } from '../store/users.ts'
import type { Store } from '../store/store.ts'

/** Never the password hash nor the session version. */
const publicUser = ({ id, username, displayName, role }: User): AdminUser => ({ id, username, displayName, role })

export function authRoutes(store: Store): Router {
  const router = Router()
  const admin = requireAdmin(store) // issue #13: every role (owner, editor) changes its own password
  const guard = new SignInGuard()

  router.post('/admin/login', async (req, res) => {
    const { username, password } = parseOr400(LoginInputSchema, req.body, FILL_IN_ALL_FIELDS)
    const check = await guard.begin(req.ip ?? '', username)
    try {
      // A disabled account fails here exactly like a wrong password (same answer, same bcrypt comparison).
      const user = await verifyCredentials(store, username, password)
      if (!user) throw unauthorized('Invalid credentials')
      check.succeeded()
      startSession(req, user)
      res.json({ ok: true, user: publicUser(user) })
    } finally {
      check.end()
    }
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

  // Every role changes its own password (issue #13); the owner resets other people's (routes/accounts.ts).
  router.post('/admin/password', admin, async (req, res) => {
    const { currentPassword, newPassword } = parseOr400(PasswordChangeSchema, req.body)
    const user = res.locals.user as User
    // The current password is guessed like a sign-in: the same limits.
    const check = await guard.begin(req.ip ?? '', user.username)
    try {
      if (!(await verifyCredentials(store, user.username, currentPassword))) {
        throw badRequest('The current password is not correct', { currentPassword: 'Not correct' })
      }
      check.succeeded()
    } finally {
      check.end()
    }
    // A new password ends every other session; this one continues with the new version.
    startSession(req, await setPassword(store, user.id, newPassword))
    res.json({ ok: true })
  })

  return router
}
