import { tooManyRequests } from '../http-errors.ts'
import { AttemptLimiter } from './attempt-limiter.ts'

/** Failed checks allowed per address and username together, and per address over any usernames, in the window. */
export const SIGN_IN_LIMITS = { perAccountAndAddress: 5, perAddress: 20, windowMs: 15 * 60 * 1000, waitingPerKey: 4 }

export interface SignInCheck {
  /** The password was right: this address and username start afresh. */
  succeeded(): void
  /** Always, when the check is over (right, wrong or failed): the next one waiting may start. */
  end(): void
}

/**
 * Guards every password check (sign-in and the current password of a change), issue #12:
 * - an attempt counts BEFORE the slow hash, so a burst of simultaneous guesses cannot all be evaluated: past the
 *   limit they are refused at once;
 * - at most one check runs at a time per address and per username; a few more wait their turn (two people signing
 *   in at once both get in), the rest of a burst is refused;
 * - the back-off is per address and username together (and per address over all usernames), so a stranger who
 *   fails as the owner locks out only themselves: the owner, from their own address, still signs in.
 */
export class SignInGuard {
  readonly #pairs = new AttemptLimiter(SIGN_IN_LIMITS.perAccountAndAddress, SIGN_IN_LIMITS.windowMs)
  readonly #addresses = new AttemptLimiter(SIGN_IN_LIMITS.perAddress, SIGN_IN_LIMITS.windowMs)
  /** Per address and per username: the end of the last check queued, and how many are queued or running. */
  readonly #lanes = new Map<string, { tail: Promise<void>; count: number }>()

  /** Counts the attempt, then waits until no other check of this address or username runs; 429 when it may not. */
  async begin(address: string, username: string): Promise<SignInCheck> {
    const pair = `${address}\n${username.toLowerCase()}`
    const keys = [`ip:${address}`, `user:${username.toLowerCase()}`]
    const retryAfter = Math.max(this.#pairs.retryAfter(pair), this.#addresses.retryAfter(address))
    if (retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60)
      throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfter)
    }
    if (keys.some((key) => (this.#lanes.get(key)?.count ?? 0) > SIGN_IN_LIMITS.waitingPerKey)) {
      throw tooManyRequests('Too many sign-ins for this account or from this address at once. Try again in a moment.', 2)
    }
    this.#pairs.hit(pair)
    this.#addresses.hit(address)

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
    return {
      succeeded: () => {
        this.#pairs.reset(pair)
        this.#addresses.undo(address)
      },
      end: () => {
        if (ended) return
        ended = true
        release()
        for (const key of keys) {
          const lane = this.#lanes.get(key)
          if (lane && --lane.count === 0) this.#lanes.delete(key)
        }
      },
    }
  }
}
