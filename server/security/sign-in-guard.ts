import { tooManyRequests } from '../http-errors.ts'
import { AttemptLimiter } from './attempt-limiter.ts'
import type { HashPriority } from './password-hasher.ts'

/**
 * Failed checks allowed per address and username together, per address over any usernames, and per known device, in
 * the window; checks waiting per lane. Tests pass shorter windows (StartOptions.signIn).
 */
export const SIGN_IN_LIMITS = { perAccountAndAddress: 5, perAddress: 20, perDevice: 5, windowMs: 15 * 60 * 1000, waitingPerKey: 4 }
export type SignInLimits = typeof SIGN_IN_LIMITS

/** Device tokens put out of use at most (each one a browser that once signed in: a handful a year). */
const REVOKED_KEPT = 10_000

/** What the request brings besides the password: a valid device token's id, and whether its address is the account's usual one. */
export interface SignInCredentials {
  device?: string
  knownAddress: boolean
}

export interface SignInCheck {
  /** Whose turn it is at the password hasher: known devices and addresses before strangers. */
  readonly priority: HashPriority
  /** The password was right: this address and username (and device) start afresh. */
  succeeded(): void
  /** Always, when the check is over (right, wrong or failed): the next one waiting may start. */
  end(): void
}

/**
 * Guards every password check (sign-in and the current password of a change). Three kinds of
 * caller, each with limits and turns of its own, so that a flood of the one cannot keep the others out:
 * - a **known device** (a valid device token, device-cookie.ts): only its own failures stop it, `perDevice` of them
 *   put the token out of use for good (a stolen token guesses five times at most), one check at a time per device;
 * - the account's **usual address** (one of its recent successful sign-ins): today's per-address limits, its own
 *   lane per account;
 * - **strangers**: an attempt counts BEFORE the slow hash (a burst cannot all be evaluated); at most one check at a
 *   time per address and per username and a few more waiting, the rest refused; the back-off is per address and
 *   username together, and per address over all usernames.
 * A flood from any number of addresses fills the strangers' lanes only: the owner's browser, desktop app and usual
 * address keep theirs, and the password hasher takes them first.
 */
export class SignInGuard {
  readonly #limits: SignInLimits
  readonly #pairs: AttemptLimiter
  readonly #addresses: AttemptLimiter
  readonly #devices: AttemptLimiter
  /** Device token ids that failed `perDevice` times: from then on they count as no token at all. */
  readonly #revoked = new Set<string>()
  /** Per lane: the end of the last check queued, and how many are queued or running. */
  readonly #lanes = new Map<string, { tail: Promise<void>; count: number }>()

  constructor(limits: Partial<SignInLimits> = {}) {
    this.#limits = { ...SIGN_IN_LIMITS, ...limits }
    this.#pairs = new AttemptLimiter(this.#limits.perAccountAndAddress, this.#limits.windowMs)
    this.#addresses = new AttemptLimiter(this.#limits.perAddress, this.#limits.windowMs)
    this.#devices = new AttemptLimiter(this.#limits.perDevice, this.#limits.windowMs)
  }

  /** Counts the attempt, then waits for its turn in its lanes; 429 when it may not. */
  async begin(address: string, username: string, { device, knownAddress }: SignInCredentials = { knownAddress: false }): Promise<SignInCheck> {
    const account = username.toLowerCase()
    // A token that failed too often (or has that many checks in flight) counts as none.
    const known = device !== undefined && !this.#revoked.has(device) && this.#devices.retryAfter(device) === 0 ? device : undefined
    const pair = `${address}\n${account}`
    let keys: string[]
    if (known !== undefined) {
      keys = [`device:${known}`]
      this.#refuseWhileLanesFull(keys)
      this.#devices.hit(known)
      // Counted where a stranger's would be too (not checked): a token put out of use gives no extra guesses.
      this.#pairs.hit(pair)
      this.#addresses.hit(address)
    } else {
      // The usual address waits in lanes of its own; it is limited like any other address.
      keys = knownAddress ? [`usual:${address}`, `usual-user:${account}`] : [`ip:${address}`, `user:${account}`]
      const retryAfter = Math.max(this.#pairs.retryAfter(pair), this.#addresses.retryAfter(address))
      if (retryAfter > 0) {
        const minutes = Math.ceil(retryAfter / 60)
        throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfter)
      }
      this.#refuseWhileLanesFull(keys)
      this.#pairs.hit(pair)
      this.#addresses.hit(address)
    }

    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    const waits = keys.map((key) => {
      const lane = this.#lanes.get(key) ?? { tail: Promise.resolve(), count: 0 }
      const previous = lane.tail
      lane.tail = previous.then(() => done)
      lane.count += 1
      this.#lanes.set(key, lane)
      return previous
    })
    await Promise.all(waits)

    let ended = false
    let succeeded = false
    return {
      priority: known !== undefined || knownAddress ? 'known' : 'stranger',
      succeeded: () => {
        succeeded = true
        this.#addresses.undo(address)
        if (known === undefined) this.#pairs.reset(pair)
        else {
          // Only its own attempt is taken back: failures at this address may be a stranger's on the same network.
          this.#devices.reset(known)
          this.#pairs.undo(pair)
        }
      },
      end: () => {
        if (ended) return
        ended = true
        if (known !== undefined && !succeeded && this.#devices.retryAfter(known) > 0) this.#revoke(known)
        release()
        for (const key of keys) {
          const lane = this.#lanes.get(key)
          if (lane && --lane.count === 0) this.#lanes.delete(key)
        }
      },
    }
  }

  #refuseWhileLanesFull(keys: string[]): void {
    if (keys.some((key) => (this.#lanes.get(key)?.count ?? 0) > this.#limits.waitingPerKey)) {
      throw tooManyRequests('Too many sign-ins for this account or from this address at once. Try again in a moment.', 2)
    }
  }

  #revoke(device: string): void {
    this.#revoked.add(device)
    this.#devices.reset(device)
    // Bounded all the same; oldest first out (only a successful sign-in makes a token, so this is never reached).
    if (this.#revoked.size > REVOKED_KEPT) this.#revoked.delete(this.#revoked.values().next().value!)
  }
}
