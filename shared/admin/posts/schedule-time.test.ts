import { describe, expect, it } from 'vitest'
import { fromWallTime, scheduleText, toWallTime } from './schedule-time.ts'

describe('a schedule on the studio’s clock (America/New_York)', () => {
  it('reads and writes winter and summer times with their own offsets', () => {
    expect(fromWallTime({ date: '2026-12-03', time: '09:00' })).toBe('2026-12-03T14:00:00.000Z')
    expect(fromWallTime({ date: '2026-07-03', time: '09:00' })).toBe('2026-07-03T13:00:00.000Z')
    expect(toWallTime('2026-12-03T14:00:00.000Z')).toEqual({ date: '2026-12-03', time: '09:00' })
    expect(toWallTime('2026-07-04T03:30:00.000Z')).toEqual({ date: '2026-07-03', time: '23:30' })
  })

  it('says it as the editor shows it, whatever the computer’s own zone', () => {
    expect(scheduleText('2026-12-03T14:00:00.000Z')).toBe('Dec 3, 2026, 9:00 AM (Eastern time)')
  })

  it('handles the clock changes: a skipped time is the hour after, a repeated one the first', () => {
    // 2026-03-08 02:30 does not exist in New York: 03:30 EDT.
    expect(fromWallTime({ date: '2026-03-08', time: '02:30' })).toBe('2026-03-08T07:30:00.000Z')
    // 2026-11-01 01:30 happens twice: the first is EDT (05:30Z).
    expect(fromWallTime({ date: '2026-11-01', time: '01:30' })).toBe('2026-11-01T05:30:00.000Z')
  })

  it('is nothing until both date and time are given', () => {
    expect(fromWallTime({ date: '2026-12-03', time: '' })).toBeUndefined()
    expect(fromWallTime({ date: '', time: '09:00' })).toBeUndefined()
  })
})
