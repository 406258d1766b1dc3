import nodemailer, { type Address, type Transporter } from 'nodemailer'
import type { Config } from '#shared/schema/config.ts'
import type { Inquiry, InquiryNotification } from '#shared/schema/inquiry.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { timestamp } from '../store/clock.ts'
import { findInquiry, inquiriesAwaitingEmail, setInquiryNotification } from '../store/inquiries.ts'
import type { Store } from '../store/store.ts'
import { studioSettings } from '../store/studio.ts'
import { inquiryMessage } from './inquiry-message.ts'

const MINUTE = 60_000

/** After the nth failed try, the next comes this much later; once they are used up the email is `failed` (8 tries, ~2 h). */
export const RETRY_DELAYS_MS: readonly number[] = [1, 2, 4, 8, 16, 32, 60].map((minutes) => minutes * MINUTE)

/** A mail server that does not answer must not hold a try (and a stop) for minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 15_000 }

/** setTimeout's longest wait; a later try is simply made then (it is checked again). */
const MAX_TIMER_MS = 2 ** 31 - 1

export interface InquiryMailerOptions {
  /** The waits between tries (tests pass milliseconds); their count + 1 is the number of tries. */
  retryDelaysMs?: readonly number[]
  /** How long `close()` lets an email being sent finish before it cuts it off (it is sent again on the next start). */
  closeGraceMs?: number
  /** Where failed tries are logged; nowhere by default. */
  logger?: Logger
}

interface MailSettings {
  smtpUrl: string
  to: string
  /** MAIL_FROM; by default the studio's name and `to`. */
  from?: string
  /** The admin's address, linked from the email. */
  adminUrl: string
}

/** Inquiry email when SMTP_URL and NOTIFY_EMAIL are set; otherwise none. */
export function createInquiryMailer(store: Store, config: Config, options: InquiryMailerOptions = {}): InquiryMailer | undefined {
  if (!config.SMTP_URL || !config.NOTIFY_EMAIL) return undefined
  return new InquiryMailer(
    store,
    { smtpUrl: config.SMTP_URL, to: config.NOTIFY_EMAIL, from: config.MAIL_FROM, adminUrl: `${config.PUBLIC_URL}/admin` },
    options,
  )
}

/**
 * Emails each new inquiry to the studio, after the visitor has had the answer, one email at a time. A failed try is
 * tried again later (RETRY_DELAYS_MS); each outcome is kept on the inquiry (`notification`), so the admin shows a
 * failing email and the tries go on after a restart (`resume`).
 */
export class InquiryMailer {
  readonly #transport: Transporter
  readonly #retryDelays: readonly number[]
  readonly #closeGraceMs: number
  readonly #log: Logger
  readonly #secrets: string[]
  readonly #due: string[] = []
  readonly #timers = new Map<string, NodeJS.Timeout>()
  readonly #abort = new AbortController()
  #running: Promise<void> | undefined
  #closed = false

  constructor(
    private readonly store: Store,
    private readonly settings: MailSettings,
    { retryDelaysMs = RETRY_DELAYS_MS, closeGraceMs = 5000, logger = silentLogger }: InquiryMailerOptions = {},
  ) {
    this.#transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: settings.smtpUrl })
    this.#retryDelays = retryDelaysMs
    this.#closeGraceMs = closeGraceMs
    this.#log = logger
    this.#secrets = smtpPasswords(settings.smtpUrl)
  }

  /** A new inquiry was stored: its email goes out now, in the background. Never throws, never waits. */
  send(inquiryId: string): void {
    this.#enqueue(inquiryId)
  }

  /** Start-up: emails that were waiting when the server stopped go out when their time comes. */
  resume(): void {
    for (const inquiry of inquiriesAwaitingEmail(this.store)) {
      const next = inquiry.notification?.nextAttemptAt
      const due = next ? Date.parse(next) - Date.now() : 0
      this.#schedule(inquiry.id, due)
    }
  }

  /** The sender a visitor sees on a reply: MAIL_FROM, else the studio's name and NOTIFY_EMAIL. */
  replyFrom(): string {
    const from = this.settings.from ?? { name: studioSettings(this.store).name, address: this.settings.to }
    return typeof from === 'string' ? from : `${from.name} <${from.address}>`
  }

