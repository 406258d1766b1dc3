import type { Inquiry } from '../../schema/inquiry.ts'
import { serviceLabel } from '../ui/format.ts'

/**
 * A reply that opens the staff's mail program with the subject and greeting filled in, in the language of the page the
 * visitor wrote from (Spanish greets with "usted", BRAND.md), naming the studio.
 */
export function replyMailto(inquiry: Pick<Inquiry, 'email' | 'firstName' | 'service' | 'language'>, studioName: string): string {
  const studio = studioName ? ` – ${studioName}` : ''
  let subject: string
  let body: string
  if (inquiry.language === 'es') {
    subject = `Su consulta${studio}`
    body = `Hola, ${inquiry.firstName}:\n\nGracias por escribir a ${studioName || 'nuestro estudio'}.\n\n`
  } else {
    const about = inquiry.service ? ` about ${serviceLabel(inquiry.service).toLowerCase()}` : ''
    subject = `Your inquiry${about}${studio}`
    body = `Hi ${inquiry.firstName},\n\nThank you for contacting ${studioName || 'us'}.\n\n`
  }
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** Digits and a leading + only, as tel: links want them. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`
}
