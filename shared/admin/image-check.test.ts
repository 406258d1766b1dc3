import { describe, expect, it } from 'vitest'
import { MAX_IMAGE_BYTES, UPLOAD_TEXT, checkImageFile } from './image-check.ts'

describe('checkImageFile (SPEC §5)', () => {
  it('accepts an image of up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 1234 })).toBeNull()
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull()
  })

  it('refuses a file that is not an image, in Spanish', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('Por favor selecciona solo archivos de imagen')
    expect(checkImageFile({ type: '', size: 10 })).toBe(UPLOAD_TEXT.notAnImage)
  })

  it('refuses an image over 5 MB, in Spanish', () => {
    expect(checkImageFile({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('El archivo es demasiado grande. Máximo 5MB')
    expect(checkImageFile({ type: 'image/gif', size: MAX_IMAGE_BYTES + 1 })).toBe(UPLOAD_TEXT.tooLarge)
  })

  it('reports the type before the size', () => {
    expect(checkImageFile({ type: 'video/mp4', size: 50 * 1024 * 1024 })).toBe(UPLOAD_TEXT.notAnImage)
  })
})
