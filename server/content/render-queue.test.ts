import { describe, expect, it } from 'vitest'
import { RenderQueue, RenderQueueFull } from './render-queue.ts'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the render queue', () => {
  it('makes one page at a time, in the order asked', async () => {
    const queue = new RenderQueue({ waiting: 10, waitMs: 5_000, retryAfterSeconds: 5 })
    let running = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      [1, 2, 3, 4, 5].map((index) =>
        queue.run(async () => {
          running += 1
          most = Math.max(most, running)
          await pause(5)
          order.push(index)
          running -= 1
        }),
      ),
    )
    expect(most).toBe(1)
    expect(order).toEqual([1, 2, 3, 4, 5])
  })

  it('refuses a render past the renders it lets wait, and one that waited too long', async () => {
    const queue = new RenderQueue({ waiting: 2, waitMs: 50, retryAfterSeconds: 7 })
    const first = queue.run(() => pause(200))
    const waiting = [queue.run(() => pause(1)), queue.run(() => pause(1))]
    const refused = await queue.run(() => pause(1)).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RenderQueueFull)
    expect((refused as RenderQueueFull).retryAfterSeconds).toBe(7)
    // The two waiting ones waited past 50 ms behind a render of 200 ms.
    for (const outcome of await Promise.allSettled(waiting)) expect(outcome.status).toBe('rejected')
    await first
    expect(queue.waiting).toBe(0)
    await expect(queue.run(async () => 'made')).resolves.toBe('made')
  })

  it('goes on after a render that failed', async () => {
    const queue = new RenderQueue()
    await expect(queue.run(() => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page')
    await expect(queue.run(async () => 'next')).resolves.toBe('next')
  })
})
