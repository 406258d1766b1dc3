import { z } from 'zod'
import { IdSchema, LanguageSchema, TimestampSchema } from './common.ts'
import { SLUG_PATTERN } from '../text/slug.ts'
import { SERVICE_VALUES } from './service-values.ts'

export { SERVICE_VALUES }

/**
 * A service's slug (the studio's services, decision 024) or `consultation`. Which slugs are offered is the store's
 * to say: the server checks a new inquiry's against the shown services; a stored one keeps a service hidden since.
 */
export const ServiceSchema = z.string().max(60).regex(SLUG_PATTERN, 'Choose a service from the list')
export type Service = z.infer<typeof ServiceSchema>

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default('')

export const InquiryInputSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name must be at most 100 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name must be at most 100 characters'),
  email: z.string().trim().max(254, 'Email must be at most 254 characters').pipe(z.email('Enter a valid email address')),
  phone: optionalText(40, 'Phone').refine((phone) => phone === '' || /^[\d\s()+.-]{7,40}$/.test(phone), {
    message: 'Enter a valid phone number',
  }),
  service: z.union([ServiceSchema, z.literal('')]).default(''),
  message: optionalText(5000, 'Message'),
  /** The language of the page the form was on (issue #13); a message from before it counts as English. */
  language: LanguageSchema.default('en'),
  /** Honeypot: hidden from people, filled by bots. A filled one is accepted and dropped. */
  website: z.string().max(500).optional(),
})
export type InquiryInput = z.input<typeof InquiryInputSchema>

/**
 * Issue #13: the email telling the studio about an inquiry. `pending` until the first try, `retrying` after a failed
 * one (next try at `nextAttemptAt`), `failed` once the tries are used up. Null when inquiry email is off.
 */
export const InquiryNotificationSchema = z.object({
  status: z.enum(['pending', 'sent', 'retrying', 'failed']),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  nextAttemptAt: TimestampSchema.nullable(),
  sentAt: TimestampSchema.nullable(),
})
export type InquiryNotification = z.infer<typeof InquiryNotificationSchema>

export const InquirySchema = InquiryInputSchema.omit({ website: true }).extend({
  id: IdSchema,
  createdAt: TimestampSchema,
  handled: z.boolean(),
  handledAt: TimestampSchema.nullable(),
  /** A db.json from before issue #13 has none. */
  notification: InquiryNotificationSchema.nullable().default(null),
})
export type Inquiry = z.infer<typeof InquirySchema>

export const InquiryUpdateSchema = z.object({ handled: z.boolean() })

/** The admin's list comes in pages of this many, newest first (`?before=<createdAt>` for the next page). */
export const INQUIRY_PAGE = { default: 200, max: 500 }
