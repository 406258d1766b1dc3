import { Worker } from 'node:worker_threads'

export type HeicResult =
  { kind: 'decoded'; width: number; height: number; data: Uint8Array } | { kind: 'too-large'; width: number; height: number } | { kind: 'unreadable' }

const WORKER = new URL('./heic-worker.mjs', import.meta.url)

/**
 * Decodes a HEIC/HEIF photo to RGBA in a worker thread (sharp's own libheif has no HEVC decoder, and heic-decode's
 * WebAssembly decoder blocks the thread it runs on). One worker per photo: its memory is returned when it ends.
 */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, { workerData: { bytes, maxPixels } })
    let settled = false
    const settle = (result: HeicResult) => {
      if (settled) return
      settled = true
      resolve(result)
      void worker.terminate()
    }
    worker.once('message', (message: { width?: number; height?: number; data?: Uint8Array; error?: string; tooLarge?: boolean }) => {
      if (message.tooLarge) settle({ kind: 'too-large', width: message.width ?? 0, height: message.height ?? 0 })
      else if (message.data && message.width && message.height) {
        settle({ kind: 'decoded', width: message.width, height: message.height, data: message.data })
      } else settle({ kind: 'unreadable' })
    })
    worker.once('error', () => settle({ kind: 'unreadable' }))
    worker.once('exit', () => settle({ kind: 'unreadable' }))
  })
}
