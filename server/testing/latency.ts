/** Latencies of one address asked for over and over on `connections` connections at once, in milliseconds. */
export interface LatencySampler {
  /** Stops asking; resolves to every latency measured since the start, in order of completion. */
  stop(): Promise<number[]>
}

/**
 * Asks for `url` on `connections` loops, each sending its next request when the last one is answered (as a visitor's
 * browser does), until `stop()`. Every answer must be a 200: anything else is thrown by `stop()`.
 */
export function sampleLatency(url: string, { connections = 4 } = {}): LatencySampler {
  const latencies: number[] = []
  let running = true
  let failure: unknown
  const loop = async () => {
    while (running) {
      const started = performance.now()
      try {
        const answer = await fetch(url)
        await answer.arrayBuffer()
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
      } catch (error) {
        failure ??= error
        return
      }
      latencies.push(performance.now() - started)
    }
  }
  const loops = Array.from({ length: connections }, loop)
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      if (failure) throw failure
      return latencies
    },
  }
}

/** The `fraction` quantile (0.99 for p99) of `values`. */
export function quantile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}
