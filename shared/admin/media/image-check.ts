// The image upload limit (the server refuses more with 413 as well).
import { MAX_IMAGE_BYTES } from '#shared/schema/upload.ts'
import { isShrinkable } from './shrink-plan.ts'

export { MAX_IMAGE_BYTES }

/**
 * Why a chosen file is not sent: a key of the `upload` words in the console's `media` catalogue (in Spanish the
 * studio's original console's words, in English their translation).
 */
export type UploadRefusal = 'notAnImage' | 'tooLarge'

/**
 * What file pickers offer: every image type, and HEIC/HEIF by name too, since browsers off Apple systems often give
 * an iPhone photo no type at all.
 */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif'

const HEIC_NAME = /\.(heic|heif)$/i

/** An iPhone photo: the server converts it, the browser cannot draw it. */
export function isHeic(file: { type: string; name: string }): boolean {
  return file.type === 'image/heic' || file.type === 'image/heif' || (file.type === '' && HEIC_NAME.test(file.name))
}

export type UploadPlan =
  /** Send the bytes as they are, with this type. */
  | { action: 'send'; type: string }
  /** A JPEG, PNG or WebP over the limit: redrawn smaller in the browser first (shrink-image.ts). */
  | { action: 'shrink' }
  | { action: 'refuse'; reason: UploadRefusal }

/** What happens to a chosen file before it is sent: the type is checked before the size. */
export function planImageUpload(file: { type: string; size: number; name: string }): UploadPlan {
  const heic = isHeic(file)
  if (!heic && !file.type.startsWith('image/')) return { action: 'refuse', reason: 'notAnImage' }
  // Past the check above, only a HEIC named file can have no type: name it for the server's logs and parsers.
  if (file.size <= MAX_IMAGE_BYTES) return { action: 'send', type: file.type || (/\.heif$/i.test(file.name) ? 'image/heif' : 'image/heic') }
  if (isShrinkable(file.type)) return { action: 'shrink' }
  return { action: 'refuse', reason: 'tooLarge' }
}

/** Of several dropped or pasted files, the first image (or else the first file, so its refusal can be shown). */
export function pickImageFile<F extends { type: string; name: string }>(files: Iterable<F>): F | null {
  const list = [...files]
  return list.find((file) => file.type.startsWith('image/') || isHeic(file)) ?? list[0] ?? null
}
