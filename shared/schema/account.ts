import { z } from 'zod'
import { IdSchema, TimestampSchema } from './common.ts'

/**
 * Issue #13: `owner` may do everything; `editor` works on posts, categories, gallery, inquiries and media, but not on
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
