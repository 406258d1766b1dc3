import { describe, expect, it } from 'vitest'
import { replyMailto, telHref } from './inquiry-links.ts'

describe('replying to an inquiry', () => {
  it('opens an email to the client with subject and greeting filled in', () => {
    const href = replyMailto({ email: 'ana@example.com', firstName: 'Ana', service: 'lip-pigmentation', language: 'en' }, 'Belleza Brow & Lip Studio')
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('ana@example.com')
    expect(url.searchParams.get('subject')).toBe('Your inquiry about lip pigmentation – Belleza Brow & Lip Studio')
    expect(url.searchParams.get('body')).toMatch(/^Hi Ana,\n\nThank you for contacting Belleza Brow & Lip Studio/)
  })

  it('leaves the service out of the subject when none was chosen', () => {
    const url = new URL(replyMailto({ email: 'a@example.com', firstName: 'A', service: '', language: 'en' }, 'Belleza Brow & Lip Studio'))
    expect(url.searchParams.get('subject')).toBe('Your inquiry – Belleza Brow & Lip Studio')
  })

  it('answers in Spanish an inquiry sent from a Spanish page', () => {
    const url = new URL(replyMailto({ email: 'lu@example.com', firstName: 'Lucía', service: 'microblading', language: 'es' }, 'Belleza Brow & Lip Studio'))
    expect(url.searchParams.get('subject')).toBe('Su consulta – Belleza Brow & Lip Studio')
    expect(url.searchParams.get('body')).toMatch(/^Hola, Lucía:\n\nGracias por escribir a Belleza Brow & Lip Studio/)
  })

  it('dials US numbers in international form and keeps a given country code', () => {
    expect(telHref('(770) 555-0142')).toBe('tel:+17705550142')
    expect(telHref('+52 55 1234 5678')).toBe('tel:+525512345678')
  })
})
