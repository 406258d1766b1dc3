import type { FetchFunction } from './cookie-jar-fetch.ts'

export interface Timeouts {
  /** Any call but the upload. */
  requestMs: number
  /** The image upload (5 MB over slow Wi-Fi). */
  uploadMs: number
}

/**
 * Every request gets a deadline (a server that accepts the connection and never answers must not hang the
 * editor), and a network failure gets words a person can act on instead of "fetch failed".
 */
export function withDeadline(base: FetchFunction, timeouts: Timeouts): FetchFunction {
  return async (input, init = {}) => {
    const limit = init.body instanceof FormData ? timeouts.uploadMs : timeouts.requestMs
    try {
      return await base(input, { ...init, signal: AbortSignal.timeout(limit) })
    } catch (error) {
      throw new Error(describeNetworkError(error, originOf(input), limit))
    }
  }
}

const REASONS: [RegExp, string][] = [
  [/ECONNREFUSED|ERR_CONNECTION_REFUSED/, 'the connection was refused (is the server running?)'],
  [/ENOTFOUND|EAI_AGAIN|ERR_NAME_NOT_RESOLVED/, 'the host name was not found'],
  [/ECONNRESET|ERR_CONNECTION_RESET|ERR_CONNECTION_CLOSED|ERR_EMPTY_RESPONSE|UND_ERR_SOCKET/, 'the connection was cut'],
  [/EHOSTUNREACH|ENETUNREACH|ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_ADDRESS_UNREACHABLE/, 'the network is unreachable'],
  [/CERT|SSL|TLS/, 'the secure connection failed (certificate problem)'],
  [/bad port|ERR_UNSAFE_PORT/i, 'browsers never connect to that port; use the port the studio server listens on'],
]

function describeNetworkError(error: unknown, origin: string, limitMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `${origin} did not answer within ${Math.round(limitMs / 1000)} seconds`
  }
  const text = collectText(error)
  const reason = REASONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'the network request failed'
  return `No answer from ${origin}: ${reason}`
}

/** The error's message and codes, its causes' too (undici hides the real reason in `cause`). */
function collectText(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 3) return String(error)
  const code = 'code' in error ? String(error.code) : ''
  return `${error.message} ${code} ${collectText(error.cause, depth + 1)}`
}

function originOf(input: string | URL | Request): string {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  try {
    return new URL(href).origin
  } catch {
    return href
  }
}
