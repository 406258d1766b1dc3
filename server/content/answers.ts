import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fresh from 'fresh'
import Negotiator from 'negotiator'
import type { SecurityHeaders } from '../security/headers.ts'
import { SESSION_COOKIE } from '../security/session.ts'

type Encoding = 'br' | 'gzip' | 'identity'
/** Our order of preference when the client likes several equally (Chromium sends "gzip, deflate, br, zstd"). */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity']

/**
 * An answer made once and sent many times from memory: a page rendered from the store, a feed, the public post list.
 */
export interface Answer {
  status: number
  /** Content-Type, Cache-Control and any other header of its own. */
  headers: Readonly<Record<string, string>>
  body: string
  /** The store revision it was made from: it stands until the store changes. None: until the server restarts. */
  revision?: number
  /** Each encoding's bytes, entity tag and head, made on first demand. */
  encoded?: Partial<Record<Encoding, Encoded>>
}

interface Encoded {
  bytes: Buffer
  etag: string
  /** The heads for plain HTTP requests and for HTTPS ones (which add HSTS), both made once. */
  http: Heads
  https: Heads
}

/** Flat [name, value, …] lists for writeHead, security headers included. */
interface Heads {
  ok: string[]
  notModified: string[]
}

/**
 * Brotli at quality 9 makes an answer's bytes in about 20 ms (a 90 KB page) on the event loop. Quality 11 takes about
 * ten times that and saves another 9 % (1.3 KB on the home page, enough that its HTML then comes in a new connection's
 * first round trip), so pages get it on a libuv worker while they are made (`compressPage`), never on the loop.
 */
const BROTLI_QUALITY = 9
const BROTLI_PAGE_QUALITY = 11
const brotliCompressAsync = promisify(brotliCompress)

/** Addresses held at most; past it, the oldest answers made from the store are dropped (a flood of ?x=1, ?x=2, …). */
export const LIMIT = 500
/**
 * Memory held at most, counted as three times each body (the text, and its Brotli and gzip bytes, which are smaller):
 * past it, the oldest answers made from the store are dropped.
 */
export const BYTE_LIMIT = 96 * 1024 * 1024

/**
 * The answers the server holds in memory, by exact address (path and query), and the one way they are sent.
 *
 * A held answer is sent straight from node:http, before Express sees the request: a visitor's GET of a page or of
 * the public post list then costs what a static file server costs, and leaves almost no garbage behind (Express's
 * routing and middleware allocate about 60 KB per request, and on 2 cores the collector's pauses were the API's
 * p99). Express's routes make the answers on first demand, hold them here and send them with `send`, so both
 * ways write the very same bytes and headers. Signed-in staff (a session cookie) always go through Express:
 * they may see drafts.
 */
export class Answers {
  readonly #byUrl = new Map<string, Answer>()
  readonly #encodingFor = new Map<string, Encoding>()
  #bytes = 0
  /** The store revision of the last sweep of stale answers. */
  #sweptAt = -1

  /** `security`: the headers sent with every answer, and with every HTTPS one (see security/headers.ts). */
  constructor(
    private readonly store: { readonly revision: number },
    private readonly security: Pick<SecurityHeaders, 'list' | 'httpsList' | 'isHttps'>,
  ) {}

  /** The answer held for this exact address, if it still stands. */
  get(url: string): Answer | undefined {
    const answer = this.#byUrl.get(url)
    if (answer?.revision === undefined || answer.revision === this.store.revision) return answer
    this.#drop(url, answer)
    return undefined
  }

