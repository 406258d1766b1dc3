import { z } from 'zod'

/** SPEC §8: both fields required, else this exact message and nothing is checked. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields'

export const LoginInputSchema = z.object({
  username: z.string({ error: FILL_IN_ALL_FIELDS }).trim().min(1, FILL_IN_ALL_FIELDS).max(100),
  password: z.string({ error: FILL_IN_ALL_FIELDS }).min(1, FILL_IN_ALL_FIELDS).max(200),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const PASSWORD_MIN_LENGTH = 10
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters')

export const PasswordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: PasswordSchema,
})
export type PasswordChange = z.infer<typeof PasswordChangeSchema>

export const AdminUserSchema = z.object({ username: z.string() })
export type AdminUser = z.infer<typeof AdminUserSchema>

export const LoginResultSchema = z.object({ ok: z.literal(true), user: AdminUserSchema })
export const AuthStatusSchema = z.object({ authenticated: z.literal(true), user: AdminUserSchema })
