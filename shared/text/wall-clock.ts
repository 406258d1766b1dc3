/** An instant as the wall clock of a time zone shows it: the year in four digits, the rest in two, the hour 00–23. */
export type WallClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>

/** Reads instants on the wall clock of `timeZone` (one formatter for them all: making one is the slow part). */
export function wallClock(timeZone: string): (at: number) => WallClockParts {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  return (at) => Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value])) as WallClockParts
}
