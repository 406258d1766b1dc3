import { Router } from 'express'
import { type Account, InviteAgainSchema, type InviteResult, INVITE_DAYS } from '#shared/schema/account.ts'
import type { Config } from '#shared/schema/config.ts'
import type { User } from '#shared/schema/database.ts'
import { badRequest } from '../http-errors.ts'
import { createInviteMailer } from '../notify/invite-mailer.ts'
import { inviteLink, newInvite } from '../security/invite-token.ts'
import { temporaryPassword } from '../security/temporary-password.ts'
import { createUser, deleteUser, listUsers, renewInvite, setPassword, updateUser } from '../store/users.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { OK, operationRoutes } from './operation-route.ts'

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
  const route = operationRoutes(router, store)
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

  route('listAccounts', 'owner', () => listUsers(store).map(toAccount))

  route('inviteOptions', 'owner', () => ({ byEmail: mailer !== undefined, days: INVITE_DAYS }))

  route('inviteAccount', { role: 'owner', status: 201 }, async ({ input: { username, displayName, role, artistId, email }, by }) => {
    assertArtist(store, artistId)
    const { token, stored } = newInvite()
    // Nobody knows this password: the account signs in only once its person has chosen one through the link.
    const user = await createUser(store, username, temporaryPassword(), { displayName, role, artistId, invite: stored }, by)
    return handOver(user, token, email)
  })

  // A renewal sent without a body asks for a link shown once, as one sent with `{}`.
  route('renewInvite', { role: 'owner', input: InviteAgainSchema.default({}) }, async ({ params: [id], input: { email }, by }) => {
    const { token, stored } = newInvite()
    return handOver(await renewInvite(store, id, stored, by), token, email)
  })

  route('createAccount', { role: 'owner', status: 201 }, async ({ input: { username, displayName, role, artistId }, by }) => {
    assertArtist(store, artistId)
    const password = temporaryPassword()
    const user = await createUser(store, username, password, { displayName, role, artistId, mustChangePassword: true }, by)
    return { account: toAccount(user), temporaryPassword: password }
  })

  route('updateAccount', 'owner', async ({ params: [id], input: changes, by }) => {
    assertArtist(store, changes.artistId)
    return toAccount(await updateUser(store, id, changes, by))
  })

  route('resetAccountPassword', 'owner', async ({ params: [id], user: me, by }) => {
    // One's own password is changed knowing the current one (Settings): a session left open must not replace it.
    if (id === me.id) throw badRequest('Change your own password in Settings, with your current password')
    const password = temporaryPassword()
    // Ends every session of that account; its next sign-in asks for a password of its own.
    const user = await setPassword(store, id, password, by, true)
    return { account: toAccount(user), temporaryPassword: password }
  })

  route('deleteAccount', 'owner', async ({ params: [id], by }) => {
    await deleteUser(store, id, by)
    return OK
  })

  return router
}
