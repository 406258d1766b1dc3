import { z } from 'zod'
import { DisplayNameSchema, InviteTokenSchema, RoleSchema } from './account.ts'
import { PASSWORD_MAX_BYTES, withinBcryptBytes } from './password-bytes.ts'

export { PASSWORD_MAX_BYTES } from './password-bytes.ts'

/** Sign-in: both fields required, else this exact message and nothing is checked. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields'

export const PASSWORD_MIN_LENGTH = 10
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes (about ${PASSWORD_MAX_BYTES} letters; accented letters and emoji count double or more)`

export const LoginInputSchema = z.object({
  username: z.string({ error: FILL_IN_ALL_FIELDS }).trim().min(1, FILL_IN_ALL_FIELDS).max(100),
  password: z.string({ error: FILL_IN_ALL_FIELDS }).min(1, FILL_IN_ALL_FIELDS).max(200).refine(withinBcryptBytes, { message: PASSWORD_TOO_LONG }),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

/** Passwords that are guessed first (lists of leaked passwords begin with these), compared without case. */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  '1234567890',
  '12345678910',
  '0123456789',
  '0987654321',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'asdfghjkl1',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'iloveyou12',
  'letmein123',
  'welcome123',
  'admin12345',
  'administrator',
  'changeme123',
  'abc1234567',
  'abcdefghij',
  'microblading',
  'belleza123',
  'bellezastudio',
])

/** A new password (admin account): long enough, within bcrypt's 72 bytes, not one of the first guesses. */
const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
const TOO_EASY = 'Password is too easy to guess: use at least 4 different characters'
const TOO_COMMON = 'Password is too common: choose a short sentence only you would write'

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, TOO_SHORT)
  .refine(withinBcryptBytes, { message: PASSWORD_TOO_LONG })
  .refine((password) => new Set(password).size >= 4, { message: TOO_EASY })
  .refine((password) => !COMMON_PASSWORDS.has(password.toLowerCase()), { message: TOO_COMMON })

const PROBLEMS: Record<string, PasswordProblem> = { [TOO_SHORT]: 'short', [PASSWORD_TOO_LONG]: 'long', [TOO_EASY]: 'easy', [TOO_COMMON]: 'common' }
export type PasswordProblem = 'short' | 'long' | 'easy' | 'common'

/** Which rule of PasswordSchema a new password breaks first, if any: the console says it in its own language. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const checked = PasswordSchema.safeParse(password)
  return checked.success ? undefined : (PROBLEMS[checked.error.issues[0]?.message ?? ''] ?? 'short')
}

export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').refine(withinBcryptBytes, { message: PASSWORD_TOO_LONG }),
  newPassword: PasswordSchema,
})
export type PasswordChange = z.infer<typeof PasswordChangeSchema>

/** The first password of one's own, after signing in with a temporary one: that sign-in was the proof. */
export const ChoosePasswordSchema = z.object({ newPassword: PasswordSchema })
export type ChoosePassword = z.infer<typeof ChoosePasswordSchema>

/** Accepting an invitation: the link's token, the name to be shown, and one's own password. */
export const InviteAcceptSchema = z.object({ token: InviteTokenSchema, displayName: DisplayNameSchema, password: PasswordSchema })
export type InviteAccept = z.input<typeof InviteAcceptSchema>

/** The code of the 403 every console call gets while the account's temporary password is still unchanged. */
export const PASSWORD_CHANGE_REQUIRED = 'password-change-required'

/**
 * The signed-in account as the console knows it (the role decides which sections it shows).
 * `mustChangePassword`: the console shows only "Choose your password" until it is done.
 */
export const AdminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: RoleSchema,
  mustChangePassword: z.boolean(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

export const LoginResultSchema = z.object({ ok: z.literal(true), user: AdminUserSchema })
export const AuthStatusSchema = z.object({ authenticated: z.literal(true), user: AdminUserSchema })
