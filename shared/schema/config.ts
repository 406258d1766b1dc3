import { z } from 'zod'
import { PasswordSchema } from './auth.ts'
import { BACKUP_CONFIG_FIELDS, checkBackupConfig } from './backup-config.ts'

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

/** LOG_LEVEL's values, most to least important (pino's names). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * Express's `trust proxy`: "false", a hop count, or a list of addresses/subnets ("loopback", "10.0.0.1").
 * Set it behind a TLS proxy so `req.secure` tells the truth. "true" (believe every
 * X-Forwarded-For) is refused unless TRUST_PROXY_FORCE=1: with it any client picks the address the rate limits see.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value): boolean | number | string => {
    if (value === 'true') return true
    if (value === 'false' || value === '') return false
    if (/^\d+$/.test(value)) return Number(value)
    return value
  })

/** The server's environment, parsed once at start. */
export const ConfigSchema = z
  .object({
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('./data')),
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address such as https://belleza-studio.example' })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, TrustProxySchema.default(false)),
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
    ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).default('admin')),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, PasswordSchema.optional()),
    NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'production', 'test']).default('production')),
    // Inquiry email: both or neither. Messages name the variable, never its value (it holds a password).
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({
          protocol: /^smtps?$/,
          hostname: /./,
          error: 'SMTP_URL must be an smtp:// or smtps:// address such as smtps://user:password@smtp.example.com:465',
        })
        .optional(),
    ),
    NOTIFY_EMAIL: z.preprocess(emptyAsUndefined, z.email('NOTIFY_EMAIL must be one email address, such as studio@example.com').optional()),
    /** The sender; by default the studio's name and NOTIFY_EMAIL. Must be an address the SMTP account may send from. */
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().trim().max(300).optional()),
    /** The least important log line written (pino's levels); `silent` writes none. */
    LOG_LEVEL: z.preprocess(
      (value) => (typeof value === 'string' ? emptyAsUndefined(value.trim().toLowerCase()) : value),
      z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    /** Visitor counts (docs/decisions/029-analytics.md): `off` counts nothing and keeps no file. */
    ANALYTICS: z.preprocess(
      (value) => (typeof value === 'string' ? emptyAsUndefined(value.trim().toLowerCase()) : value),
      z.enum(['on', 'off'], { error: 'ANALYTICS must be on or off' }).default('on'),
    ),
    // Scheduled backups: BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP.
    ...BACKUP_CONFIG_FIELDS,
  })
  .extend({
    TRUST_PROXY_FORCE: z.preprocess(emptyAsUndefined, z.enum(['1', '0', 'true', 'false']).optional()),
    /**
     * More host names the server answers to, comma-separated (PUBLIC_URL's, IP addresses, localhost, names
     * without a dot and `.local` names always are): e.g. the name the desktop app uses on the studio's network.
     */
    // The share of the event loop (in %) that new searches (their pages' renders and the API's) may take together;
    // the tests' shared server raises it, since its many tests search from one machine at once.
    SEARCH_LOOP_SHARE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0.1).max(100).default(1)),
    ALLOWED_HOSTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? '')
            .split(',')
            .map((name) => name.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z
              .string()
              .regex(
                /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*\.?$/,
                'ALLOWED_HOSTS must be host names separated by commas, such as studio.lan',
              ),
          ),
        ),
    ),
  })
  .superRefine((env, context) => {
    checkBackupConfig(env, context)
    if ((env.SMTP_URL === undefined) !== (env.NOTIFY_EMAIL === undefined)) {
      const missing = env.SMTP_URL === undefined ? 'SMTP_URL' : 'NOTIFY_EMAIL'
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: `inquiry email needs both SMTP_URL (the mail server) and NOTIFY_EMAIL (where inquiries go); set ${missing} too, or unset both to send no email`,
      })
    }
    const forced = env.TRUST_PROXY_FORCE === '1' || env.TRUST_PROXY_FORCE === 'true'
    if (env.TRUST_PROXY === true && !forced) {
      context.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'TRUST_PROXY=true would believe the client address any visitor claims (X-Forwarded-For), so the sign-in and contact-form limits ' +
          'could be dodged. Set the number of proxies in front of the server (usually 1) or their addresses (e.g. loopback). ' +
          'To trust every hop anyway, also set TRUST_PROXY_FORCE=1.',
      })
    }
  })
  .transform(({ TRUST_PROXY_FORCE: _force, ...env }) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`,
  }))

export type Config = z.infer<typeof ConfigSchema>
export type ConfigInput = z.input<typeof ConfigSchema>
