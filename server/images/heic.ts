import { Worker } from 'node:worker_threads'
import { threadCpuMs } from '../thread-cpu.ts'
import { HEIC_DECODE_SECONDS, MAX_ASPECT_RATIO, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '#shared/schema/upload.ts'

export type HeicResult =
  | { kind: 'decoded'; width: number; height: number; data: Uint8Array }
  /** The header's size is past a limit (pixels, side or shape): nothing was decoded. */
  | { kind: 'refused'; width: number; height: number }
  | { kind: 'unreadable' }
  /** Still decoding after the time limit: the worker was stopped. */
  | { kind: 'too-slow' }

interface Answer {
  id: number
  width?: number
  height?: number
  data?: Uint8Array
  error?: string
  refused?: boolean
}

const WORKER = new URL('./heic-worker.mjs', import.meta.url)
/** However little CPU a busy machine gives a decode, it is refused after this many times its limit: an upload never hangs. */
const WALL_FACTOR = 6

/**
 * Decodes HEIC/HEIF photos to RGBA in one worker thread (sharp's own libheif has no HEVC decoder, and heic-decode's
 * WebAssembly decoder blocks the thread it runs on), one photo at a time however many arrive. A decode past the time
 * limit ends the worker (a WebAssembly loop cannot be interrupted otherwise) and the next photo gets a fresh one; an
 * idle worker ends too, which gives its WebAssembly memory back.
 */
export class HeicDecoder {
  /** How long one photo may take. */
  timeLimitMs: number
  readonly #idleMs: number
  #worker: Worker | undefined
  #turn: Promise<unknown> = Promise.resolve()
  #nextId = 0
  #idleTimer: NodeJS.Timeout | undefined
  /** The worker's thread id, where its CPU time can be read (threadCpuMs). */
  #thread: number | undefined
  readonly #workerUrl: URL
  /** How many workers were started (one serves every photo until it is stopped). */
  workersStarted = 0

  /** `workerUrl` is for tests (a worker that a busy machine leaves waiting). */
  constructor({ timeLimitMs = HEIC_DECODE_SECONDS * 1000, idleMs = 30_000, workerUrl = WORKER } = {}) {
    this.timeLimitMs = timeLimitMs
    this.#idleMs = idleMs
    this.#workerUrl = workerUrl
  }

  /** Decodes `bytes` when the photos before it are done; the header is checked against the upload limits first. */
  decode(bytes: Uint8Array): Promise<HeicResult> {
    const result = this.#turn.then(() => this.#decodeNow(bytes))
    this.#turn = result.catch(() => {})
    return result
  }

  /** Stops the worker (the server is stopping, or a test is done). */
  async close(): Promise<void> {
    await this.#turn
    await this.#stop()
  }

  #decodeNow(bytes: Uint8Array): Promise<HeicResult> {
    clearTimeout(this.#idleTimer)
    const worker = this.#start()
    const id = this.#nextId++
    return new Promise<HeicResult>((resolve) => {
      let settled = false
      const settle = (result: HeicResult) => {
        if (settled) return
        settled = true
        clearTimeout(limit)
        worker.off('message', onMessage)
        worker.off('exit', onExit)
        this.#idleTimer = setTimeout(() => void this.#stop(), this.#idleMs).unref()
        resolve(result)
      }
      const onMessage = (answer: Answer) => {
        if (answer.id !== id) return
        if (answer.refused) settle({ kind: 'refused', width: answer.width ?? 0, height: answer.height ?? 0 })
        else if (answer.data && answer.width && answer.height) settle({ kind: 'decoded', width: answer.width, height: answer.height, data: answer.data })
        else settle({ kind: 'unreadable' })
      }
      const onExit = () => settle({ kind: 'unreadable' })
      // The limit counts the CPU time the decode used (the worker runs at a lower priority than the server's own
      // thread, so a busy machine may keep it waiting); where that cannot be read, and in any case past WALL_FACTOR
      // times the limit, the clock counts.
      const startedAt = Date.now()
      let cpuAtStart = threadCpuMs(this.#thread)
      const check = () => {
        const cpu = threadCpuMs(this.#thread)
        cpuAtStart ??= cpu // a worker that was still starting: its decode is counted from now
        const wall = Date.now() - startedAt
        const used = cpu !== undefined && cpuAtStart !== undefined ? cpu - cpuAtStart : wall
        if (used < this.timeLimitMs && wall < this.timeLimitMs * WALL_FACTOR) {
          limit = setTimeout(check, Math.max(this.timeLimitMs - used, 50))
          return
        }
        void this.#stop()
        settle({ kind: 'too-slow' })
      }
      let limit = setTimeout(check, this.timeLimitMs)
      worker.on('message', onMessage)
      worker.once('exit', onExit)
      worker.postMessage({ id, bytes, maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE, maxAspectRatio: MAX_ASPECT_RATIO })
    })
  }

  #start(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(this.#workerUrl)
    this.#thread = undefined
    worker.unref() // an idle decoder never keeps the process alive
    worker.on('message', (message: { ready?: true; thread?: number }) => {
      if (message.ready && this.#worker === worker) this.#thread = message.thread
    })
    worker.on('error', () => {}) // a crash ends the worker: the photo in it is refused as unreadable (its exit)
    worker.once('exit', () => {
      if (this.#worker === worker) this.#worker = undefined
    })
    this.#worker = worker
    this.workersStarted += 1
    return worker
  }

  async #stop(): Promise<void> {
    const worker = this.#worker
    this.#worker = undefined
    await worker?.terminate()
  }
}
