import { STUDIO_TIME_ZONE } from '#shared/schema/post.ts'
import { wallClock } from '#shared/text/wall-clock.ts'

/** A date (YYYY-MM-DD) and a time (HH:MM) on the studio's wall clock, as the date and time inputs hold them. */
export interface WallTime {
  date: string
  time: string
}

/** The studio's wall clock at an ISO time. */
export function toWallTime(iso: string, timeZone = STUDIO_TIME_ZONE): WallTime {
  const parts = wallClock(timeZone)(Date.parse(iso))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (negative west of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  const parts = wallClock(timeZone)(at)
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  return wall - Math.floor(at / 1000) * 1000
}

/**
 * The ISO time a wall-clock date and time in the studio's zone stand for; undefined for an incomplete one. A time
 * the clocks skip in spring (2:30 AM) counts as the hour after; one they pass twice in autumn, as the first.
 */
export function fromWallTime({ date, time }: WallTime, timeZone = STUDIO_TIME_ZONE): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const clock = /^(\d{2}):(\d{2})$/.exec(time)
  if (!day || !clock) return undefined
  const wall = Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!, +clock[1]!, +clock[2]!)
  if (Number.isNaN(wall)) return undefined
  // The zone's offset a day before and a day after: the same but around a clock change.
  const DAY = 24 * 60 * 60 * 1000
  const before = wall - offsetAt(wall - DAY, timeZone)
  const after = wall - offsetAt(wall + DAY, timeZone)
  const matches = [before, after].filter((at) => toWallTime(new Date(at).toISOString(), timeZone).time === time)
  // Twice (autumn): the first. Never (spring): on the clock as it was before the change, which reads an hour later.
  const at = matches.length > 0 ? Math.min(...matches) : before
  return new Date(at).toISOString()
}

/** "Dec 3, 2026, 9:00 AM (Eastern time)". */
export function scheduleText(iso: string, timeZone = STUDIO_TIME_ZONE): string {
  const text = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  return timeZone === STUDIO_TIME_ZONE ? `${text} (Eastern time)` : `${text} (${timeZone})`
}
