// Decodes HEIC/HEIF images off the main thread, one message at a time (heic-decode's WebAssembly libheif works
// synchronously). Plain JavaScript so that it runs the same under tsx, vitest and node.
// In: { id, bytes, maxPixels, maxSide, maxAspectRatio }. Out: { id, width, height, data } (RGBA), or
// { id, error, refused? } (refused: the header's size is past a limit; nothing was decoded).
import { parentPort } from 'node:worker_threads'
import decode from 'heic-decode'

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
