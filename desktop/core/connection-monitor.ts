import { z } from 'zod'
import { ApiError, errorText, parseJson } from '#shared/api/api-error.ts'
import { createHttpApi } from '#shared/api/http-api.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import type { ConnectionStatus } from './connection-status.ts'
import type { FetchFunction } from './cookie-jar-fetch.ts'
import { desktopError } from './failure.ts'

/** What every studio server's /api/health says, whether or not its store can write. */
const StudioHealthSchema = z.object({ service: z.literal('belleza-studio') })

export interface RetryDelays {
  firstMs: number
  maxMs: number
}

/** The waits between health checks while the server is away: `firstMs`, then doubling up to `maxMs`. */
export class Backoff {
  #next: number

  constructor(readonly delays: RetryDelays) {
    this.#next = delays.firstMs
  }

  /** The wait before the next check; the one after it is twice as long (at most `maxMs`). */
  next(): number {
    const delay = this.#next
    this.#next = Math.min(delay * 2, this.delays.maxMs)
    return delay
  }

  reset(): void {
    this.#next = this.delays.firstMs
  }
}

export type ConnectionView = Pick<ConnectionStatus, 'serverUrl' | 'state' | 'problem' | 'offlineSince' | 'nextCheckAt'>

export interface ConnectionMonitorOptions {
  /** The chosen server's address (settings.json), read at each call. */
  serverUrl: () => string | null
  /** With its deadline (network.ts). */
  fetch: FetchFunction
  retry: RetryDelays
  now: () => Date
  /** Online, offline or the reason changed: the shell is told the status. */
  onChange: () => void
  /** The server answered after being away (or for the first time since the start or a new address). */
  onBack: () => void
}

/**
 * Whether the studio server answers: every call through `track` marks it online or offline, and while it is
 * offline /api/health is asked again on a doubling schedule (at once on Retry).
 */
export class ConnectionMonitor {
  #status: Omit<ConnectionView, 'serverUrl'>
  #timer: ReturnType<typeof setTimeout> | null = null
  readonly #backoff: Backoff
  // Saves left waiting by the last run are sent at the first answer of the server.
  #answeredOnce = false
  #closed = false
  #http: { serverUrl: string; api: StudioApi } | null = null

  constructor(private readonly options: ConnectionMonitorOptions) {
    this.#status = { state: options.serverUrl() ? 'online' : 'not-connected', problem: null, offlineSince: null, nextCheckAt: null }
    this.#backoff = new Backoff(options.retry)
  }

  get state(): ConnectionStatus['state'] {
    return this.#status.state
  }

  view(): ConnectionView {
    return { serverUrl: this.options.serverUrl(), ...this.#status }
  }

  /** The chosen server and its API client (made again when the address changes). */
  server(): { serverUrl: string; api: StudioApi } {
    const serverUrl = this.options.serverUrl()
    if (!serverUrl) throw desktopError(0, 'Choose the studio server first.')
    if (this.#http?.serverUrl !== serverUrl) this.#http = { serverUrl, api: createHttpApi(serverUrl, this.options.fetch) }
    return this.#http
  }

  /**
   * GET /api/health: throws a desktop ApiError (status 0 offline, 502 not a studio server). A studio server whose disk
   * refuses writes answers 503 with its name: it is still the studio server, and its saves say why.
   */
  async askHealth(serverUrl: string): Promise<void> {
    let response: Response
    try {
      response = await this.options.fetch(`${serverUrl}/api/health`, { headers: { Accept: 'application/json' } })
    } catch (error) {
      throw desktopError(0, error instanceof Error ? error.message : `No answer from ${serverUrl}`)
    }
    const text = await response.text()
    if (!StudioHealthSchema.safeParse(parseJson(text)).success) {
      throw desktopError(502, `${serverUrl} answered, but it is not the studio server (its /api/health did not say ok).`)
    }
  }

  /** Asks the chosen server's /api/health and marks it online or offline. */
  async check(): Promise<void> {
    const serverUrl = this.options.serverUrl()
    if (!serverUrl) return
    try {
      await this.askHealth(serverUrl)
      this.markOnline()
    } catch (error) {
      this.markOffline(error instanceof ApiError && error.status === 0 ? offlineReason(error) : errorText(error, 'The studio server did not answer.'))
    }
  }

  /** The banner's Retry: asks at once, and the schedule starts again from its first wait. */
  async retryNow(): Promise<void> {
    this.#stopChecking()
    this.#backoff.reset()
    await this.check()
  }

  /** A server just answered at the address chosen; a new address counts as a first answer. */
  connected(newAddress: boolean): void {
    if (newAddress) this.#answeredOnce = false
    this.markOnline()
  }

  /** Every call: a missing answer marks the server unreachable (and says why), any answer marks it back. */
  async track<T>(call: (api: StudioApi) => Promise<T>, keptNote = ''): Promise<T> {
    const { api } = this.server()
    try {
      const value = await call(api)
      this.markOnline()
      return value
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        const reason = offlineReason(error)
        this.markOffline(reason)
        throw desktopError(0, `${reason}.${keptNote}`)
      }
      if (error instanceof ApiError) this.markOnline()
      throw error
    }
  }

  markOnline(): void {
    this.#stopChecking()
    this.#backoff.reset()
    const cameBack = this.#status.state !== 'online' || !this.#answeredOnce
    this.#answeredOnce = true
    this.#status = { ...this.#status, state: 'online', problem: null, offlineSince: null }
    if (!cameBack) return
    this.options.onChange()
    this.options.onBack()
  }

  markOffline(reason: string): void {
    const wasOffline = this.#status.state === 'offline'
    const changed = !wasOffline || this.#status.problem !== reason
    const offlineSince = wasOffline ? this.#status.offlineSince : this.options.now().toISOString()
    this.#status = { ...this.#status, state: 'offline', problem: reason, offlineSince }
    this.#scheduleCheck()
    if (changed) this.options.onChange()
  }

  close(): void {
    this.#closed = true
    this.#stopChecking()
  }

  #stopChecking(): void {
    if (this.#timer) clearTimeout(this.#timer)
    this.#timer = null
    this.#status.nextCheckAt = null
  }

  #scheduleCheck(): void {
    if (this.#timer || this.#closed) return
    const delay = this.#backoff.next()
    this.#status.nextCheckAt = new Date(this.options.now().getTime() + delay).toISOString()
    this.#timer = setTimeout(() => {
      this.#timer = null
      this.#status.nextCheckAt = null
      void this.check().then(() => {
        if (this.#status.state === 'offline') this.options.onChange() // with the next check's time
      })
    }, delay)
    this.#timer.unref?.()
  }
}

/** Why no answer came, in words: the network layer's reason (network.ts) rather than the generic "could not be reached". */
export function offlineReason(error: ApiError): string {
  if (error.error) return error.error
  const shown = error.message.replace(/^0: /, '').trim()
  return shown || 'The studio server did not answer'
}
