import { type Request, type RequestHandler, type Response, Router } from 'express'
import { type AdminUser, FILL_IN_ALL_FIELDS } from '#shared/schema/auth.ts'
import type { User } from '#shared/schema/database.ts'
import { badRequest, forbidden, unauthorized } from '../http-errors.ts'
import { DeviceCookies } from '../security/device-cookie.ts'
import { inviteTokenHash } from '../security/invite-token.ts'
import { clearSession, signedInUser, startSession } from '../security/session.ts'
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
import { OK, operationRoutes } from './operation-route.ts'
import { clientAddress, userBy } from './request-by.ts'

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
  const route = operationRoutes(router, store)
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
  /** Only someone signed in with a temporary password chooses one (before the body is read): 401 or 403 otherwise. */
  const withTemporaryPassword: RequestHandler = (req, res, next) => {
    const user = signedInUser(req, store)
    if (!user) return next(unauthorized())
    if (!user.mustChangePassword) return next(forbidden('Your password is your own already: change it with your current password'))
    res.locals.user = user
    next()
  }

  route('login', { role: 'anyone', invalid: FILL_IN_ALL_FIELDS }, async ({ input: { username, password }, req, res }) => {
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
      return { ok: true, user: publicUser(user) }
    } finally {
      check.end()
    }
  })

  route('checkAuth', 'anyone', ({ req }) => {
    // Also while a temporary password waits to be changed: the console then shows only "Choose your password".
    const user = signedInUser(req, store)
    if (!user) throw unauthorized('Not signed in')
    return { authenticated: true, user: publicUser(user) }
  })

  /** Ends every session of this user (the per-user session version), then clears this cookie. */
  route('logout', 'anyone', async ({ req }) => {
    const user = signedInUser(req, store)
    if (user) await endSessions(store, user.id, userBy(req, user))
    clearSession(req)
    return OK
  })

  // Every role changes its own password; the owner resets other people's (routes/accounts.ts).
  route('changePassword', 'staff', async ({ input: { currentPassword, newPassword }, user, by, req }) => {
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
    startSession(req, await setPassword(store, user.id, newPassword, by))
    return OK
  })

  /**
   * The first password of one's own, after signing in with a temporary one (that sign-in was the proof, moments
   * ago). Only then: everyone else changes theirs knowing the current one (above). The session goes on.
   */
  route('choosePassword', { role: 'anyone', before: [withTemporaryPassword] }, async ({ input: { newPassword }, req, res }) => {
    const user = res.locals.user as User
    if (await isCurrentPassword(user, newPassword)) {
      throw badRequest('Choose a new password, not the temporary one', { newPassword: 'Choose a new password, not the temporary one' })
    }
    const changed = await setPassword(store, user.id, newPassword, userBy(req, user))
    startSession(req, changed)
    return { authenticated: true, user: publicUser(changed) }
  })

  /** Each person's own name, shown in the console and as their posts' byline. */
  route('updateOwnAccount', 'staff', async ({ input: { displayName }, user, by }) => publicUser(await updateUser(store, user.id, { displayName }, by)))

  /** What an invitation link opens (the token travels in the body: it never sits in an address or a log). */
  route('openInvite', 'anyone', ({ input: { token } }) => {
    const { username, displayName, invite } = invitedUser(store, inviteTokenHash(token))
    // invitedUser answers 404 for an account without an invitation.
    return { username, displayName, expiresAt: invite!.expiresAt }
  })

  /** Accepting an invitation: the person's own password and name; the link stops working and they are signed in. */
  route('acceptInvite', 'anyone', async ({ input: { token, displayName, password }, req, res }) => {
    const user = await acceptInvite(store, inviteTokenHash(token), displayName, password, (joined) => userBy(req, joined))
    startSession(req, user)
    remember(req, res, user)
    return { ok: true, user: publicUser(user) }
  })

  return router
}
