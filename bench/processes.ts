import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/**
 * Everything the bench starts (servers, browsers, temp folders) registers how to undo it here. `run.ts` runs the
 * clean-ups in a finally block and on SIGINT/SIGTERM/SIGHUP; child processes still alive when we exit get SIGKILL.
 */
const cleanups: Array<{ label: string; fn: () => unknown }> = []
const children = new Set<ChildProcess>()

export function onCleanup(label: string, fn: () => unknown): () => void {
  const entry = { label, fn }
  cleanups.push(entry)
  return () => {
    const index = cleanups.indexOf(entry)
    if (index >= 0) cleanups.splice(index, 1)
  }
}

let draining: Promise<void> | undefined

/** Runs every registered clean-up, newest first. Concurrent callers (a signal and a failing run) share one pass. */
export function runCleanups(): Promise<void> {
  draining ??= (async () => {
    while (cleanups.length > 0) {
      const { label, fn } = cleanups.pop()!
      try {
        await fn()
      } catch (error) {
        console.error(`[bench] clean-up "${label}" failed:`, error instanceof Error ? error.message : error)
      }
    }
    draining = undefined
  })()
  return draining
}

let interrupted: { signal: string; code: number } | undefined
/** The signal that stopped the run, if one did: the run then exits with its code, not as a failure. */
export function interruption(): { signal: string; code: number } | undefined {
  return interrupted
}

export function trackChild(child: ChildProcess): ChildProcess {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/** Stops a child: SIGTERM, then SIGKILL after `graceMs`. Resolves once it has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

let installed = false
export function installSignalHandlers(): void {
  if (installed) return
  installed = true
  const codes: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 }
  for (const [signal, code] of Object.entries(codes)) {
    // `on`, not `once`: a Ctrl-C reaches us twice (from the terminal and relayed by tsx), and the second must not
    // kill the process halfway through the clean-up.
    process.on(signal, () => {
      if (interrupted) return
      interrupted = { signal, code }
      console.error(`\n[bench] ${signal}: stopping servers and browsers…`)
      const hardStop = setTimeout(() => process.exit(code), 15_000)
      hardStop.unref()
      void runCleanups().finally(() => process.exit(code))
    })
  }
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL')
  })
}

/** A port nobody listens on right now, on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** RSS and its high-water mark of a process, from /proc/<pid>/status (Linux), in bytes. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024
  return { rss: field('VmRSS'), hwm: field('VmHWM') }
}
