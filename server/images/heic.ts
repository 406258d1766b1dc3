import { Worker } from 'node:worker_threads'
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
  /** How many workers were started (one serves every photo until it is stopped). */
  workersStarted = 0

  constructor({ timeLimitMs = HEIC_DECODE_SECONDS * 1000, idleMs = 30_000 } = {}) {
    this.timeLimitMs = timeLimitMs
    this.#idleMs = idleMs
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
      const limit = setTimeout(() => {
        void this.#stop()
        settle({ kind: 'too-slow' })
      }, this.timeLimitMs)
      worker.on('message', onMessage)
      worker.once('exit', onExit)
      worker.postMessage({ id, bytes, maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE, maxAspectRatio: MAX_ASPECT_RATIO })
    })
  }

  #start(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(WORKER)
    worker.unref() // an idle decoder never keeps the process alive
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
