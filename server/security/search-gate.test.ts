import { describe, expect, it } from 'vitest'
import { SEARCH_GATE, SearchGate } from './search-gate.ts'

/** Holds the event loop `ms`, as a search over large posts does. */
const busy = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // reading every post
  }
}

describe('the gate of new searches', () => {
  it('admits at most a few at once and tells the next one when to come back', async () => {
    const gate = new SearchGate()
    const started: Array<Promise<number>> = []
    while (gate.retryAfter() === 0) started.push(gate.run(() => started.length))
    expect(started).toHaveLength(SEARCH_GATE.underWay)
    expect(gate.retryAfter()).toBe(SEARCH_GATE.busyRetryAfterSeconds)
    await Promise.all(started)
    expect(gate.underWay).toBe(0)
    expect(gate.retryAfter()).toBe(0)
  })

  it('spends each search’s time from the share, and admits none once the burst is spent', async () => {
    const gate = new SearchGate(0.01, { ...SEARCH_GATE, burstMs: 20 })
    await gate.run(() => busy(30))
    // 10 ms over at 1 %: a second, and a little more to be above zero.
    expect(gate.retryAfter()).toBeGreaterThanOrEqual(1)
    expect(gate.underWay).toBe(0)
  })

  it('counts a search that fails as done', async () => {
    const gate = new SearchGate()
    await expect(
      gate.run(() => {
        throw new Error('the store cannot be read')
      }),
    ).rejects.toThrow('the store cannot be read')
    expect(gate.underWay).toBe(0)
    expect(await gate.run(() => 'next')).toBe('next')
  })
})
