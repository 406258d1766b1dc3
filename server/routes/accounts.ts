import { Router } from 'express'
import { type Account, AccountInputSchema, AccountUpdateSchema } from '../../shared/schema/account.ts'
import { IdSchema } from '../../shared/schema/common.ts'
import type { User } from '../../shared/schema/database.ts'
import { badRequest, parseOr400 } from '../http-errors.ts'
import { requireRole } from '../security/session.ts'
import { temporaryPassword } from '../security/temporary-password.ts'
import { createUser, deleteUser, listUsers, setPassword, updateUser } from '../store/users.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'
import { studioSettings } from '../store/studio.ts'

/** Never the password hash nor the session version. */
export function toAccount({ id, username, displayName, role, disabled, artistId, createdAt, updatedAt }: User): Account {
  return { id, username, displayName, role, disabled, artistId, createdAt, updatedAt }
}

/**
 * Staff accounts (issue #13), the owner's alone: list, add (with a one-time password), change, reset a password,
 * remove. At least one active owner always remains (the store refuses with 409).
 */
/** An account links to an artist of the team as it is now (Settings › Team), or to none. */
function assertArtist(store: Store, artistId: string | null | undefined): void {
  if (artistId && !studioSettings(store).team.some((artist) => artist.id === artistId)) {
    throw badRequest('No artist of the team has this id', { artistId: 'Choose an artist of the team (Settings › Team)' })
  }
}

export function accountRoutes(store: Store): Router {
  const router = Router()
  const owner = requireRole(store, 'owner')

  router.get('/admin/accounts', owner, (_req, res) => {
    res.json(listUsers(store).map(toAccount))
  })

  router.post('/admin/accounts', owner, async (req, res) => {
    const { username, displayName, role, artistId } = parseOr400(AccountInputSchema, req.body)
    assertArtist(store, artistId)
    const password = temporaryPassword()
    const user = await createUser(store, username, password, { displayName, role, artistId }, requestBy(req, res))
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
    const user = await setPassword(store, id, password, requestBy(req, res)) // ends every session of that account
    res.json({ account: toAccount(user), temporaryPassword: password })
  })

  router.delete('/admin/accounts/:id', owner, async (req, res) => {
    await deleteUser(store, parseOr400(IdSchema, req.params.id), requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
