import type { Inquiry } from '#shared/schema/inquiry.ts'
import { serviceLabel } from '../ui/format.ts'

/**
 * A reply's subject and greeting, in the language of the page the visitor wrote from (Spanish greets with "usted",
 * as the studio addresses its clients), naming the studio: the mail program's draft (`replyMailto`) and the console's reply form start from it.
 */
export function replyDraft(inquiry: Pick<Inquiry, 'firstName' | 'service' | 'language'>, studioName: string): { subject: string; body: string } {
  const studio = studioName ? ` – ${studioName}` : ''
  if (inquiry.language === 'es') {
    return { subject: `Su consulta${studio}`, body: `Hola, ${inquiry.firstName}:\n\nGracias por escribir a ${studioName || 'nuestro estudio'}.\n\n` }
  }
  const about = inquiry.service ? ` about ${serviceLabel(inquiry.service).toLowerCase()}` : ''
  return { subject: `Your inquiry${about}${studio}`, body: `Hi ${inquiry.firstName},\n\nThank you for contacting ${studioName || 'us'}.\n\n` }
}

/** A reply that opens the staff's mail program with `replyDraft`'s subject and greeting filled in. */
export function replyMailto(inquiry: Pick<Inquiry, 'email' | 'firstName' | 'service' | 'language'>, studioName: string): string {
  const { subject, body } = replyDraft(inquiry, studioName)
  return `mailto:${inquiry.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** Digits and a leading + only, as tel: links want them. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`
}
