import { randomUUID } from 'node:crypto'
import type { Role, StoredInvite } from '#shared/schema/account.ts'
import type { AuditAction } from '#shared/schema/audit.ts'
import type { User } from '#shared/schema/database.ts'
import { HttpError, conflict, notFound } from '../http-errors.ts'
import { type HashPriority, passwordHasher } from '../security/password-hasher.ts'
import { usernameSkeleton } from '../security/username-skeleton.ts'
import { type AuditBy, type AuditEvent, audit, auditTarget } from './audit.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'
import type { StoreData, Transaction } from './transaction.ts'

/** bcrypt cost: at least 12, so a stolen hash is slow to guess. */
export const BCRYPT_COST = 12

/** Said whenever a change would leave the studio without an owner who can sign in. */
export const LAST_OWNER = 'The studio needs at least one active owner who has joined: make another account an owner (and enable it) first'

/** Compared against when the username is unknown, so a wrong username takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined

function decoy(priority: HashPriority): Promise<string> {
  decoyHash ??= passwordHasher.hash('not-a-real-password', BCRYPT_COST, priority).catch((error: unknown) => {
    decoyHash = undefined // a busy answer is not kept: the next sign-in tries again
    throw error
  })
  return decoyHash
}

export function findUserById(store: Store, id: string): User | undefined {
  return store.data.users.find((user) => user.id === id)
}

export function findUserByName(store: Store, username: string): User | undefined {
  return findByName(store.data, username)
}

/** Oldest first: the first owner stays on top. */
export function listUsers(store: Store): User[] {
  return [...store.data.users].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
}

/**
 * The user whose password this is, or undefined. Always runs one bcrypt comparison: an unknown username and a
 * disabled account fail exactly like a wrong password, in the same time.
 */
export async function verifyCredentials(store: Store, username: string, password: string, priority: HashPriority): Promise<User | undefined> {
  const user = findUserByName(store, username)
  const hash = user?.passwordHash ?? (await decoy(priority))
  const matches = await passwordHasher.compare(password, hash, priority)
  return matches && user && !user.disabled ? user : undefined
}

export interface NewUserFields {
  /** The first admin (seed, `npm run admin:password`) is an owner; the Staff screen says which. */
  role?: Role
  displayName?: string
  artistId?: string | null
  /** A password someone else made (the owner's Staff screen): changed by its owner before anything else. */
  mustChangePassword?: boolean
  /** Invited: the account waits for its person to open the link and choose a password. */
  invite?: StoredInvite
}

const accountTarget = (user: User) => auditTarget('account', user.id, user.displayName)

/**
 * Usernames are unique without regard to case: 409 naming the field. `by`: who adds it (recorded in the
 * same write), here and below; none for the server's own changes (the first admin, `npm run admin:password`).
 */
export async function createUser(store: Store, username: string, password: string, fields: NewUserFields = {}, by?: AuditBy): Promise<User> {
  const passwordHash = await passwordHasher.hash(password, BCRYPT_COST)
  return store.update((tx) => {
    if (findByName(tx.data, username)) {
      throw conflict(`There is already an account named "${username}"`, { username: 'This username is already used' })
    }
    const skeleton = usernameSkeleton(username)
    const lookalike = tx.data.users.find((user) => usernameSkeleton(user.username) === skeleton)
    if (lookalike) {
      throw conflict(`"${username}" looks like the username "${lookalike.username}", which is already used: choose another`, {
        username: 'Looks like a username already used',
      })
    }
    const now = timestamp()
    const user: User = {
      id: randomUUID(),
      username,
      passwordHash,
      sessionVersion: 0,
      createdAt: now,
      updatedAt: now,
      role: fields.role ?? 'owner',
      disabled: false,
      displayName: fields.displayName || username,
      artistId: fields.artistId ?? null,
      mustChangePassword: fields.mustChangePassword ?? false,
      invite: fields.invite ?? null,
    }
    audit(tx, by, { action: user.invite ? 'invited' : 'created', target: accountTarget(user), details: `${user.role}, username “${user.username}”` })
    return tx.put('users', user)
  })
}

