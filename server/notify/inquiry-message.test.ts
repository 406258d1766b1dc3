import { describe, expect, it } from 'vitest'
import type { Inquiry } from '#shared/schema/inquiry.ts'
import { inquiryMessage } from './inquiry-message.ts'

const INQUIRY: Inquiry = {
  id: 'i1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '',
  service: 'ombre-brows',
  message: 'Line one\nLine two',
  language: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
  status: 'new',
  updatedAt: '2026-11-01T10:00:00.000Z',
  history: [],
  notification: null,
}
const ADMIN = 'https://belleza-studio.example/admin'

describe('the inquiry email', () => {
  it('names the visitor and the service in the subject, and holds every field in text and HTML', () => {
    const { subject, text, html } = inquiryMessage(INQUIRY, ADMIN)
    expect(subject).toBe('New inquiry: Jane Doe — Ombre Brows')
    for (const part of [text, html]) {
      for (const value of ['Jane Doe', 'jane@example.com', 'Ombre Brows', 'Sent from the English page', ADMIN]) expect(part).toContain(value)
    }
    expect(text).toContain('Line one\nLine two')
    expect(text).toContain('Phone:         —')
  })

  it('notes a Spanish page and leaves the service out of the subject when none was chosen', () => {
    const { subject, text } = inquiryMessage({ ...INQUIRY, language: 'es', service: '' }, ADMIN)
    expect(subject).toBe('New inquiry: Jane Doe')
    expect(text).toContain('Sent from the Spanish page (the visitor may prefer Spanish)')
  })

  it('escapes everything the visitor wrote in the HTML, and keeps the subject on one line', () => {
    const { subject, html } = inquiryMessage(
      { ...INQUIRY, firstName: 'Eve\r\nBcc: x@evil.example', lastName: '<b>"Doe"</b>', message: `<img src=x onerror=alert(1)> & 'quotes'` },
      ADMIN,
    )
    expect(subject).toBe('New inquiry: Eve Bcc: x@evil.example <b>"Doe"</b> — Ombre Brows')
    expect(html).not.toMatch(/<img|<b>/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39;')
    expect(html).toContain('&lt;b&gt;&quot;Doe&quot;&lt;/b&gt;')
  })
})
