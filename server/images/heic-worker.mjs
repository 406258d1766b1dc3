// Decodes HEIC/HEIF images off the main thread, one message at a time (heic-decode's WebAssembly libheif works
// synchronously). Plain JavaScript so that it runs the same under tsx, vitest and node.
// In: { id, bytes, maxPixels, maxSide, maxAspectRatio }. Out: { ready, thread } once, then { id, width, height, data } (RGBA), or
// { id, error, refused? } (refused: the header's size is past a limit; nothing was decoded).
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import decode from 'heic-decode'

// This thread's id on Linux ("<pid>/task/<tid>"). A decode keeps a core busy for about a second a photo, so the thread
// gives way to the server's own, which answers the visitors (on Linux a thread has its own priority, and lowering it
// needs no rights); the server's time limit then counts the CPU time the decode used (sent with `ready`), not the time
// a busy machine kept it waiting. Elsewhere: undefined, the priority stays and the limit counts wall time.
let thread
try {
  thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
  setPriority(thread, 10)
} catch {
  // not Linux
}

parentPort.postMessage({ ready: true, thread })
parentPort.on('message', async ({ id, bytes, maxPixels, maxSide, maxAspectRatio }) => {
  try {
    const images = await decode.all({ buffer: bytes })
    try {
      const primary = images[0]
      if (!primary) throw new Error('no image in the file')
      const { width, height } = primary
      const long = Math.max(width, height)
      if (width * height > maxPixels || long > maxSide || long > maxAspectRatio * Math.min(width, height)) {
        parentPort.postMessage({ id, error: 'past the limits', refused: true, width, height })
      } else {
        const decoded = await primary.decode()
        parentPort.postMessage({ id, width: decoded.width, height: decoded.height, data: decoded.data }, [decoded.data.buffer])
      }
    } finally {
      images.dispose()
    }
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
