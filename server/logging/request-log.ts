import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { type Socket, isIP } from 'node:net'
import type { Express } from 'express'
import pino from 'pino'
import proxyaddr from 'proxy-addr'
import { type BatchedOutput, type LogOutput, type Logger, isSecretName } from './logger.ts'

/** Longer addresses are cut here in the log (a client can send 16 KB of query string). */
const MAX_LOGGED_PATH = 2048

/**
 * Query parameters that hold what a visitor wrote (the blog's and the console's searches use `q`): the contact page
 * promises that what a visitor does is not kept, so their words never reach the log.
 */
const FREE_TEXT_NAMES = new Set(['q', 'query', 'search', 'text'])

/** The blog's search pages carry the words in their path (shared/content/blog-views.ts): `/blog/search/<words>[/page/N]`. */
const SEARCH_PATH = /^((?:\/es)?\/blog\/search\/)[^/?]+/

/**
 * The request's address as it is logged: path and query, with the values of secret-looking parameters (isSecretName)
 * and of free-text ones (a search's words) replaced, their names read decoded (`%70assword` is a password too), and a
 * search page's words too.
 */
export function loggedPath(url: string): string {
  const cut = (url.length > MAX_LOGGED_PATH ? `${url.slice(0, MAX_LOGGED_PATH)}…` : url).replace(SEARCH_PATH, '$1[redacted]')
  const mark = cut.indexOf('?')
  if (mark < 0) return cut
  const parameters = cut.slice(mark + 1).split('&')
  const logged = parameters.map((parameter) => {
    const equals = parameter.indexOf('=')
    if (equals < 0) return parameter
    const name = decodedName(parameter.slice(0, equals))
    return isSecretName(name) || FREE_TEXT_NAMES.has(name.toLowerCase()) ? `${parameter.slice(0, equals)}=[redacted]` : parameter
  })
  return `${cut.slice(0, mark)}?${logged.join('&')}`
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '))
  } catch {
    return name
  }
}

/** The client's address as a JSON value: a string, or null when the socket is already gone. */
type ClientAddressJson = (req: IncomingMessage) => string

/**
 * The client's address as the log keeps it, as JSON: only its network, the /24 of an IPv4 address (`203.0.113.0/24`)
 * and the /48 of an IPv6 one (`2001:db8:1234::/48`), for every request. The contact page promises that a visitor's IP
 * address is not stored; a network names no one, yet still tells which one a flood comes from, to block it at the
 * proxy. Staff need no more here: a sign-in's whole address is kept in the audit trail, where the usual addresses
 * are read from (server/security/usual-addresses.ts). What is no address (a proxy's header can say anything): null.
 */
export function loggedNetwork(addressJson: string): string {
  let json = networkJsonCache.get(addressJson)
  if (json === undefined) {
    const address: unknown = addressJson === 'null' ? null : JSON.parse(addressJson)
    const network = typeof address === 'string' ? networkOf(address) : undefined
    json = network === undefined ? 'null' : `"${network}"`
    if (networkJsonCache.size >= NETWORK_CACHE_SIZE) networkJsonCache.clear()
    networkJsonCache.set(addressJson, json)
  }
  return json
}

/** Networks of the addresses seen last: a request answered from memory costs 25–30 µs, a network made anew about 1. */
const networkJsonCache = new Map<string, string>()
const NETWORK_CACHE_SIZE = 500

