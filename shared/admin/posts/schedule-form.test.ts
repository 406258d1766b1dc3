import { describe, expect, it } from 'vitest'
import { newPostValues, validatePostForm } from './post-form-values.ts'

const filled = { ...newPostValues(), title: 'Spring offers', excerpt: 'Touch-ups.', category: 'Aftercare', markdown: 'Hi' }
const NOW = Date.parse('2026-11-24T12:00:00.000Z')

describe('the post form’s schedule', () => {
  it('sends the schedule of an unpublished post, and none when it is not scheduled', () => {
    const scheduled = validatePostForm({ ...filled, scheduledAt: '2026-12-03T14:00:00.000Z' }, NOW)
    expect(scheduled.ok && scheduled.input.scheduledAt).toBe('2026-12-03T14:00:00.000Z')
    const plain = validatePostForm(filled, NOW)
    expect(plain.ok && plain.input.scheduledAt).toBeNull()
  })

  it('drops the schedule when the post is published now', () => {
    const result = validatePostForm({ ...filled, published: true, scheduledAt: '2026-12-03T14:00:00.000Z' }, NOW)
    expect(result.ok && result.input.scheduledAt).toBeNull()
  })

  it('refuses a time already passed, on the schedule field', () => {
    const result = validatePostForm({ ...filled, scheduledAt: '2026-11-24T11:59:00.000Z' }, NOW)
    expect(result).toEqual({ ok: false, errors: { scheduledAt: 'Choose a date and time in the future' } })
  })
})
