/** Renders waiting at most, and how long each may wait, before the visitor is told to come back (503). */
export const RENDER_QUEUE = { waiting: 32, waitMs: 3_000, retryAfterSeconds: 5 }

/** Thrown to a render that found the queue full, or waited past its time: the visitor gets 503 with Retry-After. */
export class RenderQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many pages are being made right now')
  }
}

/**
 * The pages not held in memory are made one at a time. A render is mostly synchronous work on the event loop
 * (React's renderToString): two at once only interleave, and a crowd of them would keep every other request
 * waiting. Between two renders the queue steps aside for a turn of the event loop (setImmediate), so requests for
 * held pages that came in meanwhile are answered before the next render starts: a held page waits at most for the
 * one render under way. Past `waiting` renders queued, or `waitMs` in the queue, a render is refused.
 */
export class RenderQueue {
  #running = false
  readonly #waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = []

  constructor(readonly limits: { waiting: number; waitMs: number; retryAfterSeconds: number } = RENDER_QUEUE) {}

  /** Renders waiting their turn (for the logs and tests). */
  get waiting(): number {
    return this.#waiting.length
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    await this.#turn()
    try {
      return await render()
    } finally {
      this.#release()
    }
  }

  #turn(): Promise<void> {
    if (!this.#running) {
      this.#running = true
      return Promise.resolve()
    }
    if (this.#waiting.length >= this.limits.waiting) return Promise.reject(new RenderQueueFull(this.limits.retryAfterSeconds))
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer)
          resolve()
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(entry), 1)
          reject(new RenderQueueFull(this.limits.retryAfterSeconds))
        }, this.limits.waitMs),
      }
      this.#waiting.push(entry)
    })
  }

  #release(): void {
    // Held pages first: whatever came in during the render is read and answered before the next one starts.
    setImmediate(() => {
      const next = this.#waiting.shift()
      if (next) next.start()
      else this.#running = false
    })
  }
}
