import { describe, expect, it } from 'vitest'
import { durationText, parseDuration } from './backups.ts'

describe('BACKUP_EVERY durations', () => {
  it('read minutes, hours and days, and nothing else', () => {
    expect(parseDuration('30m')).toBe(30 * 60_000)
    expect(parseDuration(' 6h ')).toBe(6 * 3_600_000)
    expect(parseDuration('7d')).toBe(7 * 86_400_000)
    for (const text of ['', '24', 'h', '1.5h', '-1h', '10s', '2w', '24H', 'daily']) expect(parseDuration(text), text).toBeUndefined()
  })

  it('are written back as people write them: the largest unit that divides them, days from a week', () => {
    for (const text of ['5m', '30m', '90m', '1h', '6h', '24h', '48h', '7d', '14d']) expect(durationText(parseDuration(text)!)).toBe(text)
  })
})
