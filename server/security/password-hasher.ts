import { Worker } from 'node:worker_threads'
import { HttpError } from '../http-errors.ts'

/**
 * Whose turn comes first: `known` (a known device or usual address signing in, staff setting a password) before
 * `stranger` (everyone else signing in).
 */
export type HashPriority = 'known' | 'stranger'

/**
 * Checks queued or running at most, per kind; past it, a busy answer (a flood must not queue unbounded work). A
 * strangers' flood fills its own share only: known devices keep theirs and go first.
 */
const SHARES: Record<HashPriority, number> = { known: 16, stranger: 32 }

interface Job {
  message: Record<string, unknown>
  priority: HashPriority
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * bcrypt in one worker thread, one job at a time: a sign-in costs a few hundred milliseconds of one core, and the
 * server's own thread stays free for everyone else (on 2 cores the other core serves pages meanwhile). The queue is
 * kept here, not in the worker's inbox, so that a known device's check overtakes the strangers' waiting ones.
 */
class PasswordHasher {
  #worker: Worker | undefined
  readonly #waiting: Record<HashPriority, Job[]> = { known: [], stranger: [] }
  #running: Job | undefined
  #nextId = 1

  compare(password: string, hash: string, priority: HashPriority): Promise<boolean> {
    return this.#run({ op: 'compare', password, hash }, priority) as Promise<boolean>
  }

  /** A new password's hash: staff setting one (signed in) or the server's own, so `known` unless told. */
  hash(password: string, cost: number, priority: HashPriority = 'known'): Promise<string> {
    return this.#run({ op: 'hash', password, cost }, priority) as Promise<string>
  }

  #run(message: Record<string, unknown>, priority: HashPriority): Promise<unknown> {
    const taken = this.#waiting[priority].length + (this.#running?.priority === priority ? 1 : 0)
    if (taken >= SHARES[priority]) {
      return Promise.reject(new HttpError(503, 'The server is busy checking passwords; try again in a moment', undefined, { 'Retry-After': '2' }))
    }
    return new Promise((resolve, reject) => {
      this.#waiting[priority].push({ message, priority, resolve, reject })
      this.#next()
    })
  }

  #next(): void {
    if (this.#running) return
    const job = this.#waiting.known.shift() ?? this.#waiting.stranger.shift()
    if (!job) {
      this.#worker?.unref() // an idle worker does not keep the process alive
      return
    }
    const worker = this.#start()
    this.#running = job
    worker.ref()
    worker.postMessage({ id: this.#nextId++, ...job.message })
  }

  #start(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(new URL('./bcrypt-worker.mjs', import.meta.url))
    worker.on('message', ({ value, error }: { id: number; value?: unknown; error?: string }) => {
      const job = this.#running
      this.#running = undefined
      if (error !== undefined) job?.reject(new Error(error))
      else job?.resolve(value)
      this.#next()
    })
    const fail = (error: unknown) => {
      if (this.#worker !== worker) return
      this.#worker = undefined
      const jobs = [...(this.#running ? [this.#running] : []), ...this.#waiting.known.splice(0), ...this.#waiting.stranger.splice(0)]
      this.#running = undefined
      for (const job of jobs) job.reject(error)
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the password worker stopped (${code})`)))
    this.#worker = worker
    return worker
  }
}

export const passwordHasher = new PasswordHasher()
