import { describe, expect, it } from 'vitest'
import { refusedContactForm } from './contact-form-state.ts'

describe('refusedContactForm', () => {
  it("keeps the visitor's own fields and marks those the server named, never the honeypot or the language", () => {
    const body = { firstName: 'María', email: 'maria@gmail', phone: '', service: 'microblading', website: 'http://spam.example', language: 'es' }
    expect(refusedContactForm(400, body, { email: 'Enter a valid email address', language: 'Invalid' })).toEqual({
      status: 400,
      values: { firstName: 'María', email: 'maria@gmail', phone: '', service: 'microblading' },
      invalid: ['email'],
    })
  })

  it('sends back only text, cut to the longest a field takes', () => {
    const form = refusedContactForm(400, { firstName: ['a', 'b'], message: 'x'.repeat(9000) })
    expect(form.values.firstName).toBeUndefined()
    expect(form.values.message).toHaveLength(5000)
    expect(refusedContactForm(429, undefined)).toEqual({ status: 429, values: {}, invalid: [] })
  })
})
