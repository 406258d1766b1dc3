import type { InquiryInput } from '../schema/inquiry.ts'

/** The contact form's fields the visitor fills in (the page's language and the honeypot are not theirs to fix). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'service', 'message'] as const satisfies ReadonlyArray<keyof InquiryInput>
export type ContactField = (typeof CONTACT_FIELDS)[number]

/**
 * A contact form sent without JavaScript that the server refused: its page is rendered again with what the visitor
 * typed and the fields the server named, marked. `status` is the refusal's (400, 429).
 */
export interface RefusedContactForm {
  status: number
  values: Partial<Record<ContactField, string>>
  invalid: ContactField[]
}

/** The longest value sent back: the form's own limits are shorter, so only a forged post is cut. */
const LONGEST = 5000

/**
 * The refused form from the posted `body` and the refusal's `fields` (`{email: 'Enter a valid email address'}`):
 * only the visitor's own fields come back, never the honeypot, and only those fields are marked.
 */
export function refusedContactForm(status: number, body: unknown, fields: Readonly<Record<string, string>> = {}): RefusedContactForm {
  const posted: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {}
  const values: RefusedContactForm['values'] = {}
  for (const field of CONTACT_FIELDS) {
    const value = posted[field]
    if (typeof value === 'string') values[field] = value.slice(0, LONGEST)
  }
  return { status, values, invalid: CONTACT_FIELDS.filter((field) => field in fields) }
}