function networkOf(address: string): string | undefined {
  const lower = address.toLowerCase()
  // An IPv4 client of a dual-stack socket is written `::ffff:203.0.113.7`.
  const v4 = lower.startsWith('::ffff:') ? lower.slice('::ffff:'.length) : lower
  if (isIP(v4) === 4) return `${v4.slice(0, v4.lastIndexOf('.'))}.0/24`
  const v6 = lower.split('%', 1)[0]! // without a zone (`fe80::1%eth0`)
  if (isIP(v6) !== 6) return undefined
  const [head = ''] = v6.split('::', 1)
  // The first three groups (48 bits); those `::` stands for are zeros.
  const groups = [...(head ? head.split(':') : []), '0', '0', '0'].slice(0, 3)
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/48`
}

/**
 * The client's address as Express's `req.ip` gives it (its `trust proxy` setting), for requests Express never sees
 * too (the answers sent from memory), as JSON. Without trusted proxies it is the socket's address (an IPv4 or IPv6
 * address: nothing JSON escapes), and X-Forwarded-For is not even parsed; with them it may come from that header, so
 * it is escaped.
 */
export function clientAddressOf(app: Express): ClientAddressJson {
  if (app.get('trust proxy') === false) {
    return (req) => {
      const address = req.socket.remoteAddress
      return address === undefined ? 'null' : `"${address}"`
    }
  }
  const trust = app.get('trust proxy fn') as (address: string, hop: number) => boolean
  return (req) => JSON.stringify(proxyaddr(req, trust) ?? null)
}

/** The path as a JSON string, for the addresses asked for most: the same few, over and over. */
const pathJsonCache = new Map<string, string>()
const PATH_CACHE_SIZE = 500

function pathJson(url: string): string {
  let json = pathJsonCache.get(url)
  if (json === undefined) {
    json = JSON.stringify(loggedPath(url))
    if (pathJsonCache.size >= PATH_CACHE_SIZE) pathJsonCache.clear()
    pathJsonCache.set(url, json)
  }
  return json
}

const INFO = 30
const ERROR = 50

type LineWriter = (level: number, fields: string, message: string) => void

/**
 * Writes a request line to the logger's own output, exactly as pino writes `logger.info({...fields}, message)` with
 * our options (level, epoch time, pid and hostname, the fields, msg), but made with one template: pino's general
 * serializer cost about 1.2 µs a line of the 25–30 µs a request answered from memory costs. A batched output
 * (BatchedOutput) gathers info lines and writes an error's at once; a pino-pretty output reads them like pino's own.
 */
function lineWriter(logger: Logger): LineWriter {
  const internals = logger as unknown as Record<symbol, unknown>
  const output = internals[pino.symbols.streamSym] as LogOutput & Partial<Pick<BatchedOutput, 'append'>>
  /** `,"pid":…,"hostname":…` and any child bindings, as pino keeps them, serialized once. */
  const bindings = internals[pino.symbols.chindingsSym] as string
  const later = output.append ? output.append.bind(output) : output.write.bind(output)
  const now = output.write.bind(output)
  return (level, fields, message) => {
    const line = `{"level":${level},"time":${Date.now()}${bindings},${fields},"msg":"${message}"}\n`
    if (level >= ERROR) now(line)
    else later(line)
  }
}

/**
 * The server's request listener (`answerFromMemory` first, then `express`), writing one line per request
 * when its answer is done, or the client went away first: method, path, status, milliseconds from arrival to the
 * last byte handed to the socket, bytes written for it (head and body) and the client's network (loggedNetwork). Never a
 * header (no cookie, no authorization, no browser's name), never a body. 5xx answers are logged as errors, the rest as info.
 *
 * Every request pays for it, those answered from memory before Express too (decision 004), so it costs as little as
 * it can: no copy of the request (pino-http's serializers copy every header into a child logger per request), a line
 * made by hand (lineWriter), and for an answer from memory, which is sent before `answerFromMemory` returns, no
 * listener at all: its line is written right then. When the level logs no errors, nothing is added.
 *
 * The byte count is the socket's growth between arrival and the end: on a pipelined connection (browsers and proxies
 * do not pipeline) it would include the answers queued before this one.
 */
export function loggingListener(
  logger: Logger,
  clientAddress: ClientAddressJson,
  answerFromMemory: (req: IncomingMessage, res: ServerResponse) => boolean,
  express: RequestListener,
): RequestListener {
  if (!logger.isLevelEnabled('error')) {
    return (req, res) => {
      if (!answerFromMemory(req, res)) express(req, res)
    }
  }
  const logsInfo = logger.isLevelEnabled('info')
  const write = lineWriter(logger)
  return (req, res) => {
    const arrived = performance.now()
    const socket = req.socket
    const bytesBefore = socket.bytesWritten ?? 0
    if (answerFromMemory(req, res)) {
      // Sent already (one writeHead and end): its line now, without a listener. llhttp accepts only known methods, so
      // a method needs no escaping.
      const fields = requestFields(req.method, req.url ?? '', res.statusCode, arrived, socket, bytesBefore, loggedNetwork(clientAddress(req)))
      if (res.statusCode >= 500) write(ERROR, fields, 'request')
      else if (logsInfo) write(INFO, fields, 'request')
      return
    }
    // Express rewrites req.url inside its routers: the one that came is kept, and the address while the socket is open.
    const { method, url = '' } = req
    const ip = loggedNetwork(clientAddress(req))
    res.on('close', () => {
      const finished = res.writableFinished
      const level = finished && res.statusCode >= 500 ? ERROR : INFO
      if (level === INFO && !logsInfo) return
      const status = finished || res.headersSent ? res.statusCode : null
      const fields = requestFields(method, url, status, arrived, socket, bytesBefore, ip)
      if (finished) write(level, fields, 'request')
      else write(level, `${fields},"aborted":true`, 'request aborted')
    })
    express(req, res)
  }
}

/** A request line's own fields, as JSON members; `ip` (the client's network) is JSON already. */
function requestFields(
  method: string | undefined,
  url: string,
  status: number | null,
  arrived: number,
  socket: Socket,
  bytesBefore: number,
  ip: string,
): string {
  const ms = Math.round((performance.now() - arrived) * 100) / 100
  const bytes = (socket.bytesWritten ?? bytesBefore) - bytesBefore
  return `"method":"${method}","path":${pathJson(url)},"status":${status},"ms":${ms},"bytes":${bytes},"ip":${ip}`
}
