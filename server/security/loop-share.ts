/**
 * A share of the event loop's time, for work that anyone can ask for and that runs on it (a page render): on average
 * `share` of the wall-clock time (0.01: 10 ms a second), after a burst of `burstMs`. The time is spent after the work
 * (its cost is known then), so the balance may go below zero; nothing more goes until it is above again. Where a
 * per-address limit cannot help (a flood from many addresses), this one bounds the total.
 */
export class LoopShare {
  #balanceMs: number
  #at: number

  constructor(
    readonly share: number,
    readonly burstMs: number,
    now = performance.now(),
  ) {
    this.#balanceMs = burstMs
    this.#at = now
  }

  /** Seconds until more work may go, or 0 when it may go now. */
  retryAfter(now = performance.now()): number {
    this.#refill(now)
    return this.#balanceMs > 0 ? 0 : Math.max(1, Math.ceil((1 - this.#balanceMs) / (this.share * 1000)))
  }

  /** Counts `ms` of work done. */
  spend(ms: number, now = performance.now()): void {
    this.#refill(now)
    this.#balanceMs -= ms
  }

  #refill(now: number): void {
    this.#balanceMs = Math.min(this.burstMs, this.#balanceMs + (now - this.#at) * this.share)
    this.#at = now
  }
}
