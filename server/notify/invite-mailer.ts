import nodemailer, { type Transporter } from 'nodemailer'
import type { Config } from '#shared/schema/config.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { SMTP_TIMEOUTS, smtpPasswords } from './inquiry-mailer.ts'

/** What an invitation email says: who invites, to which console, the link and until when it works. */
export interface InviteMail {
  to: string
  displayName: string
  username: string
  link: string
  expiresAt: string
}

/**
 * Invitation emails, through the same mail server as the inquiry email (SMTP_URL); absent without it. Sent while the
 * owner waits: the answer says whether it went out, and the console shows the link instead when it did not.
 */
export class InviteMailer {
  readonly #transport: Transporter
  readonly #secrets: string[]

  constructor(
    private readonly store: Store,
    private readonly settings: { smtpUrl: string; from?: string; studioAddress?: string },
  ) {
    this.#transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: settings.smtpUrl })
    this.#secrets = smtpPasswords(settings.smtpUrl)
  }

  /** Undefined when sent; else the mail server's reason, in one line and without the SMTP password. */
  async send(mail: InviteMail): Promise<string | undefined> {
    const studio = studioSettings(this.store).name
    const until = new Date(mail.expiresAt).toUTCString()
    // Staff read English or Spanish first: the email says it in both, English first.
    const text = [
      `Hello ${mail.displayName},`,
      '',
      `You are invited to the ${studio} admin console. Your username is ${mail.username}.`,
      `Open this link to choose your password (it works once, until ${until}):`,
      mail.link,
      '',
      '---',
      '',
      `Hola ${mail.displayName}:`,
      '',
      `Te invitamos a la consola de administración de ${studio}. Tu usuario es ${mail.username}.`,
      `Abre este enlace para elegir tu contraseña (funciona una sola vez, hasta ${until}):`,
      mail.link,
    ].join('\n')
    try {
      await this.#transport.sendMail({
        from: this.settings.from ?? { name: `${studio} website`, address: this.settings.studioAddress ?? '' },
        to: mail.to,
        subject: `${studio}: your admin console invitation / tu invitación a la consola`,
        text,
      })
      return undefined
    } catch (error) {
      let reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim() || 'unknown error'
      for (const secret of this.#secrets) reason = reason.replaceAll(secret, '***')
      return reason.length > 300 ? `${reason.slice(0, 299)}…` : reason
    }
  }
}

/** Invitation email when SMTP_URL is set (the config asks for NOTIFY_EMAIL with it: the sender by default). */
export function createInviteMailer(store: Store, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NOTIFY_EMAIL'>): InviteMailer | undefined {
  if (!config.SMTP_URL) return undefined
  return new InviteMailer(store, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, studioAddress: config.NOTIFY_EMAIL })
}
