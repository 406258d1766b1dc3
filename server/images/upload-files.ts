import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { MODERN_FORMATS } from '#shared/content/responsive-image.ts'
import { SHARE_CROP_PATH } from '#shared/content/share-crop.ts'
import { type ImageType, detectImageType } from './image-type.ts'

// The files the server itself writes below uploads/, by their path there: each photo as `<id>.<format>`
// (image-library.ts; uploads from before the pipeline kept their `.jpeg`) and its sizes as `v/<id>-<width>.<format>`
// (pipeline.ts, `variantFile`) and its share crops as `v/<id>-og-<x>-<y>.jpg` (shared/content/share-crop.ts). Nothing else is served from the folder or restored into it: a page or a script there
// would run on the site's own origin, with the signed-in owner's cookies.

/** The folder of the photos' sizes, below uploads/. */
export const SIZES_FOLDER = 'v'

const TYPE_OF_EXTENSION: Record<string, ImageType> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' }
const PHOTO = new RegExp(`^[\\w-]{1,128}\\.(${Object.keys(TYPE_OF_EXTENSION).join('|')})$`)
const SIZE = new RegExp(`^${SIZES_FOLDER}/[\\w-]{1,128}-\\d{1,5}\\.(${[...MODERN_FORMATS, 'jpg', 'png'].join('|')})$`)

/** The image type a file below uploads/ holds when the server wrote it, from its path there; undefined for a path it never writes. */
export function uploadFileType(path: string): ImageType | undefined {
  if (SHARE_CROP_PATH.test(path)) return 'jpg'
  const extension = (PHOTO.exec(path) ?? SIZE.exec(path))?.[1]
  return extension === undefined ? undefined : TYPE_OF_EXTENSION[extension]
}

/** Enough of a file for `detectImageType` (an AVIF's brands end within 144 bytes). */
const HEAD_BYTES = 256

/**
 * Whether the file at `path` below `uploadsDir` is one the server would have written: a name it gives, and bytes that
 * are the image that name says, told by their first bytes as an upload is.
 */
export async function isServerImage(uploadsDir: string, path: string): Promise<boolean> {
  const type = uploadFileType(path)
  if (type === undefined) return false
  const file = await open(join(uploadsDir, path), 'r')
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0)
    return detectImageType(buffer.subarray(0, bytesRead)) === type
  } finally {
    await file.close()
  }
}
