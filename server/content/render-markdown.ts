import { Worker } from 'node:worker_threads'
import { HttpError } from '../http-errors.ts'
import { threadCpuMs } from '../thread-cpu.ts'

/**
 * A render that uses more of the worker thread's CPU time is ended and refused: a real post renders in milliseconds.
 * Where the thread's CPU time cannot be read (not Linux), wall time counts instead.
 */
export const MARKDOWN_TIME_LIMIT_MS = 3000
/** However little CPU time a busy machine gives the render, it is refused after this long: a request never hangs. */
export const MARKDOWN_WALL_LIMIT_MS = 30_000
/** Block quotes or lists nested deeper than this are refused before rendering: nobody writes them by hand. */
export const MARKDOWN_MAX_NESTING = 20

const tooComplex = () =>
  new HttpError(422, 'This text is too complex to show (very deep nesting, or very long runs of * or _). Simplify it and save again.', {
    markdown: 'Too complex to render',
  })

interface Job {
  id: number
  markdown: string
  resolve: (html: string) => void
  reject: (error: unknown) => void
}

/**
 * Markdown to HTML in one worker thread, one render at a time, each with a time limit: a render over it ends the
 * worker (the next render starts a new one) and answers 422. The server's own thread never runs marked. The limit
 * counts the worker thread's CPU time, from when the worker is ready: on a busy machine (other processes, an image
 * being encoded) a thread may wait seconds to start, or to run, and that is no fault of the text. Pathological text
 * keeps the thread running, so its CPU time reaches the limit as fast as the clock does.
 */
export class MarkdownRenderer {
  #worker: Worker | undefined
  #workerReady = false
  /** The worker's thread id, where its CPU time can be read (threadCpuMs). */
  #thread: number | undefined
  readonly #queue: Job[] = []
  #current: { job: Job; timer: ReturnType<typeof setTimeout> | undefined } | undefined
  #nextId = 1

  /** `workerUrl` and `timeLimitMs` are for tests (a worker that starts slowly). */
  constructor(
    readonly workerUrl = new URL('./markdown-worker.mjs', import.meta.url),
    readonly timeLimitMs = MARKDOWN_TIME_LIMIT_MS,
  ) {}

  render(markdown: string): Promise<string> {
    if (nestingOf(markdown) > MARKDOWN_MAX_NESTING) return Promise.reject(tooComplex())
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, markdown, resolve, reject })
      this.#next()
    })
  }

  #next(): void {
    if (this.#current) return
    const job = this.#queue.shift()
    if (!job) {
      this.#worker?.unref()
      return
    }
    const worker = this.#start()
    worker.ref()
    this.#current = { job, timer: undefined }
    if (this.#workerReady) this.#startClock(worker)
    worker.postMessage({ id: job.id, markdown: job.markdown })
  }

  #startClock(worker: Worker): void {
    const current = this.#current
    if (!current || current.timer) return
    const startedAt = Date.now()
    const thread = this.#thread
    const cpuAtStart = threadCpuMs(thread)
    const used = () => {
      const cpu = threadCpuMs(thread)
      return cpu !== undefined && cpuAtStart !== undefined ? cpu - cpuAtStart : Date.now() - startedAt
    }
    const check = () => {
      if (this.#current !== current) return
      const left = this.timeLimitMs - used()
      if (left > 0 && Date.now() - startedAt < MARKDOWN_WALL_LIMIT_MS) {
        current.timer = setTimeout(check, Math.max(left, 50))
        return
      }
      this.#finish(current.job.id, () => current.job.reject(tooComplex()))
      this.#worker = undefined
      void worker.terminate()
      this.#next()
    }
    current.timer = setTimeout(check, this.timeLimitMs)
  }

  #finish(id: number, settle: () => void): void {
    if (this.#current?.job.id !== id) return
    clearTimeout(this.#current.timer)
    this.#current = undefined
    settle()
  }

  #start(): Worker {
    if (this.#worker) return this.#worker
    const worker = new Worker(this.workerUrl)
    this.#workerReady = false
    worker.on('message', ({ ready, thread, id, html, error }: { ready?: true; thread?: number; id: number; html?: string; error?: string }) => {
      if (ready) {
        if (this.#worker !== worker) return
        this.#workerReady = true
        this.#thread = thread
        this.#startClock(worker)
        return
      }
      const job = this.#current?.job
      // marked throws only on input it cannot handle (its stack overflows on deep emphasis): the text's fault.
      this.#finish(id, () => (error === undefined ? job?.resolve(html ?? '') : job?.reject(tooComplex())))
      this.#next()
    })
    worker.on('error', (error) => {
      if (this.#worker === worker) this.#worker = undefined
      const job = this.#current?.job
      if (job) this.#finish(job.id, () => job.reject(error))
      this.#next()
    })
    this.#worker = worker
    return worker
  }
}

/** How deep block quotes and lists go: the most `>` markers, or list indentation levels, on one line. */
function nestingOf(markdown: string): number {
  let deepest = 0
  for (const line of markdown.split('\n')) {
    const quotes = /^[\s>]*/.exec(line)![0].replace(/\s/g, '').length
    const indent = /^ */.exec(line)![0].length
    deepest = Math.max(deepest, quotes, /^\s*(?:[-*+]|\d+[.)])\s/.test(line) ? Math.floor(indent / 2) : 0)
  }
  return deepest
}

export const markdownRenderer = new MarkdownRenderer()
