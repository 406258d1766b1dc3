import { MAX_IMAGE_BYTES } from '#shared/schema/upload.ts'
import { fitWithin, MAX_SIDE, shrinkAttempts, shrunkName, type ShrinkAttempt } from './shrink-plan.ts'

type Canvas = OffscreenCanvas | HTMLCanvasElement
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

/**
 * Redraws a JPEG, PNG or WebP over the limit on a canvas, upright (the camera's orientation applied) and
 * at most 4096 px on its longest side, and encodes it again, smaller each try (shrink-plan.ts) until it fits.
 * Re-encoding also leaves the camera's metadata behind. Null when even the smallest try is too large; rejects when
 * the browser cannot read the picture.
 */
export async function shrinkImage(file: File, limit = MAX_IMAGE_BYTES): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  try {
    // A JPEG has no transparency; for the others, look (at the first try's size, where it would be kept).
    const first = fitWithin(bitmap.width, bitmap.height, MAX_SIDE)
    const transparent = file.type !== 'image/jpeg' && hasTransparency(draw(bitmap, first.width, first.height).context, first)
    for (const attempt of shrinkAttempts(bitmap, transparent)) {
      const blob = await encode(bitmap, attempt)
      if (blob.size <= limit) return new File([blob], shrunkName(file.name, blob.type), { type: blob.type, lastModified: file.lastModified })
    }
    return null
  } finally {
    bitmap.close()
  }
}

function draw(bitmap: ImageBitmap, width: number, height: number): { canvas: Canvas; context: Context } {
  const canvas: Canvas =
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height })
  const context = canvas.getContext('2d', { willReadFrequently: true }) as Context | null
  if (!context) throw new Error('This browser cannot draw images')
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  return { canvas, context }
}

function hasTransparency(context: Context, { width, height }: { width: number; height: number }): boolean {
  const { data } = context.getImageData(0, 0, width, height)
  for (let index = 3; index < data.length; index += 4) if (data[index]! < 255) return true
  return false
}

async function encode(bitmap: ImageBitmap, attempt: ShrinkAttempt): Promise<Blob> {
  const { canvas, context } = draw(bitmap, attempt.width, attempt.height)
  if (attempt.type === 'image/jpeg') {
    // JPEG has no transparency: what was see-through becomes white, not black.
    context.globalCompositeOperation = 'destination-over'
    context.fillStyle = '#fff'
    context.fillRect(0, 0, attempt.width, attempt.height)
  }
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), attempt.type, attempt.quality),
    )
  }
  // A browser that cannot write the type gives PNG; the name follows the blob's real type.
  return canvas.convertToBlob({ type: attempt.type, quality: attempt.quality })
}
