import { createHash, randomBytes } from 'node:crypto'
import { INVITE_DAYS, type StoredInvite } from '#shared/schema/account.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The store keeps only this: the token is 32 random bytes, so a plain SHA-256 cannot be walked back (a slow hash is
 * for passwords people choose), and a copy of the data folder opens no invitation.
 */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new invitation: the token for the link (shown or emailed once) and what the store keeps of it. */
export function newInvite(now = Date.now()): { token: string; stored: StoredInvite } {
  const token = randomBytes(32).toString('base64url')
  return { token, stored: { tokenHash: inviteTokenHash(token), expiresAt: new Date(now + INVITE_DAYS * DAY_MS).toISOString() } }
}

/**
 * The console's address for an invitation: the token rides in the fragment, which browsers never send to a server,
 * so it stays out of request logs and proxies (the console reads it and posts it).
 */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/admin/invite#${token}`
}
