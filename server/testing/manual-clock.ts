import type { BackupClock } from '../store/backup-schedule.ts'

interface Timer {
  at: number
  run(): void
}

/** A clock that moves only when a test says so: timers run in `advance`, in time order, never by waiting. */
export class ManualClock implements BackupClock {
  #now: number
  #timers: Timer[] = []

  constructor(start: string | number = '2025-03-01T03:00:00.000Z') {
    this.#now = typeof start === 'number' ? start : Date.parse(start)
  }

  now = (): number => this.#now

  later = (run: () => void, ms: number): (() => void) => {
    const timer: Timer = { at: this.#now + Math.max(0, ms), run }
    this.#timers.push(timer)
    return () => {
      this.#timers = this.#timers.filter((other) => other !== timer)
    }
  }

  /** Moves time `ms` forward, running each timer that comes due at its own time. */
  advance(ms: number): void {
    const end = this.#now + ms
    for (let due = this.#nextDue(end); due; due = this.#nextDue(end)) {
      this.#timers = this.#timers.filter((other) => other !== due)
      this.#now = due.at
      due.run()
    }
    this.#now = end
  }

  /** Timers still waiting. */
  get waiting(): number {
    return this.#timers.length
  }

  #nextDue(end: number): Timer | undefined {
    return this.#timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0]
  }
}
