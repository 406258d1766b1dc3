import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request, Response } from 'express'
import { z } from 'zod'

export const DEVICE_COOKIE = 'studio_device'
/** How long a browser or desktop app that signed in stays known, unless it fails too often (sign-in-guard.ts). */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000
/** Sent with sign-ins and password changes only: no other request needs it. */
const DEVICE_COOKIE_PATH = '/api/admin'

const DeviceClaimSchema = z.object({ u: z.string(), d: z.string().min(16).max(64), iat: z.number() })

/**
 * OWASP's "device cookie": after a successful sign-in the browser (or the desktop app's cookie jar) gets a signed,
 * HttpOnly token naming the account, so that a later sign-in from it can be told apart from a stranger's guesses
 * and never be locked out by them. Stateless: the signature (keyed from the session secret) and the issued-at say
 * whether it is valid; the guard keeps the list of tokens that failed too often.
 */
export class DeviceCookies {
  readonly #key: Buffer

  constructor(sessionSecret: string) {
    // A key of its own: a session cookie's signature can never pass for a device token's, nor the other way round.
    this.#key = createHmac('sha256', sessionSecret).update('studio device cookie').digest()
  }

  /** A fresh token for `username`, set on this answer (Secure exactly when the request is HTTPS, as the session). */
  issue(req: Request, res: Response, username: string, now = Date.now()): void {
    const claim = { u: username.toLowerCase(), d: randomBytes(18).toString('base64url'), iat: now }
    const payload = Buffer.from(JSON.stringify(claim)).toString('base64url')
    res.cookie(DEVICE_COOKIE, `${payload}.${this.#sign(payload)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_LIFETIME_MS,
    })
  }

  /** The id of this request's device token when it is genuine, unexpired and for `username`; otherwise undefined. */
  read(req: Request, username: string, now = Date.now()): string | undefined {
    const value = cookieValue(req.headers.cookie, DEVICE_COOKIE)
    const [payload, signature, ...rest] = value?.split('.') ?? []
    if (!payload || !signature || rest.length > 0) return undefined
    const expected = Buffer.from(this.#sign(payload))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
    let claim: z.infer<typeof DeviceClaimSchema>
    try {
      claim = DeviceClaimSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()))
    } catch {
      return undefined
    }
    if (claim.u !== username.toLowerCase()) return undefined
    if (claim.iat > now + 60_000 || now - claim.iat >= DEVICE_LIFETIME_MS) return undefined
    return claim.d
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url')
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}
