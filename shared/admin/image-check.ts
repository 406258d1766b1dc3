/** SPEC §9: image upload limit 5 MB (the server refuses more with 413 as well). */
import { MAX_IMAGE_BYTES } from '../schema/upload.ts'

export { MAX_IMAGE_BYTES }

/** SPEC §5 and §8: the upload messages, in Spanish as the studio's original console showed them. */
export const UPLOAD_TEXT = {
  notAnImage: 'Por favor selecciona solo archivos de imagen',
  tooLarge: 'El archivo es demasiado grande. Máximo 5MB',
  uploading: 'Subiendo...',
  failed: 'Error al subir la imagen',
} as const

/** Checks a chosen file before it is sent: the message to show, or null when it may be uploaded. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_TEXT.notAnImage
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_TEXT.tooLarge
  return null
}
