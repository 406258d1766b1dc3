import { z } from 'zod'
import { IdSchema, TimestampSchema } from './common.ts'

/**
 * `owner` may do everything; `editor` works on posts, categories, gallery, inquiries and media, but not on
 * the studio's settings or the staff accounts. The server enforces it (403), the screens only follow.
 */
export const ROLES = ['owner', 'editor'] as const
export const RoleSchema = z.enum(ROLES, { error: 'Choose a role' })
export type Role = z.infer<typeof RoleSchema>

export const ROLE_LABEL: Record<Role, string> = { owner: 'Owner', editor: 'Editor' }
/** What each role may do, as the console says it. */
export const ROLE_DESCRIPTION: Record<Role, string> = {
  owner: 'Owner: everything, including staff accounts and studio settings',
  editor: 'Editor: posts, categories, gallery, media and inquiries',
}

/** New usernames only: a sign-in name without spaces. Unique without regard to case (the store checks). */
export const UsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(100, 'Username must be at most 100 characters')
  .regex(/^[\p{L}\p{N}._@-]+$/u, 'Use letters, digits, dots, hyphens, underscores or @ (no spaces)')

/** The name shown in the console and as a post's byline. */
export const DisplayNameSchema = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters')

/** The team member (studio settings' `team[].id`) this account is, so a byline can link to the artist; null: none. */
export const ArtistIdSchema = IdSchema.nullable()

/** A staff account as the API shows it: never the password hash nor the session version. */
export const AccountSchema = z.object({
  id: IdSchema,
  username: z.string(),
  displayName: z.string(),
  role: RoleSchema,
  disabled: z.boolean(),
  artistId: ArtistIdSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** Signed in with a temporary password: they choose their own before anything else. */
  mustChangePassword: z.boolean(),
  /** Invited and not joined yet: until when the invitation link works (null: no invitation waiting). */
  invitedUntil: TimestampSchema.nullable(),
})
export type Account = z.infer<typeof AccountSchema>

/** What the owner sends to add an account; the server makes up its first password (shown once). */
export const AccountInputSchema = z.object({
  username: UsernameSchema,
  displayName: DisplayNameSchema,
  /** The least power unless the owner says otherwise. */
  role: RoleSchema.default('editor'),
  artistId: ArtistIdSchema.default(null),
})
export type AccountInput = z.input<typeof AccountInputSchema>

/** What the owner may change on an account; any field may be left out. Usernames do not change. */
export const AccountUpdateSchema = z.object({
  displayName: DisplayNameSchema.optional(),
  role: RoleSchema.optional(),
  disabled: z.boolean().optional(),
  artistId: ArtistIdSchema.optional(),
})
export type AccountUpdate = z.input<typeof AccountUpdateSchema>

/** Answer of creating an account and of resetting its password: the only time the password is ever shown. */
export const AccountWithPasswordSchema = z.object({
  account: AccountSchema,
  temporaryPassword: z.string().min(1),
})
export type AccountWithPassword = z.infer<typeof AccountWithPasswordSchema>

/** How long an invitation link works. */
export const INVITE_DAYS = 7

/** An invitation as the store keeps it: the link's SHA-256 (the link itself is never stored) and its end. */
export const StoredInviteSchema = z.object({ tokenHash: z.string().min(1), expiresAt: TimestampSchema })
export type StoredInvite = z.infer<typeof StoredInviteSchema>

/** The secret part of an invitation link: 32 random bytes, base64url. */
export const InviteTokenSchema = z.string({ error: 'This invitation link is not complete' }).regex(/^[\w-]{43}$/, 'This invitation link is not complete')

/** What the owner sends to invite someone: the account, and an email address when the server can send email. */
export const InviteInputSchema = AccountInputSchema.extend({
  email: z.preprocess((value) => (value === '' ? undefined : value), z.email('Enter an email address such as ana@example.com').optional()),
})
export type InviteInput = z.input<typeof InviteInputSchema>

/** A new link for an invitation not yet accepted (the old one stops working), emailed when an address is given. */
export const InviteAgainSchema = InviteInputSchema.pick({ email: true })
export type InviteAgain = z.input<typeof InviteAgainSchema>

/** Whether the server can email an invitation (SMTP is set), and how long a link works. */
export const InviteOptionsSchema = z.object({ byEmail: z.boolean(), days: z.number().int().positive() })
export type InviteOptions = z.infer<typeof InviteOptionsSchema>

/**
 * The answer of an invitation: the link to pass on, shown only this once (null when it was emailed), and whether
 * the email went out (`emailProblem`: the mail server's reason when it did not; the link is then shown instead).
 */
export const InviteResultSchema = z.object({
  account: AccountSchema,
  link: z.string().nullable(),
  expiresAt: TimestampSchema,
  emailedTo: z.string().nullable(),
  emailProblem: z.string().nullable(),
})
export type InviteResult = z.infer<typeof InviteResultSchema>

/** What an invitation link opens: who is invited, until when. */
export const InvitationSchema = z.object({ username: z.string(), displayName: z.string(), expiresAt: TimestampSchema })
export type Invitation = z.infer<typeof InvitationSchema>

export const InviteTokenInputSchema = z.object({ token: InviteTokenSchema })

/** What each person may change of their own account here (the password has its own call). */
export const OwnAccountUpdateSchema = z.object({ displayName: DisplayNameSchema })
export type OwnAccountUpdate = z.input<typeof OwnAccountUpdateSchema>
