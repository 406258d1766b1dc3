import { recentSignIns } from '../store/audit.ts'
import type { Store } from '../store/store.ts'

/** How many of an account's latest sign-in addresses count as its usual ones, and for how long. */
export const USUAL_ADDRESSES = { kept: 5, maxAgeMs: 30 * 24 * 60 * 60 * 1000 }

/**
 * The addresses an account signed in from lately (the distinct ones of its last successful sign-ins): a sign-in
 * from one of them is the owner at the studio or at home, and waits in lanes of its own (sign-in-guard.ts). Read
 * once per account from the audit trail's "signed-in" entries, which outlive a restart, then kept up to date here.
 */
export class UsualAddresses {
  readonly #accounts = new Map<string, { address: string; at: number }[]>()

  constructor(readonly store: Store) {}

  has(userId: string, address: string, now = Date.now()): boolean {
    return this.#of(userId).some((seen) => seen.address === address && now - seen.at < USUAL_ADDRESSES.maxAgeMs)
  }

  add(userId: string, address: string, now = Date.now()): void {
    const others = this.#of(userId).filter((seen) => seen.address !== address)
    this.#accounts.set(userId, [{ address, at: now }, ...others].slice(0, USUAL_ADDRESSES.kept))
  }

  #of(userId: string): { address: string; at: number }[] {
    let seen = this.#accounts.get(userId)
    if (!seen) {
      seen = recentSignIns(this.store, userId, USUAL_ADDRESSES.kept)
      this.#accounts.set(userId, seen)
    }
    return seen
  }
}
