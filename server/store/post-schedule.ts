import { type Logger, silentLogger } from '../logging/logger.ts'
import { type BackupClock, realClock } from './backup-schedule.ts'
import { nextScheduledAt, nextTrashExpiry, publishDuePosts, purgeExpiredTrash } from './posts.ts'
import type { PostRevisions } from './revisions.ts'
import { DueTimer } from './due-timer.ts'
import type { Store } from './store.ts'

/** After a write the disk refused, the next try. */
const RETRY_MS = 60 * 1000

/**
 * What the blog does on its own time. Scheduled posts go live at their time, and posts in Trash for 30
 * days go for good. One timer, armed for whichever comes first; `rearm()` after every change of a post (the routes
 * call it) moves it when a schedule moves, goes, or a post goes to Trash. `start()` catches up on everything that
 * came due while the server was stopped, so no schedule is ever missed. The clock is the real one in production;
 * tests pass a ManualClock (server/testing/manual-clock.ts) and move it themselves.
 */
export class PostScheduler {
  readonly #store: Store
  readonly #clock: BackupClock
  readonly #revisions: PostRevisions | undefined
  readonly #timer: DueTimer
  #running: Promise<void> | undefined
  #closed = false

  /** `revisions`: a post deleted for good after its days in Trash takes its revisions with it. */
  constructor(
    store: Store,
    clock: BackupClock = realClock,
    revisions?: PostRevisions,
    private readonly logger: Logger = silentLogger,
  ) {
    this.#store = store
    this.#clock = clock
    this.#revisions = revisions
    this.#timer = new DueTimer(clock, () => void this.#run())
  }

  /** Publishes what came due while the server was stopped, empties expired Trash, and arms the timer. */
  async start(): Promise<void> {
    await this.#run()
  }

  /** The schedule's time: the real one in production. */
  now(): number {
    return this.#clock.now()
  }

  /** When the timer fires next (tests and logs); undefined when nothing is waiting. */
  get nextAt(): number | undefined {
    return this.#timer.at
  }

  /** Arms the timer for the next post due, after a change of the posts. */
  rearm(): void {
    if (this.#closed || this.#running) return // the run re-arms when it ends
    const next = this.#nextDue()
    if (next !== undefined && next <= this.#clock.now()) {
      void this.#run()
      return
    }
    this.#timer.set(next)
  }

  /** Resolves once no run is under way (tests wait for the one a timer started). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#timer.stop()
    await this.idle()
  }

  #nextDue(): number | undefined {
    const times = [nextScheduledAt(this.#store), nextTrashExpiry(this.#store)].filter((time) => time !== undefined)
    return times.length === 0 ? undefined : Math.min(...times)
  }

  #run(): Promise<void> {
    if (this.#running) return this.#running
    const run = this.#catchUp().finally(() => {
      this.#running = undefined
    })
    this.#running = run
    return run
  }

  async #catchUp(): Promise<void> {
    let retryAt: number | undefined
    try {
      // Again while something is due: a post may come due (or be scheduled for a time just passed) during the write.
      for (let now = this.#clock.now(); !this.#closed; now = this.#clock.now()) {
        const published = await publishDuePosts(this.#store, now)
        if (published > 0) this.logger.info(`[posts] published ${published} scheduled post(s)`)
        const purged = await purgeExpiredTrash(this.#store, now)
        if (purged.length > 0) this.logger.info(`[posts] deleted ${purged.length} post(s) for good after 30 days in Trash`)
        for (const id of purged) await this.#revisions?.remove(id)
        const next = this.#nextDue()
        if (next === undefined || next > this.#clock.now()) break
      }
    } catch (error) {
      // The disk refused the write (the store logs why): try again in a minute.
      this.logger.error({ err: error }, '[posts] could not publish scheduled posts or empty Trash; trying again in a minute')
      retryAt = this.#clock.now() + RETRY_MS
    }
    if (this.#closed) return
    const next = this.#nextDue()
    this.#timer.set(retryAt !== undefined && next !== undefined ? Math.max(next, retryAt) : next)
  }
}
