import { describe, expect, it } from 'vitest'
import { newServiceValues, serviceServerErrors, serviceUpdate, validateServiceForm } from './service-form-values.ts'

const filled = {
  ...newServiceValues(),
  nameEn: 'Brow tint',
  nameEs: 'Tinte de cejas',
  summaryEn: 'A soft tint.',
  summaryEs: 'Un tinte suave.',
  group: 'brows' as const,
  durationFrom: '25',
  durationTo: '40',
  price: '275',
  benefitsEn: 'Quick\n\n  Gentle  \n',
}

describe('the service form', () => {
  it('sends the typed numbers, one point a line, no touch-up price or deposit when empty, and an address from the English name', () => {
    const result = validateServiceForm(filled)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.input).toMatchObject({
      slug: 'brow-tint',
      duration: { from: 25, to: 40 },
      price: 275,
      touchUpPrice: null,
      deposit: null,
      benefits: { en: ['Quick', 'Gentle'], es: [] },
      bookingUrl: '',
      hidden: false,
    })
  })

  it('names every problem on its own field, in the form’s order', () => {
    const result = validateServiceForm({ ...filled, nameEs: '', group: '', durationTo: '20', price: '', bookingUrl: 'http://insecure.example' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors)).toEqual(['nameEs', 'group', 'durationTo', 'price', 'bookingUrl'])
  })

  it('puts the server’s field messages under the form’s fields', () => {
    expect(
      serviceServerErrors({ 'name.es': 'Write the Spanish name', 'duration.to': 'Too short', 'benefits.en.3': 'Too long', slug: 'Taken', unknown: 'x' }),
    ).toEqual({
      nameEs: 'Write the Spanish name',
      durationTo: 'Too short',
      benefitsEn: 'Too long',
      slug: 'Taken',
    })
  })

  it('sends an edit without the address, which never changes, and with the version it opened', () => {
    const result = validateServiceForm(filled)
    if (!result.ok) throw new Error('expected valid')
    const update = serviceUpdate(result.input, '2026-01-01T00:00:00.000Z')
    expect(update).not.toHaveProperty('slug')
    expect(update.updatedAt).toBe('2026-01-01T00:00:00.000Z')
  })
})
