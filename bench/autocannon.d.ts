// The part of autocannon's API the bench uses (autocannon ships no types and @types/autocannon is not installed).
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    overallRate?: number
    timeout?: number
    headers?: Record<string, string>
  }
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
    sent?: number
  }
  export interface Result {
    latency: Histogram
    requests: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  /** The running job: an EventEmitter ('response': client, statusCode, bytes, responseTime in ms) that is also a promise of the result. */
  export interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this
    on(event: string, listener: (...args: unknown[]) => void): this
    /** Ends the run early; the result then covers the time it ran. */
    stop(): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
