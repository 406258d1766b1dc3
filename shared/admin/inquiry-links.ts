import { STUDIO } from '../content/studio.ts'
import type { Inquiry } from '../schema/inquiry.ts'
import { SERVICE_LABEL } from './format.ts'

/** A reply that opens the staff's mail program with the subject and greeting filled in. */
export function replyMailto(inquiry: Pick<Inquiry, 'email' | 'firstName' | 'service'>): string {
  const about = inquiry.service ? ` about ${SERVICE_LABEL[inquiry.service].toLowerCase()}` : ''
  const subject = `Your inquiry${about} – ${STUDIO.name}`
  const body = `Hi ${inquiry.firstName},\n\nThank you for contacting ${STUDIO.name}.\n\n`
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** Digits and a leading + only, as tel: links want them. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`
}
