import { describe, expect, it } from 'vitest'
import type { Testimonial } from '#shared/schema/testimonial.ts'
import { type ReviewFormValues, newReviewValues, reviewServerErrors, reviewToValues, reviewUpdate, validateReviewForm } from './review-form-values.ts'
import { createConsoleI18n } from '../i18n/console-i18n.ts'

/** The English console's words, which the messages below are. */
const t = createConsoleI18n('en').getFixedT(null, 'reviews')

const filled = (overrides: Partial<ReviewFormValues> = {}): ReviewFormValues => ({
  ...newReviewValues(),
  name: 'Rosa M.',
  service: 'microblading',
  source: 'google',
  quoteEn: 'They look like my own brows.',
  ...overrides,
})

describe('the review form', () => {
  it('asks for the name, the service, where it was said and the words, in the form’s order', () => {
    const result = validateReviewForm(newReviewValues(), t)
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Write the name as the client agreed to show it',
        service: 'Choose the service the review is about, or "The studio in general"',
        source: 'Choose where the client said it',
        quoteEn: "Write the client's words in English or in Spanish",
      },
    })
  })

  it('refuses to publish without the permission, and a sample at all', () => {
    expect(validateReviewForm(filled({ published: true }), t)).toEqual({
      ok: false,
      errors: { permission: "Record the client's permission to quote them before publishing" },
    })
    expect(validateReviewForm(filled({ published: true, permission: true }), t).ok).toBe(true)
    const sample = validateReviewForm(filled({ published: true, permission: true }), t, true)
    expect(sample.ok || sample.errors.published).toMatch(/sample review cannot be published/)
  })

  it('sends no stars and no date when none were given, and clears them on an edit', () => {
    const result = validateReviewForm(filled({ rating: '', date: '' }), t)
    if (!result.ok) throw new Error('valid')
    expect(result.input).not.toHaveProperty('rating', expect.anything())
    expect(reviewUpdate(result.input, '2026-01-01T00:00:00.000Z')).toMatchObject({ rating: null, date: null, updatedAt: '2026-01-01T00:00:00.000Z' })
    const rated = validateReviewForm(filled({ rating: '4', date: '2026-03-01' }), t)
    expect(rated.ok && rated.input).toMatchObject({ rating: 4, date: '2026-03-01' })
  })

  it('puts the server’s nested messages on the form’s fields, and opens a stored review as it is', () => {
    expect(reviewServerErrors({ 'quote.es': 'Unknown placeholder {{x}}', permission: 'Needed', other: 'ignored' })).toEqual({
      quoteEs: 'Unknown placeholder {{x}}',
      permission: 'Needed',
    })
    const stored: Testimonial = {
      id: 'r1',
      quote: { en: '', es: 'Vale la pena.' },
      name: 'Lucía R.',
      service: 'general',
      source: 'in-person',
      permission: true,
      published: true,
      sample: false,
      order: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }
    expect(reviewToValues(stored)).toEqual({
      ...newReviewValues(),
      name: 'Lucía R.',
      service: 'general',
      source: 'in-person',
      quoteEs: 'Vale la pena.',
      permission: true,
      published: true,
    })
  })
})
