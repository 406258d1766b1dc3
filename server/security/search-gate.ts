import { LoopShare } from './loop-share.ts'

/**
 * New searches, the API's (`/api/blog/search`) and the blog's search pages (`/blog/search/<words>`) together
 * (docs/decisions/026-bounded-renders.md). A search reads every post on the event loop: 20–70 ms over ten posts of
 * 100 KB, during which no held page is answered.
 */
export const SEARCH_GATE = {
  /** The share of the event loop's time they may take (SEARCH_LOOP_SHARE says otherwise), after a burst. */
  loopShare: 0.01,
  burstMs: 250,
  /**
   * Admitted and not done yet (one at work, the others waiting their turn). The share is spent when a search ends, so
   * without this bound every search arriving in the same moment saw the burst unspent and went (27 of 30 did).
   */
  underWay: 3,
  /** Retry-After while the searches under way fill the gate: they are done well within a second. */
  busyRetryAfterSeconds: 1,
}

/** What a refused search is told, on the site's search page and by the API alike. */
export const SEARCH_BUSY = 'Too many searches at the moment. Try again in a minute.'

/**
 * Admits a new search only within the budget: at most `underWay` at once, and together within their share of the
 * event loop. One gate serves the API and the site's search pages, so a flood split between them gets no more.
 */
export class SearchGate {
  readonly #share: LoopShare
  #underWay = 0
  /** The API's searches, one after the other (run). */
  #previous: Promise<unknown> = Promise.resolve()

  constructor(
    loopShare = SEARCH_GATE.loopShare,
    readonly limits: Pick<typeof SEARCH_GATE, 'burstMs' | 'underWay' | 'busyRetryAfterSeconds'> = SEARCH_GATE,
  ) {
    this.#share = new LoopShare(loopShare, limits.burstMs)
  }

  /** Searches admitted and not done. */
  get underWay(): number {
    return this.#underWay
  }

  /** Seconds until a new search may start, or 0 when it may start now. */
  retryAfter(): number {
    const byShare = this.#share.retryAfter()
    if (byShare > 0) return byShare
    return this.#underWay >= this.limits.underWay ? this.limits.busyRetryAfterSeconds : 0
  }

  /** Counts an admitted search (retryAfter() was 0) under way until `work` ends; the work spends its own time. */
  async admitted<T>(work: () => Promise<T>): Promise<T> {
    this.#underWay += 1
    try {
      return await work()
    } finally {
      this.#underWay -= 1
    }
  }

  /** Counts `ms` of the event loop's time a search took against the share. */
  spend(ms: number): void {
    this.#share.spend(ms)
  }

  /**
   * An admitted search done at once on the event loop (the API's): after the ones admitted before it, each after a
   * turn of the event loop, so that the requests that came in meanwhile (held pages, refusals) are answered first.
   */
  run<T>(search: () => T): Promise<T> {
    return this.admitted(() => {
      const turn = this.#previous.then(() => new Promise((resolve) => setImmediate(resolve)))
      const done = turn.then(() => {
        const started = performance.now()
        try {
          return search()
        } finally {
          this.spend(performance.now() - started)
        }
      })
      this.#previous = done.catch(() => undefined)
      return done
    })
  }
}
