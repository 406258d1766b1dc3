import { Worker } from 'node:worker_threads'
import { HttpError } from '../http-errors.ts'

/** Checks waiting at most; past it, a busy answer (a flood must not queue unbounded work). */
const MAX_WAITING = 32

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/**
 * bcrypt in one worker thread, one job at a time: a sign-in costs a few hundred milliseconds of one core, and the
 * server's own thread stays free for everyone else (on 2 cores the other core serves pages meanwhile).
 */
class PasswordHasher {
  #worker: Worker | undefined
  readonly #pending = new Map<number, Pending>()
  #nextId = 1

  compare(password: string, hash: string): Promise<boolean> {
    return this.#run({ op: 'compare', password, hash }) as Promise<boolean>
  }

  hash(password: string, cost: number): Promise<string> {
    return this.#run({ op: 'hash', password, cost }) as Promise<string>
  }

  #run(job: Record<string, unknown>): Promise<unknown> {
    if (this.#pending.size >= MAX_WAITING) {
      return Promise.reject(new HttpError(503, 'The server is busy checking passwords; try again in a moment', undefined, { 'Retry-After': '2' }))
    }
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      const worker = this.#start()
      worker.ref()
      worker.postMessage({ id, ...job })
    })
  }

  #start(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(new URL('./bcrypt-worker.mjs', import.meta.url))
    worker.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: string }) => {
      const pending = this.#pending.get(id)
      this.#pending.delete(id)
      if (error !== undefined) pending?.reject(new Error(error))
      else pending?.resolve(value)
      // An idle worker does not keep the process alive.
      if (this.#pending.size === 0) worker.unref()
    })
    const fail = (error: unknown) => {
      this.#worker = undefined
      for (const pending of this.#pending.values()) pending.reject(error)
      this.#pending.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`the password worker stopped (${code})`)))
    this.#worker = worker
    return worker
  }
}

export const passwordHasher = new PasswordHasher()
