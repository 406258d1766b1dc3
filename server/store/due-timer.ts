import type { BackupClock } from './backup-schedule.ts'

/**
 * One timer for a time that may be far off: it calls `due` once that time has come (a wait longer than a timer can
 * hold fires early and is armed again for the rest). `set` moves it, or clears it with undefined; after `stop` it is
 * never armed again.
 */
export class DueTimer {
  readonly #clock: BackupClock
  readonly #due: () => void
  #cancel: (() => void) | undefined
  #at: number | undefined
  #stopped = false

  constructor(clock: BackupClock, due: () => void) {
    this.#clock = clock
    this.#due = due
  }

  /** The time it is set for, until it has fired (undefined when nothing waits). */
  get at(): number | undefined {
    return this.#at
  }

  /** Whether it waits to fire. */
  get armed(): boolean {
    return this.#cancel !== undefined
  }

  set(at: number | undefined): void {
    this.#cancel?.()
    this.#cancel = undefined
    this.#at = at
    if (at === undefined || this.#stopped) return
    this.#cancel = this.#clock.later(() => this.#fire(), at - this.#clock.now())
  }

  stop(): void {
    this.#stopped = true
    this.set(undefined)
  }

  #fire(): void {
    this.#cancel = undefined
    if (this.#stopped || this.#at === undefined) return
    if (this.#clock.now() < this.#at) return this.set(this.#at)
    this.#due()
  }
}