export interface UserChanges {
  displayName?: string
  role?: Role
  disabled?: boolean
  artistId?: string | null
}

/**
 * Changes an account. Refused with 409 when no active owner would remain. Disabling ends every session of the
 * account; a new name becomes the byline of the account's posts.
 */
export function updateUser(store: Store, id: string, changes: UserChanges, by?: AuditBy): Promise<User> {
  return store.update((tx) => {
    const { data } = tx
    const user = findOr404(data, id)
    const next: User = { ...user }
    if (changes.displayName !== undefined) next.displayName = changes.displayName
    if (changes.role !== undefined) next.role = changes.role
    if (changes.disabled !== undefined) next.disabled = changes.disabled
    if (changes.artistId !== undefined) next.artistId = changes.artistId
    if (!isActiveOwner(next)) assertAnotherActiveOwner(data, user, next.role === 'owner' ? 'disabled' : 'role')
    if (next.disabled && !user.disabled) next.sessionVersion += 1
    if (next.displayName !== user.displayName) renameByline(tx, user.id, next.displayName)
    next.updatedAt = timestamp(user.updatedAt)
    audit(tx, by, accountChange(user, next))
    return tx.put('users', next)
  })
}

/** Removes an account (409 when it is the last active owner). Its posts stay, with its name as their byline. */
export function deleteUser(store: Store, id: string, by?: AuditBy): Promise<void> {
  return store.update((tx) => {
    const user = findOr404(tx.data, id)
    assertAnotherActiveOwner(tx.data, user, 'account')
    for (const post of tx.data.posts) if (post.authorId === user.id) tx.put('posts', { ...post, authorId: null })
    tx.remove('users', id)
    audit(tx, by, { action: 'deleted', target: accountTarget(user) })
  })
}

/**
 * Sets a new password and ends every session of the user: its own change, or an owner's reset (`by` says which).
 * `temporary`: someone else made it (a reset), so its owner must change it at the next sign-in.
 */
export async function setPassword(store: Store, userId: string, password: string, by?: AuditBy, temporary = false): Promise<User> {
  const passwordHash = await passwordHasher.hash(password, BCRYPT_COST)
  return store.update((tx) => {
    const user = findOr404(tx.data, userId)
    audit(tx, by, { action: by?.actor?.id === user.id ? 'password-changed' : 'password-reset', target: accountTarget(user) })
    return tx.put('users', {
      ...user,
      passwordHash,
      mustChangePassword: temporary,
      // A password set here replaces a waiting invitation: its link stops working.
      invite: null,
      sessionVersion: user.sessionVersion + 1,
      updatedAt: timestamp(user.updatedAt),
    })
  })
}

/** Whether `password` is the user's current one (choosing a password, the temporary one is refused). */
export function isCurrentPassword(user: User, password: string): Promise<boolean> {
  return passwordHasher.compare(password, user.passwordHash, 'known')
}

/**
 * A new link for an invitation not yet accepted (the old link stops working at once). An account that has joined
 * already gets a password reset instead (409).
 */
export function renewInvite(store: Store, userId: string, invite: StoredInvite, by?: AuditBy): Promise<User> {
  return store.update((tx) => {
    const user = findOr404(tx.data, userId)
    if (!user.invite) throw conflict(`${user.displayName} has joined already: reset their password instead`)
    audit(tx, by, { action: 'invited', target: accountTarget(user), details: 'a new link' })
    return tx.put('users', { ...user, invite, updatedAt: timestamp(user.updatedAt) })
  })
}

/** The account an invitation link belongs to: 404 when no waiting invitation has it (used, replaced), 410 once expired. */
export function invitedUser(store: Store, tokenHash: string, now = Date.now()): User {
  return findInvited(store.data, tokenHash, now)
}

/**
 * Accepts an invitation: the person's own password and name; the link stops working. The account signs in with
 * what it chose, like any other (`by`: the person themselves).
 */
