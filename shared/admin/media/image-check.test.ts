import { describe, expect, it } from 'vitest'
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES, isHeic, pickImageFile, planImageUpload } from './image-check.ts'

const MB = 1024 * 1024

describe('planImageUpload', () => {
  it('sends an image of up to 5 MB as it is', () => {
    expect(planImageUpload({ type: 'image/png', size: 1234, name: 'brows.png' })).toEqual({ action: 'send', type: 'image/png' })
    expect(planImageUpload({ type: 'image/jpeg', size: MAX_IMAGE_BYTES, name: 'lips.jpg' })).toEqual({ action: 'send', type: 'image/jpeg' })
  })

  it('refuses a file that is not an image', () => {
    expect(planImageUpload({ type: 'application/pdf', size: 10, name: 'consent.pdf' })).toEqual({ action: 'refuse', reason: 'notAnImage' })
    expect(planImageUpload({ type: '', size: 10, name: 'notes' })).toEqual({ action: 'refuse', reason: 'notAnImage' })
  })

  it('reports the type before the size', () => {
    expect(planImageUpload({ type: 'video/mp4', size: 50 * MB, name: 'clip.mp4' })).toEqual({ action: 'refuse', reason: 'notAnImage' })
  })

  it('shrinks a JPEG, PNG or WebP over 5 MB instead of refusing it', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(planImageUpload({ type, size: 12 * MB, name: 'photo' })).toEqual({ action: 'shrink' })
    }
    expect(planImageUpload({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1, name: 'a.jpg' })).toEqual({ action: 'shrink' })
  })

  it('refuses other images over 5 MB, since the browser cannot redraw them', () => {
    expect(planImageUpload({ type: 'image/gif', size: MAX_IMAGE_BYTES + 1, name: 'a.gif' })).toEqual({ action: 'refuse', reason: 'tooLarge' })
    expect(planImageUpload({ type: 'image/heic', size: 6 * MB, name: 'IMG_0001.HEIC' })).toEqual({ action: 'refuse', reason: 'tooLarge' })
  })

  it('sends an iPhone HEIC photo to the server, even when the browser gave it no type', () => {
    expect(planImageUpload({ type: 'image/heic', size: 3 * MB, name: 'IMG_0001.HEIC' })).toEqual({ action: 'send', type: 'image/heic' })
    expect(planImageUpload({ type: '', size: 3 * MB, name: 'IMG_0001.HEIC' })).toEqual({ action: 'send', type: 'image/heic' })
    expect(planImageUpload({ type: '', size: 3 * MB, name: 'portrait.heif' })).toEqual({ action: 'send', type: 'image/heif' })
    expect(planImageUpload({ type: '', size: 6 * MB, name: 'IMG_0002.heic' })).toEqual({ action: 'refuse', reason: 'tooLarge' })
  })
})

describe('HEIC files', () => {
  it('are told by their type, or by their name when the type is empty', () => {
    expect(isHeic({ type: 'image/heif', name: 'x' })).toBe(true)
    expect(isHeic({ type: '', name: 'x.heic' })).toBe(true)
    expect(isHeic({ type: 'text/plain', name: 'x.heic' })).toBe(false)
    expect(isHeic({ type: 'image/jpeg', name: 'x.jpg' })).toBe(false)
  })

  it('are offered by the file pickers', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/*', '.heic', '.heif']))
  })
})

describe('pickImageFile', () => {
  it('takes the first image among dropped files, or the first file so that its refusal is shown', () => {
    const pdf = { type: 'application/pdf', name: 'a.pdf' }
    const heic = { type: '', name: 'b.HEIC' }
    const png = { type: 'image/png', name: 'c.png' }
    expect(pickImageFile([pdf, heic, png])).toBe(heic)
    expect(pickImageFile([pdf])).toBe(pdf)
    expect(pickImageFile([])).toBeNull()
  })
})
