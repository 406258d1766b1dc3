import { z } from 'zod'
import { IdSchema, TimestampSchema } from './common.ts'

/**
 * The audit trail. Who (the account, by id and by its name at the time), did what, to what, when and
 * from which address. Small on purpose: never a post's text, a password, or a visitor's email.
 */
export const AUDIT_ACTIONS = [
  'created',
  'changed',
  'published',
  'unpublished',
  'deleted',
  'trashed',
  'restored',
  'reordered',
  'uploaded',
  'role-changed',
  'disabled',
  'enabled',
  'signed-in',
  'sign-in-failed',
  'signed-out',
  'password-changed',
  'password-reset',
  'invited',
  'joined',
] as const
export const AuditActionSchema = z.enum(AUDIT_ACTIONS)
export type AuditAction = z.infer<typeof AuditActionSchema>

export const AUDIT_TARGET_TYPES = ['post', 'category', 'gallery', 'settings', 'account', 'image', 'session', 'page', 'testimonial', 'faq', 'service'] as const
export const AuditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES)
export type AuditTargetType = z.infer<typeof AuditTargetTypeSchema>

/** The lengths the store clips to before writing (a longer value would stop the server at its next start). */
export const AUDIT_TEXT = { name: 100, label: 200, address: 100, details: 300 }

/** The account that acted, with its display name as it was then (the entry still reads after a rename or removal). */
export const AuditActorSchema = z.object({ id: IdSchema, name: z.string().max(AUDIT_TEXT.name) })
export type AuditActor = z.infer<typeof AuditActorSchema>

export const AuditTargetSchema = z.object({
  type: AuditTargetTypeSchema,
  /** The record's id (an image's file name); null for a whole (the gallery's order, the settings) or an unknown username. */
  id: z.string().max(255).nullable(),
  /** What a person calls it, as it was then: a post's title, an account's name, the username tried at a sign-in. */
  label: z.string().max(AUDIT_TEXT.label),
})
export type AuditTarget = z.infer<typeof AuditTargetSchema>

export const AuditEntrySchema = z.object({
  id: IdSchema,
  at: TimestampSchema,
  /** Null only for a failed sign-in with a username no account has. */
  actor: AuditActorSchema.nullable(),
  action: AuditActionSchema,
  target: AuditTargetSchema.nullable(),
  /** The client's address as the server sees it (TRUST_PROXY decides whether a proxy's X-Forwarded-For counts). */
  address: z.string().max(AUDIT_TEXT.address),
  /** A few words more: which fields or parts changed, "editor → owner". */
  details: z.string().max(AUDIT_TEXT.details).optional(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** `GET /api/admin/audit` answers newest first, in pages of this many (`?before=<at>` for older ones). */
export const AUDIT_PAGE = { default: 100, max: 500 }

const AuditLimitSchema = z.number().int().min(1).max(AUDIT_PAGE.max)

/** The query as the console passes it to its client: every part optional (the server fills `limit`). */
export const AuditOptionsSchema = z.object({
  /** Only entries older than this (the `at` of the last entry of the previous page). */
  before: TimestampSchema.optional(),
  limit: AuditLimitSchema.optional(),
  /** Only entries about this kind of thing. */
  type: AuditTargetTypeSchema.optional(),
  /** Only entries by this account. */
  actor: IdSchema.optional(),
})
export type AuditQuery = z.output<typeof AuditOptionsSchema>

/** The same query as it arrives in the URL (text). */
export const AuditQuerySchema = AuditOptionsSchema.extend({
  limit: z.coerce.number().pipe(AuditLimitSchema).default(AUDIT_PAGE.default),
})
