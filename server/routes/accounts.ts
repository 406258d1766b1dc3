import { Router } from 'express'
import {
  type Account,
  AccountInputSchema,
  AccountUpdateSchema,
  InviteAgainSchema,
  InviteInputSchema,
  type InviteResult,
  INVITE_DAYS,
} from '#shared/schema/account.ts'
import { IdSchema } from '#shared/schema/common.ts'
import type { Config } from '#shared/schema/config.ts'
import type { User } from '#shared/schema/database.ts'
import { badRequest, parseOr400 } from '../http-errors.ts'
import { createInviteMailer } from '../notify/invite-mailer.ts'
import { inviteLink, newInvite } from '../security/invite-token.ts'
import { requireRole } from '../security/session.ts'
import { temporaryPassword } from '../security/temporary-password.ts'
import { createUser, deleteUser, listUsers, renewInvite, setPassword, updateUser } from '../store/users.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './request-by.ts'
import { studioSettings } from '../store/studio.ts'

/** Never the password hash, the session version nor an invitation's hash. */
export function toAccount({ id, username, displayName, role, disabled, artistId, createdAt, updatedAt, mustChangePassword, invite }: User): Account {
  return { id, username, displayName, role, disabled, artistId, createdAt, updatedAt, mustChangePassword, invitedUntil: invite?.expiresAt ?? null }
}

/** An account links to an artist of the team as it is now (Settings › Team), or to none. */
function assertArtist(store: Store, artistId: string | null | undefined): void {
  if (artistId && !studioSettings(store).team.some((artist) => artist.id === artistId)) {
    throw badRequest('No artist of the team has this id', { artistId: 'Choose an artist of the team (Settings › Team)' })
  }
}

/**
 * Staff accounts, the owner's alone: list, invite (a one-time link, emailed when the server can), add with a
 * temporary password, change, reset a password, remove. At least one active owner always remains (the store refuses
 * with 409). A temporary password must be changed at its first sign-in (security/session.ts).
 */
export function accountRoutes(store: Store, config: Pick<Config, 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'NOTIFY_EMAIL'>): Router {
  const router = Router()
  const owner = requireRole(store, 'owner')
  const mailer = createInviteMailer(store, config)

  /** The link goes by email when an address is given and the server can send; shown once otherwise (or when sending failed). */
  async function handOver(user: User, token: string, email: string | undefined): Promise<InviteResult> {
    const link = inviteLink(config.PUBLIC_URL, token)
    const expiresAt = user.invite?.expiresAt ?? ''
    const base = { account: toAccount(user), expiresAt }
    if (!mailer || !email) return { ...base, link, emailedTo: null, emailProblem: null }
    const problem = await mailer.send({ to: email, displayName: user.displayName, username: user.username, link, expiresAt })
    return problem ? { ...base, link, emailedTo: null, emailProblem: problem } : { ...base, link: null, emailedTo: email, emailProblem: null }
  }

  router.get('/admin/accounts', owner, (_req, res) => {
    res.json(listUsers(store).map(toAccount))
  })

  router.get('/admin/invite-options', owner, (_req, res) => {
    res.json({ byEmail: mailer !== undefined, days: INVITE_DAYS })
  })

  router.post('/admin/invites', owner, async (req, res) => {
    const { username, displayName, role, artistId, email } = parseOr400(InviteInputSchema, req.body)
    assertArtist(store, artistId)
    const { token, stored } = newInvite()
    // Nobody knows this password: the account signs in only once its person has chosen one through the link.
    const user = await createUser(store, username, temporaryPassword(), { displayName, role, artistId, invite: stored }, requestBy(req, res))
    res.status(201).json(await handOver(user, token, email))
  })

  router.post('/admin/accounts/:id/invite', owner, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    const { email } = parseOr400(InviteAgainSchema, req.body ?? {})
    const { token, stored } = newInvite()
    res.json(await handOver(await renewInvite(store, id, stored, requestBy(req, res)), token, email))
  })

  router.post('/admin/accounts', owner, async (req, res) => {
    const { username, displayName, role, artistId } = parseOr400(AccountInputSchema, req.body)
    assertArtist(store, artistId)
    const password = temporaryPassword()
    const user = await createUser(store, username, password, { displayName, role, artistId, mustChangePassword: true }, requestBy(req, res))
    res.status(201).json({ account: toAccount(user), temporaryPassword: password })
  })

  router.patch('/admin/accounts/:id', owner, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    const changes = parseOr400(AccountUpdateSchema, req.body)
    assertArtist(store, changes.artistId)
    res.json(toAccount(await updateUser(store, id, changes, requestBy(req, res))))
  })

  router.post('/admin/accounts/:id/reset-password', owner, async (req, res) => {
    const id = parseOr400(IdSchema, req.params.id)
    // One's own password is changed knowing the current one (Settings): a session left open must not replace it.
    if (id === (res.locals.user as User).id) {
      throw badRequest('Change your own password in Settings, with your current password')
    }
    const password = temporaryPassword()
    // Ends every session of that account; its next sign-in asks for a password of its own.
    const user = await setPassword(store, id, password, requestBy(req, res), true)
    res.json({ account: toAccount(user), temporaryPassword: password })
  })

  router.delete('/admin/accounts/:id', owner, async (req, res) => {
    await deleteUser(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
