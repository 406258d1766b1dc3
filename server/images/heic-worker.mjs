// Decodes one HEIC/HEIF image off the main thread (heic-decode's WebAssembly libheif works synchronously).
// Plain JavaScript so that it runs the same under tsx, vitest and node. Input: { bytes, maxPixels }.
// Output: { width, height, data } (RGBA), or { error, tooLarge? }.
import { parentPort, workerData } from 'node:worker_threads'
import decode from 'heic-decode'

const { bytes, maxPixels } = workerData
try {
  const images = await decode.all({ buffer: bytes })
  try {
    const primary = images[0]
    if (!primary) throw new Error('no image in the file')
    if (primary.width * primary.height > maxPixels) {
      parentPort.postMessage({ error: 'too many pixels', tooLarge: true, width: primary.width, height: primary.height })
    } else {
      const { width, height, data } = await primary.decode()
      parentPort.postMessage({ width, height, data }, [data.buffer])
    }
  } finally {
    images.dispose()
  }
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) })
}
