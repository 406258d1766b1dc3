import type { RequestHandler } from 'express'
import { UPLOADS_AT_ONCE, UPLOADS_WAITING } from '#shared/schema/upload.ts'
import { tooManyRequests } from '../http-errors.ts'

/** Seconds a refused upload is asked to wait: about what the uploads ahead of it take. */
const RETRY_AFTER_SECONDS = 10

/**
 * Uploads let in `UPLOADS_AT_ONCE` at a time, from the first byte of their form to their answer; up to
 * `UPLOADS_WAITING` more wait their turn with their bytes unread (the network holds them, not the server's memory);
 * past that, 429 with Retry-After. A form cut off, waiting or not, gives its place back.
 */
export class UploadGate {
  #active = 0
  readonly #waiting = new Set<() => void>()

  /** Uploads let in or waiting. */
  get inProgress(): number {
    return this.#active + this.#waiting.size
  }

  readonly admit: RequestHandler = (_req, res, next) => {
    let state: 'waiting' | 'in' | 'done' = 'waiting'
    const enter = () => {
      this.#waiting.delete(enter)
      this.#active += 1
      state = 'in'
      next()
    }
    const leave = () => {
      if (state === 'in') {
        this.#active -= 1
        const [first] = this.#waiting
        first?.()
      } else if (state === 'waiting') this.#waiting.delete(enter)
      state = 'done'
    }
    if (this.#active < UPLOADS_AT_ONCE) {
      res.once('close', leave)
      return enter()
    }
    if (this.#waiting.size >= UPLOADS_WAITING) {
      const message = `Too many uploads at once: ${UPLOADS_AT_ONCE + UPLOADS_WAITING} are on their way. Try again in a moment.`
      return next(tooManyRequests(message, RETRY_AFTER_SECONDS))
    }
    res.once('close', leave)
    this.#waiting.add(enter)
  }
}