export async function acceptInvite(store: Store, tokenHash: string, displayName: string, password: string, by: (user: User) => AuditBy): Promise<User> {
  findInvited(store.data, tokenHash) // refused before the slow hash
  const passwordHash = await passwordHasher.hash(password, BCRYPT_COST)
  return store.update((tx) => {
    const user = findInvited(tx.data, tokenHash) // the same link may have been used meanwhile
    const before = user.displayName
    const joined: User = {
      ...user,
      passwordHash,
      invite: null,
      mustChangePassword: false,
      displayName,
      sessionVersion: user.sessionVersion + 1,
      updatedAt: timestamp(user.updatedAt),
    }
    if (displayName !== before) renameByline(tx, user.id, displayName)
    audit(tx, by(joined), { action: 'joined', target: accountTarget(joined), details: displayName !== before ? `name (was “${before}”)` : undefined })
    return tx.put('users', joined)
  })
}

export const INVITE_NOT_VALID = 'This invitation link does not work: it was used already or replaced by a newer one. Ask the studio owner for a new link.'
export const INVITE_EXPIRED = 'This invitation link has expired. Ask the studio owner for a new link.'

/** A new name becomes the byline of the account's posts, in the same write. */
function renameByline(tx: Transaction, userId: string, name: string): void {
  for (const post of tx.data.posts) if (post.authorId === userId) tx.put('posts', { ...post, authorName: name })
}

function findInvited(data: StoreData, tokenHash: string, now = Date.now()): User {
  const user = data.users.find((candidate) => candidate.invite?.tokenHash === tokenHash)
  if (!user?.invite || user.disabled) throw notFound(INVITE_NOT_VALID)
  if (Date.parse(user.invite.expiresAt) <= now) throw new HttpError(410, INVITE_EXPIRED)
  return user
}

/** Ends every session of the user: cookies carrying the old version no longer work, even if replayed. `by`: signing out. */
export function endSessions(store: Store, userId: string, by?: AuditBy): Promise<void> {
  return store.update((tx) => {
    const user = tx.data.users.find((candidate) => candidate.id === userId)
    if (!user) return
    tx.put('users', { ...user, sessionVersion: user.sessionVersion + 1 })
    audit(tx, by, { action: 'signed-out', target: sessionTarget(user) })
  })
}

/** A sign-in, a failed one, or a sign-out: about this account, or a username no account has (id null). */
export function sessionTarget(user: User | undefined, username = user?.username ?? '') {
  return auditTarget('session', user?.id ?? null, username)
}

/**
 * How an account change reads in the trail: disabling or enabling first, then a new role, else a plain change; the
 * rest of what changed in the details ("editor → owner", "name (was “Ana”)", "artist profile").
 */
function accountChange(before: User, after: User): AuditEvent {
  const details: string[] = []
  if (before.role !== after.role) details.push(`${before.role} → ${after.role}`)
  if (before.displayName !== after.displayName) details.push(`name (was “${before.displayName}”)`)
  if (before.artistId !== after.artistId) details.push('artist profile')
  const action: AuditAction =
    before.disabled !== after.disabled ? (after.disabled ? 'disabled' : 'enabled') : before.role !== after.role ? 'role-changed' : 'changed'
  return { action, target: accountTarget(after), details: details.join(', ') }
}

/** An owner who can sign in: enabled, and joined (an invitation not yet accepted is nobody yet). */
const isActiveOwner = (user: User) => user.role === 'owner' && !user.disabled && !user.invite

/** `user` is about to stop being an active owner (demoted, disabled or removed): another one must remain. */
function assertAnotherActiveOwner(data: StoreData, user: User, field: string): void {
  if (!isActiveOwner(user)) return
  if (data.users.some((other) => other.id !== user.id && isActiveOwner(other))) return
  throw conflict(LAST_OWNER, { [field]: 'This is the last active owner' })
}

function findByName(data: StoreData, username: string): User | undefined {
  const wanted = username.toLowerCase()
  return data.users.find((user) => user.username.toLowerCase() === wanted)
}

function findOr404(data: StoreData, id: string): User {
  const user = data.users.find((candidate) => candidate.id === id)
  if (!user) throw notFound('Account not found')
  return user
}
