import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the mail server received it: envelope, decoded headers (lower-case names) and its text and HTML. */
export interface ReceivedMail {
  from: string
  to: string[]
  headers: Record<string, string>
  text: string
  html: string
}

/** What happened on the mail server, in order, for tests that check when the mail came. */
export type InboxEvent = 'data-started' | 'data-accepted' | 'refused'

/**
 * A real SMTP server on an ephemeral port (smtp-server), for the inquiry email tests: plain SMTP (no STARTTLS) with
 * a login, so SMTP_URL is written as the studio would write it. It can refuse every message (`refuse`), and hold a
 * message's data until a promise resolves (`hold`), like a slow server.
 */
export class MailInbox {
  readonly messages: ReceivedMail[] = []
  readonly events: InboxEvent[] = []
  /** When set, every recipient is refused with this reply. */
  refuse: { code: number; message: string } | undefined
  /** When set, each message's data is answered only once this resolves. */
  hold: Promise<void> | undefined
  readonly #server: SMTPServer

  private constructor(
    readonly user: string,
    readonly password: string,
  ) {
    this.#server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.user && auth.password === this.password) callback(null, { user: auth.username })
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
      },
      onRcptTo: (_address, _session, callback) => {
        if (!this.refuse) return callback()
        this.events.push('refused')
        callback(Object.assign(new Error(this.refuse.message), { responseCode: this.refuse.code }))
      },
      onData: (stream, session, callback) => {
        this.events.push('data-started')
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          await this.hold
          const { headers, text, html } = parseMessage(Buffer.concat(chunks).toString('utf8'))
          const envelope = session.envelope
          this.messages.push({
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((recipient) => recipient.address),
            headers,
            text,
            html,
          })
          this.events.push('data-accepted')
          callback()
        })
      },
    })
  }

  /** Starts one on 127.0.0.1; the user name has an @ in it, as most providers' do. */
  static async start(user = 'studio@example.com', password = 'app pass:word/1'): Promise<MailInbox> {
    const inbox = new MailInbox(user, password)
    await new Promise<void>((resolve) => inbox.#server.listen(0, '127.0.0.1', resolve))
    return inbox
  }

  get port(): number {
    return (this.#server.server.address() as AddressInfo).port
  }

  /** SMTP_URL for this server, user and password URL-encoded (README: Inquiry email). */
  get url(): string {
    return `smtp://${encodeURIComponent(this.user)}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}`
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(resolve))
  }
}

interface Part {
  headers: Record<string, string>
  body: string
}

/** Just enough MIME for nodemailer's messages: headers (encoded words), multipart, quoted-printable and base64. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const message = parsePart(raw)
  const leaves: Part[] = []
  const walk = (part: Part) => {
    const boundary = /multipart\/[^;]+;.*boundary="?([^";]+)"?/is.exec(part.headers['content-type'] ?? '')?.[1]
    if (!boundary) return leaves.push(part)
    const pieces = part.body.split(`--${boundary}`).slice(1, -1)
    for (const piece of pieces) walk(parsePart(piece.replace(/^\r\n/, '')))
  }
  walk(message)
  const body = (type: string) => {
    const leaf = leaves.find((part) => (part.headers['content-type'] ?? '').startsWith(type))
    return leaf ? decodeBody(leaf.body, leaf.headers['content-transfer-encoding'] ?? '7bit') : ''
  }
  return { headers: message.headers, text: body('text/plain'), html: body('text/html') }
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body.replace(/=\r\n/g, ''))
  return body
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 words (`=?UTF-8?Q?...?=`); whitespace between two of them belongs to neither. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}
