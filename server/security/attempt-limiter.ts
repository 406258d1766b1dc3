/**
 * Counts attempts per key in a fixed window (e.g. 5 per 15 minutes). In memory: the server is one process,
 * and a restart forgetting the counts is acceptable for a studio site.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now || window.count < this.limit) return 0
    return Math.ceil((window.resetAt - now) / 1000)
  }

  hit(key: string, now = Date.now()): void {
    this.#prune(now)
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now) this.#windows.set(key, { count: 1, resetAt: now + this.windowMs })
    else window.count += 1
  }

  /** Takes back one attempt of `key` (one that turned out not to be a failure). */
  undo(key: string): void {
    const window = this.#windows.get(key)
    if (window && window.count > 0) window.count -= 1
  }

  reset(key: string): void {
    this.#windows.delete(key)
  }

  /** Keeps memory bounded when many addresses come and go. */
  #prune(now: number): void {
    if (this.#windows.size < 10_000) return
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key)
  }
}
