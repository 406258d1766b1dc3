/**
 * A photo over the 5 MB limit is redrawn smaller in the browser before it is sent, so staff can drop a
 * 12 MB phone picture and it just works. These are the decisions (which files, what sizes, which format), kept
 * pure so they are tested without a canvas; shrink-image.ts does the drawing.
 */

import { MAX_SIDE } from '#shared/schema/upload.ts'

/** The types a browser can both decode and encode again. GIF (animation) and HEIC go to the server as they are. */
const SHRINKABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

export { MAX_SIDE }

/** Smaller sides tried, in turn, when the quality steps alone do not get under the limit. */
const SIDES = [MAX_SIDE, 3072, 2048, 1600]
/** JPEG (or WebP) qualities tried at each size, best first. */
const QUALITIES = [0.9, 0.82, 0.74, 0.66]

type ShrinkType = 'image/jpeg' | 'image/webp'

export interface ShrinkAttempt {
  width: number
  height: number
  type: ShrinkType
  quality: number
}

export function isShrinkable(type: string): boolean {
  return (SHRINKABLE_TYPES as readonly string[]).includes(type)
}

/** The size that fits `maxSide` on the longest side, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * The encodings to try, in order, until one is under the limit: quality steps down at each size, then a smaller
 * size. Opaque photos become JPEG; a picture with transparency becomes WebP, which keeps it (a browser that cannot
 * write WebP gives PNG instead, which keeps it too).
 */
export function shrinkAttempts(source: { width: number; height: number }, transparent: boolean): ShrinkAttempt[] {
  const type: ShrinkType = transparent ? 'image/webp' : 'image/jpeg'
  const attempts: ShrinkAttempt[] = []
  const seen = new Set<string>()
  for (const side of SIDES) {
    const size = fitWithin(source.width, source.height, side)
    const key = `${size.width}x${size.height}`
    if (seen.has(key)) continue // a small picture is the same size for every side
    seen.add(key)
    for (const quality of QUALITIES) attempts.push({ ...size, type, quality })
  }
  return attempts
}

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' }

/** The file's name with the extension of its new type: `IMG_2041.PNG` → `IMG_2041.jpg`. */
export function shrunkName(name: string, type: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '') || 'image'
  return `${stem}.${EXTENSION[type] ?? 'img'}`
}
