import { describe, expect, it } from 'vitest'
import type { GalleryItem } from '#shared/schema/gallery.ts'
import {
  galleryItemToValues,
  galleryServerErrors,
  galleryUpdate,
  newGalleryValues,
  validateGalleryForm,
  type GalleryFormValues,
} from './gallery-form-values.ts'

const filled = (overrides: Partial<GalleryFormValues> = {}): GalleryFormValues => ({
  ...newGalleryValues(),
  service: 'ombre-brows',
  beforeImage: '/uploads/before-1.jpg',
  afterImage: '/uploads/after-1.jpg',
  altEn: 'Brows before and after ombre shading',
  altEs: 'Cejas antes y después del sombreado ombré',
  ...overrides,
})

describe('the gallery form', () => {
  it('starts as an unpublished before-and-after pair with nothing chosen', () => {
    expect(newGalleryValues()).toMatchObject({ kind: 'before-after', service: '', consent: false, published: false })
  })

  it('asks for the service, both photos of a pair, in the form’s order', () => {
    const result = validateGalleryForm(newGalleryValues())
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors)).toEqual(['service', 'beforeImage', 'afterImage'])
    expect(result.errors.beforeImage).toBe('A before-and-after pair needs the before photo')
  })

  it('refuses to publish without the client’s consent and the alt text in both languages', () => {
    const result = validateGalleryForm(filled({ published: true, altEs: '' }))
    expect(result).toEqual({
      ok: false,
      errors: {
        altEs: 'Describe the photos in Spanish before publishing',
        consent: "Record the client's consent before publishing their photos",
      },
    })
    expect(validateGalleryForm(filled({ published: true, consent: true })).ok).toBe(true)
  })

  it('leaves empty optional fields out and drops the before photo of a healed result', () => {
    const result = validateGalleryForm(filled({ kind: 'healed', weeksHealed: ' 8 ', artist: '  ', consentDate: '' }))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.input).toMatchObject({ kind: 'healed', weeksHealed: 8, caption: { en: '', es: '' } })
    expect(result.input).not.toHaveProperty('beforeImage', expect.anything())
    expect(result.input.artist).toBeUndefined()
  })

  it('says what is wrong with the weeks and the consent date', () => {
    const result = validateGalleryForm(filled({ weeksHealed: '2.5', consentDate: '5/1/2025' }))
    expect(result.ok || result.errors).toEqual({ weeksHealed: 'Enter a whole number of weeks', consentDate: 'Enter the date as YYYY-MM-DD' })
  })

  it('opens an item with every field as it is stored, and sends null for emptied optional fields', () => {
    const item: GalleryItem = {
      id: 'g1',
      order: 0,
      kind: 'before-after',
      service: 'lip-pigmentation',
      beforeImage: '/uploads/b.jpg',
      afterImage: '/uploads/a.jpg',
      caption: { en: 'Lips', es: 'Labios' },
      alt: { en: 'Lips', es: 'Labios' },
      weeksHealed: 6,
      artist: 'Camila Ortiz',
      consent: true,
      consentDate: '2025-03-01',
      published: true,
      createdAt: '2025-03-02T10:00:00.000Z',
      updatedAt: '2025-03-02T10:00:00.000Z',
    }
    const values = galleryItemToValues(item)
    expect(values).toMatchObject({ captionEs: 'Labios', weeksHealed: '6', consentDate: '2025-03-01' })
    const result = validateGalleryForm({ ...values, weeksHealed: '', artist: '', consentDate: '' })
    expect(result.ok && galleryUpdate(result.input)).toMatchObject({ weeksHealed: null, artist: null, consentDate: null, beforeImage: '/uploads/b.jpg' })
  })

  it('puts the server’s nested field messages on the form’s fields', () => {
    expect(galleryServerErrors({ 'alt.en': 'Describe it', consent: 'Consent first', unknown: 'x' })).toEqual({
      altEn: 'Describe it',
      consent: 'Consent first',
    })
  })
})
