import type { User } from '#shared/schema/database.ts'

/**
 * What decides who may sign in, and as what: a restore keeps today's of these, never the backup's. A backup holds the
 * passwords, roles and session versions of the day it was taken; putting them back would revive a password changed
 * since, an account disabled or demoted since, an invitation link replaced since, and every session signed out since.
 */
const ACCESS = ['passwordHash', 'mustChangePassword', 'sessionVersion', 'disabled', 'role', 'invite'] as const satisfies readonly (keyof User)[]

type Access = Pick<User, (typeof ACCESS)[number]>

const accessOf = (user: User): Access => Object.fromEntries(ACCESS.map((field) => [field, user[field]])) as Access

/**
 * A session version no cookie has carried: versions go up one at a time (a sign-out, a password change), so a
 * restore's time in milliseconds is beyond any version given before, and beyond any earlier restore's.
 */
const unusedVersion = (user: User, now: number) => Math.max(user.sessionVersion + 1, now)

export interface RestoredAccounts {
  users: User[]
  /** The account of the person restoring in the restored data: another id than today's when it was matched by name. */
  restorer: User
}

/**
 * The accounts after a restore (docs/decisions/030): the backup's accounts, each with today's access when it exists
 * today, by id or else by name (a backup from another server whose owner has the same username); sessions from before
 * the restore end unless they are today's and still valid. Accounts only in the backup (removed since, or all of them
 * on a new server) come back as the backup has them, their sessions ended. Accounts made since the backup go with the
 * rest of today's data, except the person restoring, who is kept as they are.
 */
export function accountsAfterRestore(today: readonly User[], backup: readonly User[], restorerId: string, now = Date.now()): RestoredAccounts {
  const byId = new Map(today.map((user) => [user.id, user]))
  // By id first: a name counts only for today's accounts no account of the backup has the id of.
  const byName = new Map(today.filter((user) => !backup.some((other) => other.id === user.id)).map((user) => [user.username.toLowerCase(), user]))
  let restorer: User | undefined
  const users = backup.map((user): User => {
    const sameId = byId.get(user.id)
    const current = sameId ?? byName.get(user.username.toLowerCase())
    if (!current) return { ...user, sessionVersion: unusedVersion(user, now) }
    // Matched by name, today's cookies name another id, and the backup's may carry any version up to today's.
    const restored: User = { ...user, ...accessOf(current), sessionVersion: sameId ? current.sessionVersion : unusedVersion(current, now) }
    if (current.id === restorerId) restorer = restored
    return restored
  })
  if (!restorer) {
    const kept = byId.get(restorerId)
    if (!kept) throw new Error('the account restoring is not among today’s accounts')
    restorer = kept
    users.push(kept)
  }
  return { users, restorer }
}