  /** Addresses and (estimated) bytes held: for tests and the logs. */
  get held(): { count: number; bytes: number } {
    return { count: this.#byUrl.size, bytes: this.#bytes }
  }

  /**
   * Holds `answer` for this exact address; anonymous answers only. Answers of an older store revision are let go
   * first (the store changed: none of them will be sent again), then the oldest made from the store while the
   * count or the bytes are over their limits.
   */
  hold(url: string, answer: Answer): void {
    if (this.#sweptAt !== this.store.revision) {
      this.#sweptAt = this.store.revision
      for (const [held, other] of this.#byUrl) if (other.revision !== undefined && other.revision !== this.store.revision) this.#drop(held, other)
    }
    const previous = this.#byUrl.get(url)
    if (previous) this.#drop(url, previous)
    const size = sizeOf(answer)
    for (const [held, other] of this.#byUrl) {
      if (this.#byUrl.size < LIMIT && this.#bytes + size <= BYTE_LIMIT) break
      if (other.revision !== undefined) this.#drop(held, other)
    }
    if (this.#byUrl.size >= LIMIT || this.#bytes + size > BYTE_LIMIT) return
    this.#byUrl.set(url, answer)
    this.#bytes += size
  }

  #drop(url: string, answer: Answer): void {
    if (this.#byUrl.delete(url)) this.#bytes -= sizeOf(answer)
  }

  /** Sends the held answer of a visitor's GET or HEAD and returns true; false leaves the request to Express. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false
    const answer = this.get(req.url ?? '')
    if (!answer) return false
    this.send(req, res, answer)
    return true
  }

  /**
   * Sends `answer` in the best encoding the client accepts, with a strong ETag (a matching If-None-Match on a
   * 2xx answer gets 304). Encodings, tags and heads are made once per answer.
   */
  send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
    const encoding = this.#preferredEncoding(req.headers['accept-encoding'])
    answer.encoded ??= {}
    const encoded = (answer.encoded[encoding] ??= this.#encode(answer, encoding))
    // HSTS only to a request that came over HTTPS: the heads differ by request, not only by answer.
    const heads = this.security.isHttps(req) ? encoded.https : encoded.http
    const ok = answer.status >= 200 && answer.status < 300
    if (ok && fresh(req.headers, { etag: encoded.etag })) {
      res.writeHead(304, heads.notModified).end()
      return
    }
    res.writeHead(answer.status, heads.ok).end(encoded.bytes)
  }

  #preferredEncoding(accept: string | undefined): Encoding {
    const key = accept ?? ''
    let encoding = this.#encodingFor.get(key)
    if (!encoding) {
      const chosen = new Negotiator({ headers: { 'accept-encoding': accept } }).encoding(ENCODINGS, { preferred: ENCODINGS })
      encoding = chosen === 'br' || chosen === 'gzip' ? chosen : 'identity'
      if (this.#encodingFor.size >= 100) this.#encodingFor.clear()
      this.#encodingFor.set(key, encoding)
    }
    return encoding
  }

  #encode(answer: Answer, encoding: Encoding): Encoded {
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : encoding === 'gzip'
          ? gzipSync(answer.body, { level: 9 })
          : Buffer.from(answer.body)
    return this.#encoded(answer, encoding, bytes)
  }

  /**
   * Makes a page's Brotli bytes at quality 11 (or `quality`) on a libuv worker, before the page is first sent: the
   * event loop goes on serving meanwhile, and every visitor gets the same bytes and entity tag.
   */
  async compressPage(answer: Answer, quality = BROTLI_PAGE_QUALITY): Promise<void> {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT }
    const bytes = await brotliCompressAsync(answer.body, { params })
    answer.encoded ??= {}
    answer.encoded.br = this.#encoded(answer, 'br', bytes)
  }

  #encoded(answer: Answer, encoding: Encoding, bytes: Buffer): Encoded {
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`
    const own = [...Object.entries(answer.headers).flat(), 'Vary', 'Accept-Encoding', 'ETag', etag]
    if (encoding !== 'identity') own.push('Content-Encoding', encoding)
    const heads = (security: readonly string[]): Heads => {
      const common = [...security, ...own]
      return { ok: [...common, 'Content-Length', String(bytes.length)], notModified: common }
    }
    return { bytes, etag, http: heads(this.security.list), https: heads([...this.security.list, ...this.security.httpsList]) }
  }
}

/** An answer's memory, estimated: its text (two bytes a character) and room for its compressed copies. */
function sizeOf(answer: Answer): number {
  return answer.body.length * 3
}
