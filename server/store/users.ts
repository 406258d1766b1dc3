import { randomUUID } from 'node:crypto'
import type { User } from '../../shared/schema/database.ts'
import { notFound } from '../http-errors.ts'
import { passwordHasher } from '../security/password-hasher.ts'
import { timestamp } from './clock.ts'
import type { Store } from './store.ts'

/** DESIGN.md: bcrypt cost at least 12. */
export const BCRYPT_COST = 12

/** Compared against when the username is unknown, so a wrong username takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined

function decoy(): Promise<string> {
  decoyHash ??= passwordHasher.hash('not-a-real-password', BCRYPT_COST).catch((error: unknown) => {
    decoyHash = undefined // a busy answer is not kept: the next sign-in tries again
    throw error
  })
  return decoyHash
}

export function findUserById(store: Store, id: string): User | undefined {
  return store.data.users.find((user) => user.id === id)
}

export function findUserByName(store: Store, username: string): User | undefined {
  const wanted = username.toLowerCase()
  return store.data.users.find((user) => user.username.toLowerCase() === wanted)
}

/** The user whose password this is, or undefined. Always runs one bcrypt comparison. */
export async function verifyCredentials(store: Store, username: string, password: string): Promise<User | undefined> {
  const user = findUserByName(store, username)
  const hash = user?.passwordHash ?? (await decoy())
  const matches = await passwordHasher.compare(password, hash)
  return matches ? user : undefined
}

export async function createUser(store: Store, username: string, password: string): Promise<User> {
  const passwordHash = await passwordHasher.hash(password, BCRYPT_COST)
  return store.update((data) => {
    const user: User = { id: randomUUID(), username, passwordHash, sessionVersion: 0, createdAt: timestamp() }
    data.users.push(user)
    return user
  })
}

/** Sets a new password and ends every session of the user. */
export async function setPassword(store: Store, userId: string, password: string): Promise<User> {
  const passwordHash = await passwordHasher.hash(password, BCRYPT_COST)
  return store.update((data) => {
    const user = data.users.find((candidate) => candidate.id === userId)
    if (!user) throw notFound('User not found')
    user.passwordHash = passwordHash
    user.sessionVersion += 1
    return user
  })
}

/** Ends every session of the user: cookies carrying the old version no longer work, even if replayed. */
export function endSessions(store: Store, userId: string): Promise<void> {
  return store.update((data) => {
    const user = data.users.find((candidate) => candidate.id === userId)
    if (user) user.sessionVersion += 1
  })
}
