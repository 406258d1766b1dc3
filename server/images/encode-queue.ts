import { HttpError } from '../http-errors.ts'

interface Job {
  work: () => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Image work, one job at a time, so encoding stays bounded on a 2-core machine. A person's upload waits only
 * behind the job that is running, never behind the background queue (derivatives, migration).
 */
export class EncodeQueue {
  readonly #urgent: Job[] = []
  readonly #background: Job[] = []
  #running: Promise<void> | undefined
  #closed = false
  #idle: (() => void)[] = []

  /** Runs `work` when its turn comes. `urgent`: before every background job (a person is waiting for it). */
  run<T>(work: () => Promise<T>, { urgent = false } = {}): Promise<T> {
    if (this.#closed) return Promise.reject(new HttpError(503, 'The server is stopping; try again in a moment'))
    return new Promise<T>((resolve, reject) => {
      ;(urgent ? this.#urgent : this.#background).push({ work, resolve: resolve as (value: unknown) => void, reject })
      this.#running ??= this.#drain()
    })
  }

  /** True once `close()` was called: new work is refused. */
  get closed(): boolean {
    return this.#closed
  }

  get pending(): number {
    return this.#urgent.length + this.#background.length + (this.#running ? 1 : 0)
  }

  /** Resolves once nothing is queued or running (tests and the benchmark wait for derivatives with it). */
  whenIdle(): Promise<void> {
    if (!this.#running) return Promise.resolve()
    return new Promise((resolve) => this.#idle.push(resolve))
  }

  /** Lets the running job finish; queued background work is dropped (it resumes on the next start), urgent work refused. */
  async close(): Promise<void> {
    this.#closed = true
    for (const job of this.#urgent.splice(0)) job.reject(new HttpError(503, 'The server is stopping; try again in a moment'))
    this.#background.splice(0)
    await this.#running
  }

  async #drain(): Promise<void> {
    // Start on the next tick, so that the caller's synchronous code runs first.
    await undefined
    for (let job = this.#next(); job; job = this.#next()) {
      try {
        job.resolve(await job.work())
      } catch (error) {
        job.reject(error)
      }
    }
    this.#running = undefined
    for (const resolve of this.#idle.splice(0)) resolve()
  }

  #next(): Job | undefined {
    return this.#urgent.shift() ?? this.#background.shift()
  }
}