  /**
   * Emails staff's reply to the visitor now and waits for the mail server's answer; the visitor's answer comes back to
   * NOTIFY_EMAIL. Throws `ReplyNotSent` (with the server's reason, never the password) when it is refused or unreachable.
   */
  async sendReply(inquiry: Inquiry, { subject, text }: { subject: string; text: string }): Promise<void> {
    try {
      await this.#transport.sendMail({
        from: this.replyFrom(),
        to: { name: `${inquiry.firstName} ${inquiry.lastName}`, address: inquiry.email },
        replyTo: this.settings.to,
        subject: subject.replace(/\s+/g, ' ').trim(),
        text,
        signal: this.#abort.signal,
      })
    } catch (error) {
      throw new ReplyNotSent(this.#describe(error))
    }
  }

  /** Stops the tries; an email being sent gets `closeGraceMs` to finish. What is left goes out after the next start. */
  async close(): Promise<void> {
    this.#closed = true
    for (const timer of this.#timers.values()) clearTimeout(timer)
    this.#timers.clear()
    this.#due.splice(0)
    const running = this.#running
    if (running) {
      let timer: NodeJS.Timeout | undefined
      const graceOver = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.#closeGraceMs)
      })
      await Promise.race([running, graceOver])
      clearTimeout(timer)
      this.#abort.abort()
      await running
    }
    this.#transport.close()
  }

  #enqueue(id: string): void {
    if (this.#closed || this.#due.includes(id)) return
    this.#due.push(id)
    this.#running ??= this.#drain()
  }

  #schedule(id: string, delayMs: number): void {
    if (this.#closed) return
    clearTimeout(this.#timers.get(id))
    const wait = Math.min(Math.max(0, delayMs), MAX_TIMER_MS)
    const timer = setTimeout(() => {
      this.#timers.delete(id)
      const notification = findInquiry(this.store, id)?.notification
      // setTimeout's limit cut a long wait short: wait the rest.
      if (notification?.nextAttemptAt && Date.parse(notification.nextAttemptAt) > Date.now() + 1000) {
        this.#schedule(id, Date.parse(notification.nextAttemptAt) - Date.now())
      } else this.#enqueue(id)
    }, wait)
    timer.unref() // a waiting email never keeps the process alive
    this.#timers.set(id, timer)
  }

  async #drain(): Promise<void> {
    // Start on the next tick: the visitor's answer goes first.
    await undefined
    for (let id = this.#due.shift(); id !== undefined; id = this.#due.shift()) await this.#attempt(id)
    this.#running = undefined
  }

  /** One try at one inquiry's email; the outcome is recorded on the inquiry and a failure scheduled again. */
  async #attempt(id: string): Promise<void> {
    const inquiry = findInquiry(this.store, id)
    const before = inquiry?.notification
    if (!inquiry || (before?.status !== 'pending' && before?.status !== 'retrying')) return
    const attempts = before.attempts + 1
    const message = inquiryMessage(inquiry, this.settings.adminUrl)
    let after: InquiryNotification
    let retryIn: number | undefined
    try {
      await this.#transport.sendMail({
        from: this.settings.from ?? this.#defaultFrom(),
        to: this.settings.to,
        replyTo: { name: `${inquiry.firstName} ${inquiry.lastName}`, address: inquiry.email },
        ...message,
        signal: this.#abort.signal,
      })
      after = { status: 'sent', attempts, lastError: null, nextAttemptAt: null, sentAt: timestamp() }
    } catch (error) {
      // Cut off by a stop: left as it was, due, for the next start.
      if (this.#abort.signal.aborted) return
      const lastError = this.#describe(error)
      retryIn = this.#retryDelays[attempts - 1]
      after =
        retryIn === undefined
          ? { status: 'failed', attempts, lastError, nextAttemptAt: null, sentAt: null }
          : { status: 'retrying', attempts, lastError, nextAttemptAt: new Date(Date.now() + retryIn).toISOString(), sentAt: null }
      const next = retryIn === undefined ? 'giving up' : `trying again in ${Math.round(retryIn / 1000)} s`
      this.#log.warn(`[mail] the email about inquiry ${id} was not sent (try ${attempts}): ${lastError}; ${next}`)
    }
    const exists = await setInquiryNotification(this.store, id, after).catch((error: unknown) => {
      this.#log.error({ err: error }, `[mail] could not record how the email about inquiry ${id} went`)
      return true // the disk failed, not the inquiry: keep trying
    })
    if (exists && retryIn !== undefined) this.#schedule(id, retryIn)
  }

  /** The sender when MAIL_FROM is not set: the studio's name, as its settings say now, and NOTIFY_EMAIL. */
  #defaultFrom(): Address {
    return { name: `${studioSettings(this.store).name} website`, address: this.settings.to }
  }

  /** The error as the admin shows it: one short line, never the SMTP password. */
  #describe(error: unknown): string {
    let text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim() || 'unknown error'
    for (const secret of this.#secrets) text = text.replaceAll(secret, '***')
    return text.length > 300 ? `${text.slice(0, 299)}…` : text
  }
}

/** A reply the mail server did not take; `message` is its reason as staff read it. */
export class ReplyNotSent extends Error {
  override name = 'ReplyNotSent'
}

/** SMTP_URL's password as written and decoded, to keep it out of any message. */
export function smtpPasswords(smtpUrl: string): string[] {
  const raw = URL.canParse(smtpUrl) ? new URL(smtpUrl).password : ''
  if (!raw) return []
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // not percent-encoded after all: the raw password is the one to hide
  }
  return [...new Set([raw, decoded])]
}
