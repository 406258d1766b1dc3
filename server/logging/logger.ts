import pino, { type DestinationStream, type Logger, type LoggerOptions as PinoOptions } from 'pino'
import type { LogLevel } from '#shared/schema/config.ts'

export type { Logger }

/** Where log lines go: anything with `write(line)` (a test's array, a file, standard output). */
export type LogOutput = DestinationStream

/** Logs nothing: the default of every part that logs, so tests stay quiet unless one captures the lines. */
export const silentLogger: Logger = pino({ level: 'silent' })

/**
 * Names whose values never reach a log, in a query string or on an error: any name holding one of these words, in any
 * case (`reset_token`, `Password`, `pw`, `x-api-key`, `otp`, `jwt`, `Cookie`, `sid`, `authorization`, `phone`, an
 * `invite` link, `smtp_url` with its password). No route takes a secret or an email address in its query today; this
 * keeps a mistyped link, or a future one, out of the logs. Parts of words (`sid` in `side`) hide a harmless value at
 * worst.
 */
const SECRET_NAME = /token|pass|pwd|pw|secret|key|code|auth|session|sid|sig|mail|otp|reset|jwt|cookie|cred|bearer|nonce|private|salt|phone|invit|smtp/i

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name)
}

/**
 * Fields an error may carry that must never reach a log: body-parser puts the raw request body (a password, a message)
 * on its errors as `body`; HTTP clients put the request and its headers (cookies, authorization) on theirs.
 */
const UNLOGGED_ERROR_FIELDS = ['body', 'headers', 'req', 'request', 'config']

/**
 * pino's error serializer (type, message, stack with the causes', own fields), without the fields above nor any
 * secret-looking one. An error's `code` (ENOSPC, LIMIT_FILE_SIZE) names what went wrong, not a secret: it stays.
 */
function errorSerializer(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown
  if (serialized && typeof serialized === 'object') {
    const fields = serialized as Record<string, unknown>
    for (const field of UNLOGGED_ERROR_FIELDS) delete fields[field]
    for (const field of Object.keys(fields)) if (field !== 'code' && isSecretName(field)) delete fields[field]
  }
  return serialized
}

/** What every logger of ours shares, whatever its output. */
function pinoOptions(level: LogLevel): PinoOptions {
  return { level, serializers: { err: errorSerializer } }
}

/**
 * The request lines, one per request, are gathered into a buffer and written together: once it is full
 * (64 KB), 100 ms after the first of them, and at exit (a crash included). Every other line (pino's: start, stop,
 * warnings, errors) is written at once, after the request lines waiting before it. A synchronous write per request
 * line cost about 5 µs of the 25–30 µs a request answered from memory costs (decision 004), and joining the lines as
 * one string before writing still about 1 µs (flattening and encoding it; perf profiles under autocannon, Node 20).
 * A kill -9 loses at most the last 100 ms of request lines.
 */
export class BatchedOutput implements LogOutput {
  static readonly BUFFER_BYTES = 64 * 1024
  static readonly MAX_DELAY_MS = 100
  #buffer = Buffer.allocUnsafe(BatchedOutput.BUFFER_BYTES)
  #used = 0
  #timer: NodeJS.Timeout | undefined

  constructor(private readonly sink: { write(bytes: Buffer): unknown }) {
    process.once('exit', this.flush)
  }

  /** pino's lines: written now. */
  write(line: string): void {
    this.append(line)
    this.flush()
  }

  /** A request line: written with the next batch. */
  append(line: string): void {
    // A UTF-16 unit takes at most 3 bytes in UTF-8: a line that might not fit goes after the waiting ones.
    if (this.#used + line.length * 3 > this.#buffer.length) {
      this.flush()
      if (line.length * 3 > this.#buffer.length) {
        this.sink.write(Buffer.from(line)) // a very long line (an error's stack): on its own
        return
      }
    }
    this.#used += this.#buffer.write(line, this.#used)
    if (!this.#timer) {
      this.#timer = setTimeout(this.flush, BatchedOutput.MAX_DELAY_MS)
      this.#timer.unref() // waiting lines never keep the process alive: the exit handler writes them
    }
  }

  readonly flush = (): void => {
    clearTimeout(this.#timer)
    this.#timer = undefined
    if (this.#used === 0) return
    const bytes = this.#buffer.subarray(0, this.#used)
    // The sink may keep what a full pipe did not take yet: the next lines go to a new buffer.
    this.#buffer = Buffer.allocUnsafe(BatchedOutput.BUFFER_BYTES)
    this.#used = 0
    this.sink.write(bytes)
  }
}

/** A file (or /dev/null, or standard output's descriptor 1), written synchronously in batches: JSON lines. */
export function batchedOutput(destination: string | number): BatchedOutput {
  // sync: each batch is written before the next is gathered; sonic-boom retries a full pipe (EAGAIN) itself.
  const file = pino.destination({ dest: destination, sync: true, contentMode: 'buffer', mkdir: typeof destination === 'string' })
  return new BatchedOutput(file as unknown as { write(bytes: Buffer): boolean }) // typed for strings; takes Buffers in this mode
}

export interface LoggerOptions {
  level: LogLevel
  /** Where the lines go; by default standard output. */
  output?: LogOutput
  /**
   * Human-readable lines (pino-pretty) instead of JSON; by default when the lines go to standard output and it is a
   * terminal. Without pino-pretty installed (a production install leaves it out), JSON.
   */
  pretty?: boolean
}

/**
 * The server's logger: JSON lines for journald and the like, pretty lines in a terminal. `err` fields
 * are errors with their stack, without request bodies or headers.
 */
export async function createLogger({ level, output, pretty = output === undefined && process.stdout.isTTY === true }: LoggerOptions): Promise<Logger> {
  if (level === 'silent') return silentLogger
  const prettyOutput = pretty ? await prettyStream(output) : undefined
  return pino(pinoOptions(level), prettyOutput ?? output ?? batchedOutput(1))
}

/** Fields of a request line, shown by pino-pretty as one short line instead of one field a line. */
const REQUEST_FIELDS = ['method', 'path', 'status', 'ms', 'bytes', 'ip'] as const

/** pino-pretty's stream to `output` (standard output by default), or undefined when the package is not installed. */
async function prettyStream(output?: LogOutput): Promise<LogOutput | undefined> {
  let build: typeof import('pino-pretty')
  try {
    build = (await import('pino-pretty')).default
  } catch {
    return undefined
  }
  return build({
    destination: output ?? 1,
    colorize: output === undefined,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
    messageFormat: (log: Record<string, unknown>, messageKey: string) => {
      const message = String(log[messageKey] ?? '')
      if (log.method === undefined) return message
      const aborted = log.aborted ? ' (aborted)' : ''
      return `${log.method} ${log.path} ${log.status} ${log.ms} ms ${log.bytes} B ${log.ip ?? ''}${aborted}`
    },
  })
}

/**
 * The messages a person starting the server needs whatever LOG_LEVEL says (where it runs, why it did not start or
 * stop): logged when the level lets them through, printed as plain text otherwise, so `silent` never hides them.
 */
export function announce(logger: Logger, level: 'info' | 'fatal', message: string): void {
  if (logger.isLevelEnabled(level)) logger[level](message)
  else if (level === 'fatal') console.error(message)
  else console.log(message)
}
