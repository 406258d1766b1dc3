import { z } from 'zod'
import { AuditActorSchema } from './audit.ts'
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
  /** The language of the page the form was on; a message from before it counts as English. */
  language: LanguageSchema.default('en'),
  /** Honeypot: hidden from people, filled by bots. A filled one is accepted and dropped. */
  website: z.string().max(500).optional(),
})
export type InquiryInput = z.input<typeof InquiryInputSchema>

/**
 * The email telling the studio about an inquiry. `pending` until the first try, `retrying` after a failed
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

/**
 * Where an inquiry stands: `new` until someone answers, `replied` once answered (by email, phone or the console's
 * reply), `booked` once an appointment came of it, `closed` when nothing more will.
 */
export const INQUIRY_STATUSES = ['new', 'replied', 'booked', 'closed'] as const
export const InquiryStatusSchema = z.enum(INQUIRY_STATUSES)
export type InquiryStatus = z.infer<typeof InquiryStatusSchema>

/** The longest private note and emailed reply the console takes. */
export const INQUIRY_TEXT = { note: 2000, subject: 200, reply: 10_000 }

/** The staff member behind a history entry, with the name shown then; null for the server's own (moving old records on). */
const InquiryActorSchema = AuditActorSchema.nullable()

const noteText = z.string().trim().min(1, 'Write the note first').max(INQUIRY_TEXT.note, `A note must be at most ${INQUIRY_TEXT.note} characters`)

/** One line of an inquiry's history, oldest first: a status set, a private note, a reply emailed from the console. */
export const InquiryEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), at: TimestampSchema, by: InquiryActorSchema, status: InquiryStatusSchema }),
  z.object({ kind: z.literal('note'), at: TimestampSchema, by: InquiryActorSchema, text: noteText }),
  z.object({
    kind: z.literal('reply'),
    at: TimestampSchema,
    by: InquiryActorSchema,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
  }),
])
export type InquiryEvent = z.infer<typeof InquiryEventSchema>

/**
 * A stored inquiry. `updatedAt` is its version (decision 022): every status, note and reply moves it on. A db.json
 * from before statuses has `handled`/`handledAt` instead: handled reads as `replied` (with that status in its history,
 * at `handledAt`), unhandled as `new` (decision 033).
 */
export const InquirySchema = InquiryInputSchema.omit({ website: true })
  .extend({
    id: IdSchema,
    createdAt: TimestampSchema,
    status: InquiryStatusSchema.optional(),
    updatedAt: TimestampSchema.optional(),
    history: z.array(InquiryEventSchema).default([]),
    /** How its email to the studio went; a db.json from before inquiry email has none. */
    notification: InquiryNotificationSchema.nullable().default(null),
    handled: z.boolean().optional(),
    handledAt: TimestampSchema.nullable().optional(),
  })
  .transform(({ handled, handledAt, status, updatedAt, history, ...inquiry }) => {
    if (status) return { ...inquiry, status, updatedAt: updatedAt ?? inquiry.createdAt, history }
    const at = handledAt ?? inquiry.createdAt
    return {
      ...inquiry,
      status: handled ? ('replied' as const) : ('new' as const),
      updatedAt: handled ? at : inquiry.createdAt,
      history: handled ? [{ kind: 'status' as const, at, by: null, status: 'replied' as const }, ...history] : history,
    }
  })
export type Inquiry = z.infer<typeof InquirySchema>

/**
 * `updatedAt`: the version the console showed; a newer stored inquiry answers 409 and nothing changes. A status
 * without it answers 428 (a note or a reply may still go without: they add, they overwrite nothing).
 */
const version = { updatedAt: TimestampSchema.optional() }

export const InquiryStatusUpdateSchema = z.object({ status: InquiryStatusSchema, ...version })
export type InquiryStatusUpdate = z.infer<typeof InquiryStatusUpdateSchema>

export const InquiryNoteInputSchema = z.object({ text: noteText, ...version })
export type InquiryNoteInput = z.infer<typeof InquiryNoteInputSchema>

export const InquiryReplyInputSchema = z.object({
  subject: z.string().trim().min(1, 'Write a subject').max(INQUIRY_TEXT.subject, `The subject must be at most ${INQUIRY_TEXT.subject} characters`),
  text: z.string().trim().min(1, 'Write the reply first').max(INQUIRY_TEXT.reply, `The reply must be at most ${INQUIRY_TEXT.reply} characters`),
  ...version,
})
export type InquiryReplyInput = z.infer<typeof InquiryReplyInputSchema>

/** Whether the server can email a reply (SMTP_URL is set), and from which address the visitor will see it. */
export const InquiryReplyEmailSchema = z.object({ sends: z.boolean(), from: z.string().nullable() })
export type InquiryReplyEmail = z.infer<typeof InquiryReplyEmailSchema>

/**
 * The CSV export: inquiries received from `from` up to (not including) `to`, both instants (the console sends the
 * staff's local midnights), dates in the file written in `timeZone` (an IANA name; UTC by default).
 */
export const InquiryExportQuerySchema = z
  .object({
    from: TimestampSchema,
    to: TimestampSchema,
    timeZone: z
      .string()
      .max(64)
      .refine((zone) => isTimeZone(zone), 'Unknown time zone')
      .default('UTC'),
  })
  .refine(({ from, to }) => Date.parse(from) < Date.parse(to), { message: 'The end of the range must be after its start', path: ['to'] })
export type InquiryExportQuery = z.input<typeof InquiryExportQuerySchema>

/** The exported file as the console receives it, to save under `name`. */
export const InquiryExportFileSchema = z.object({ name: z.string().max(255), type: z.string().max(100), bytes: z.instanceof(Uint8Array) })
export type InquiryExportFile = z.infer<typeof InquiryExportFileSchema>

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The admin's list comes in pages of this many, newest first (`?before=<createdAt>` for the next page). */
export const INQUIRY_PAGE = { default: 200, max: 500 }
