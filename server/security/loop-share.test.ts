import { describe, expect, it } from 'vitest'
import { LoopShare } from './loop-share.ts'

describe('a share of the event loop', () => {
  it('lets work go until its burst is spent, then at its share of the time', () => {
    const share = new LoopShare(0.01, 250, 0)
    expect(share.retryAfter(0)).toBe(0)
    share.spend(200, 0)
    expect(share.retryAfter(0)).toBe(0)
    share.spend(100, 0)
    // 50 ms over: at 1 % that is 5 s of wall-clock time, and a little more to be above zero.
    expect(share.retryAfter(0)).toBe(6)
    expect(share.retryAfter(4_000)).toBe(2)
    expect(share.retryAfter(5_100)).toBe(0)
  })

  it('never saves up more than its burst', () => {
    const share = new LoopShare(0.01, 250, 0)
    share.spend(260, 3_600_000)
    expect(share.retryAfter(3_600_000)).toBeGreaterThan(0)
  })
})
