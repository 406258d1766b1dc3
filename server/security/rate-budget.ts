/**
 * A budget shared by everyone: `perSecond` on average, at most `burst` at once (a token bucket). Where a per-address
 * limit cannot help (a flood from many addresses), this one bounds the total.
 */
export class RateBudget {
  #tokens: number
  #at: number

  constructor(
    readonly perSecond: number,
    readonly burst: number,
    now = Date.now(),
  ) {
    this.#tokens = burst
    this.#at = now
  }

  /** Seconds until one more may go, or 0 when one may go now. */
  retryAfter(now = Date.now()): number {
    this.#refill(now)
    return this.#tokens >= 1 ? 0 : Math.ceil((1 - this.#tokens) / this.perSecond)
  }

  /** Spends one; false (and nothing spent) when the budget is empty. */
  take(now = Date.now()): boolean {
    this.#refill(now)
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }

  #refill(now: number): void {
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.perSecond)
    this.#at = now
  }
}
