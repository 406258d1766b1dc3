import { tooManyRequests } from '../http-errors.ts'
import { AttemptLimiter } from './attempt-limiter.ts'

/** Failed checks allowed per address and username together, and per address over any usernames, in the window. */
export const SIGN_IN_LIMITS = { perAccountAndAddress: 5, perAddress: 20, windowMs: 15 * 60 * 1000 }

export interface SignInCheck {
  /** The password was right: this address and username start afresh. */
  succeeded(): void
  /** Always, when the check is over (right, wrong or failed). */
  end(): void
}

/**
 * Guards every password check (sign-in and the current password of a change), issue #12:
 * - an attempt counts BEFORE the slow hash, so a burst of simultaneous guesses cannot all be evaluated;
 * - at most one check is in flight per address and per username: the rest of a burst is refused at once;
 * - the back-off is per address and username together (and per address over all usernames), so a stranger who
 *   fails as the owner locks out only themselves: the owner, from their own address, still signs in.
 */
export class SignInGuard {
  readonly #pairs = new AttemptLimiter(SIGN_IN_LIMITS.perAccountAndAddress, SIGN_IN_LIMITS.windowMs)
  readonly #addresses = new AttemptLimiter(SIGN_IN_LIMITS.perAddress, SIGN_IN_LIMITS.windowMs)
  readonly #inFlight = new Set<string>()

  /** Counts the attempt and marks it in flight; throws 429 when it may not be checked now. */
  begin(address: string, username: string): SignInCheck {
    const pair = `${address}\n${username.toLowerCase()}`
    const user = `user:${username.toLowerCase()}`
    const ip = `ip:${address}`
    const retryAfter = Math.max(this.#pairs.retryAfter(pair), this.#addresses.retryAfter(address))
    if (retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60)
      throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfter)
    }
    if (this.#inFlight.has(user) || this.#inFlight.has(ip)) {
      throw tooManyRequests('Another sign-in for this account or from this address is being checked. Try again in a moment.', 1)
    }
    this.#pairs.hit(pair)
    this.#addresses.hit(address)
    this.#inFlight.add(user)
    this.#inFlight.add(ip)
    let ended = false
    return {
      succeeded: () => {
        this.#pairs.reset(pair)
        this.#addresses.undo(address)
      },
      end: () => {
        if (ended) return
        ended = true
        this.#inFlight.delete(user)
        this.#inFlight.delete(ip)
      },
    }
  }
}
