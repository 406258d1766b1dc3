import { type Request, type Response, Router } from 'express'
import { InviteTokenInputSchema, OwnAccountUpdateSchema } from '#shared/schema/account.ts'
import { type AdminUser, ChoosePasswordSchema, FILL_IN_ALL_FIELDS, InviteAcceptSchema, LoginInputSchema, PasswordChangeSchema } from '#shared/schema/auth.ts'
import type { User } from '#shared/schema/database.ts'
import { badRequest, forbidden, parseOr400, unauthorized } from '../http-errors.ts'
import { DeviceCookies } from '../security/device-cookie.ts'
import { inviteTokenHash } from '../security/invite-token.ts'
import { clearSession, requireAdmin, signedInUser, startSession } from '../security/session.ts'
import { type SignInCredentials, SignInGuard, type SignInLimits } from '../security/sign-in-guard.ts'
import { UsualAddresses } from '../security/usual-addresses.ts'
import { recordAudit } from '../store/audit.ts'
import {
  acceptInvite,
  endSessions,
  findUserByName,
  invitedUser,
  isCurrentPassword,
  sessionTarget,
  setPassword,
  updateUser,
  verifyCredentials,
} from '../store/users.ts'
import type { Store } from '../store/store.ts'
import { clientAddress, requestBy, userBy } from './request-by.ts'

/** Never the password hash nor the session version. */
const publicUser = ({ id, username, displayName, role, mustChangePassword }: User): AdminUser => ({ id, username, displayName, role, mustChangePassword })

/**
 * A wrong password is recorded in the audit trail with the username tried (LoginInputSchema trimmed it to 100 characters),
 * as that account's when one has it, and the address. Only checks the sign-in guard let through get here (at most 5
 * per address and username, 20 per address, per 15 minutes); the trail keeps a bounded share of them (store/audit.ts).
 */
function recordFailedSignIn(store: Store, req: Request, username: string): Promise<void> {
  const account = findUserByName(store, username)
  const actor = account ? { id: account.id, name: account.displayName } : null
  return recordAudit(store, { actor, address: clientAddress(req) }, { action: 'sign-in-failed', target: sessionTarget(account, username) })
}

/** `limits`: the sign-in guard's, shorter in tests. */
export function authRoutes(store: Store, sessionSecret: string, limits: Partial<SignInLimits> = {}): Router {
  const router = Router()
  const admin = requireAdmin(store) // every role (owner, editor) changes its own password
  const guard = new SignInGuard(limits)
  const devices = new DeviceCookies(sessionSecret)
  const usual = new UsualAddresses(store)

  /** Whether this request comes from a device or an address that signed in as `username` before. */
  const credentials = (req: Request, username: string): SignInCredentials => {
    const account = findUserByName(store, username)
    return { device: devices.read(req, username), knownAddress: account !== undefined && usual.has(account.id, clientAddress(req)) }
  }
  /** A right password: this device and address are known from now on. */
  const remember = (req: Request, res: Response, user: User) => {
    usual.add(user.id, clientAddress(req))
    devices.issue(req, res, user.username)
  }

  router.post('/admin/login', async (req, res) => {
    const { username, password } = parseOr400(LoginInputSchema, req.body, FILL_IN_ALL_FIELDS)
    const check = await guard.begin(clientAddress(req), username, credentials(req, username))
    try {
      // A disabled account fails here exactly like a wrong password (same answer, same bcrypt comparison).
      const user = await verifyCredentials(store, username, password, check.priority)
      if (!user) {
        await recordFailedSignIn(store, req, username)
        throw unauthorized('Invalid credentials')
      }
      check.succeeded()
      await recordAudit(store, userBy(req, user), { action: 'signed-in', target: sessionTarget(user) })
      startSession(req, user)
      remember(req, res, user)
      res.json({ ok: true, user: publicUser(user) })
    } finally {
      check.end()
    }
  })

  router.get('/admin/check-auth', (req, res) => {
    // Also while a temporary password waits to be changed: the console then shows only "Choose your password".
    const user = signedInUser(req, store)
    if (!user) throw unauthorized('Not signed in')
    res.json({ authenticated: true, user: publicUser(user) })
  })

  /** Ends every session of this user (the per-user session version), then clears this cookie. */
  router.post('/admin/logout', async (req, res) => {
    const user = signedInUser(req, store)
    if (user) await endSessions(store, user.id, userBy(req, user))
    clearSession(req)
    res.json({ ok: true })
  })

  // Every role changes its own password; the owner resets other people's (routes/accounts.ts).
  router.post('/admin/password', admin, async (req, res) => {
    const { currentPassword, newPassword } = parseOr400(PasswordChangeSchema, req.body)
    const user = res.locals.user as User
    // The current password is guessed like a sign-in: the same limits.
    const check = await guard.begin(clientAddress(req), user.username, credentials(req, user.username))
    try {
      if (!(await verifyCredentials(store, user.username, currentPassword, check.priority))) {
        throw badRequest('The current password is not correct', { currentPassword: 'Not correct' })
      }
      check.succeeded()
    } finally {
      check.end()
    }
    // A new password ends every other session; this one continues with the new version.
    startSession(req, await setPassword(store, user.id, newPassword, requestBy(req, res)))
    res.json({ ok: true })
  })

  /**
   * The first password of one's own, after signing in with a temporary one (that sign-in was the proof, moments
   * ago). Only then: everyone else changes theirs knowing the current one (above). The session goes on.
   */
  router.post('/admin/password/choose', async (req, res) => {
    const user = signedInUser(req, store)
    if (!user) throw unauthorized()
    if (!user.mustChangePassword) throw forbidden('Your password is your own already: change it with your current password')
    const { newPassword } = parseOr400(ChoosePasswordSchema, req.body)
    if (await isCurrentPassword(user, newPassword)) {
      throw badRequest('Choose a new password, not the temporary one', { newPassword: 'Choose a new password, not the temporary one' })
    }
    const changed = await setPassword(store, user.id, newPassword, userBy(req, user))
    startSession(req, changed)
    res.json({ authenticated: true, user: publicUser(changed) })
  })

  /** Each person's own name, shown in the console and as their posts' byline. */
  router.patch('/admin/account', admin, async (req, res) => {
    const { displayName } = parseOr400(OwnAccountUpdateSchema, req.body)
    const user = res.locals.user as User
    res.json(publicUser(await updateUser(store, user.id, { displayName }, requestBy(req, res))))
  })

  /** What an invitation link opens (the token travels in the body: it never sits in an address or a log). */
  router.post('/admin/invites/open', (req, res) => {
    const { token } = parseOr400(InviteTokenInputSchema, req.body)
    const { username, displayName, invite } = invitedUser(store, inviteTokenHash(token))
    res.json({ username, displayName, expiresAt: invite?.expiresAt })
  })

  /** Accepting an invitation: the person's own password and name; the link stops working and they are signed in. */
  router.post('/admin/invites/accept', async (req, res) => {
    const { token, displayName, password } = parseOr400(InviteAcceptSchema, req.body)
    const user = await acceptInvite(store, inviteTokenHash(token), displayName, password, (joined) => userBy(req, joined))
    startSession(req, user)
    remember(req, res, user)
    res.json({ ok: true, user: publicUser(user) })
  })

  return router
}
