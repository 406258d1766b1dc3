import { describe, expect, it } from 'vitest'
import { Backoff, ConnectionMonitor } from './connection-monitor.ts'

describe('Backoff', () => {
  it('waits the first delay, then doubles it up to the most', () => {
    const backoff = new Backoff({ firstMs: 2_000, maxMs: 30_000 })
    expect(Array.from({ length: 6 }, () => backoff.next())).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it('starts again from the first delay after a reset', () => {
    const backoff = new Backoff({ firstMs: 100, maxMs: 1_000 })
    backoff.next()
    backoff.next()
    backoff.reset()
    expect(backoff.next()).toBe(100)
  })
})

describe('ConnectionMonitor', () => {
  const at = new Date('2026-01-01T10:00:00.000Z')
  function monitor() {
    const changes: string[] = []
    const connection = new ConnectionMonitor({
      serverUrl: () => 'http://studio.test',
      fetch: () => Promise.reject(new Error('No answer from http://studio.test: the connection was refused')),
      retry: { firstMs: 60_000, maxMs: 600_000 },
      now: () => at,
      onChange: () => changes.push(connection.state),
      onBack: () => changes.push('back'),
    })
    return { connection, changes }
  }

  it('goes offline with the reason when the health check gets no answer, and plans the next check', async () => {
    const { connection, changes } = monitor()
    await connection.check()
    expect(connection.view()).toEqual({
      serverUrl: 'http://studio.test',
      state: 'offline',
      problem: 'No answer from http://studio.test: the connection was refused',
      offlineSince: at.toISOString(),
      nextCheckAt: new Date(at.getTime() + 60_000).toISOString(),
    })
    expect(changes).toEqual(['offline'])
    connection.close()
  })

  it('tells of its first answer once, and of a return after being away', () => {
    const { connection, changes } = monitor()
    connection.markOnline()
    connection.markOnline()
    connection.markOffline('gone')
    connection.markOnline()
    expect(changes).toEqual(['online', 'back', 'offline', 'online', 'back'])
    expect(connection.view().nextCheckAt).toBeNull()
    connection.close()
  })
})
