import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { ApiError } from '#shared/api/api-error.ts'
import { isQueued, perOperation, type AnyCall } from '#shared/api/operations.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import { ConnectionMonitor, type RetryDelays } from './connection-monitor.ts'
import type { ConnectionStatus } from './connection-status.ts'
import type { FetchFunction } from './cookie-jar-fetch.ts'
import { CoreEvents, type CoreEvent } from './core-events.ts'
import { DraftBackup } from './draft-backup.ts'
import { desktopError } from './failure.ts'
import { InquiryWatch, type NewInquiry } from './inquiry-watch.ts'
import { settleWrites } from './json-file.ts'
import { withDeadline, type Timeouts } from './network.ts'
import { QueuedSaves } from './queued-saves.ts'
import { newQueuedSave, SaveQueue } from './save-queue.ts'
import { ServerAddressError, UNENCRYPTED_NOT_ACCEPTED, normalizeServerUrl, sendsPasswordInClear } from './server-address.ts'
import { SettingsFile, type DesktopSettingsView } from './settings.ts'
import type { WindowState } from './window-state.ts'

export type { CoreEvent } from './core-events.ts'
export type { DesktopSettingsView } from './settings.ts'

export interface DesktopCoreOptions {
  /** The app's data folder (Electron: `app.getPath('userData')`). */
  dataDir: string
  /**
   * How requests reach the server, carrying the session cookie: Electron's `session.fromPartition('persist:studio')
   * .fetch` in the main process, `createCookieJarFetch` in Node.
   */
  fetch: FetchFunction
  timeouts?: Partial<Timeouts>
  /** Asking /api/health again while the server is away: first after `firstMs`, doubling up to `maxMs`. */
  healthRetry?: RetryDelays
  now?: () => Date
}

export interface ConnectOptions {
  /** Staff ticked "I understand": connect over plain http although the password then crosses the network in clear. */
  acceptUnencrypted?: boolean
}

export interface DesktopCore {
  /** The /api contract through this computer's session; creates and updates that cannot reach the server are queued. */
  readonly api: StudioApi
  readonly drafts: DraftBackup
  settings(): DesktopSettingsView
  /**
   * Checks that a studio server answers at `address` (GET /api/health), then remembers it. A plain-http address off
   * this computer is refused unless staff accepted that it is unencrypted (the connect screen's "I understand").
   */
  connect(address: string, options?: ConnectOptions): Promise<DesktopSettingsView>
  status(): ConnectionStatus
  /** Asks the server at once (the banner's Retry); sends waiting saves when it answers. */
  retry(): Promise<ConnectionStatus>
  /** Sends the waiting saves now (done on its own when the server comes back or after a sign-in). */
  sendQueuedSaves(): Promise<void>
  discardQueuedSave(id: string): Promise<ConnectionStatus>
  /** Inquiries not seen before, for a notification (none the first time a server is looked at). */
  checkInquiries(): Promise<NewInquiry[]>
  /** Checks for new inquiries every `intervalMs` while signed in; each find is also sent as an event. */
  watchInquiries(intervalMs: number): () => void
  windowState(): WindowState | null
  saveWindowState(state: WindowState): Promise<void>
  subscribe(listener: (event: CoreEvent) => void): () => void
  /**
   * Downloads a backup's archive (the owner's session) into the file `to`, written beside it first and renamed when
   * whole, so a cut-off download never passes for a backup. The server's refusal (403, 404) is thrown as it said it.
   */
  saveBackupArchive(name: string, to: string): Promise<void>
  /** Stops the timers and waits for files being written. */
  close(): Promise<void>
}

/**
 * The desktop app's core, composed of its parts: the settings file, the connection monitor (status, backoff,
 * retry), the queued saves and the inquiry watch. It wires them together and owns nothing else.
 */
export async function createDesktopCore(options: DesktopCoreOptions): Promise<DesktopCore> {
  const now = options.now ?? (() => new Date())
  await mkdir(options.dataDir, { recursive: true })
  const settings = await SettingsFile.open(options.dataDir)
  const queue = await SaveQueue.open(options.dataDir, now)
  const drafts = new DraftBackup(join(options.dataDir, 'drafts'), now)
  const events = new CoreEvents()
  /** The saved address, unless it would send the password in clear and nobody accepted that (then nothing is sent). */
  const serverUrl = () => {
    const { serverUrl: saved, unencryptedAccepted } = settings.current
    return saved && sendsPasswordInClear(saved) && unencryptedAccepted !== saved ? null : saved
  }
  const view = (): DesktopSettingsView => {
    const saved = settings.current.serverUrl
    const usable = serverUrl()
    return saved && !usable ? { serverUrl: null, unacceptedServerUrl: saved } : { serverUrl: usable }
  }

  const status = (): ConnectionStatus => ({ ...connection.view(), queue: queue.views(), queueBlocked: saves.blocked })
  const emitStatus = () => events.emit({ type: 'status', status: status() })

  const connection = new ConnectionMonitor({
    serverUrl,
    fetch: withDeadline(options.fetch, { requestMs: 15_000, uploadMs: 120_000, ...options.timeouts }),
    retry: options.healthRetry ?? { firstMs: 2_000, maxMs: 30_000 },
    now,
    onChange: emitStatus,
    onBack: () => {
      if (saves.waiting(serverUrl())) void saves.send()
    },
  })
  const saves = new QueuedSaves({ queue, drafts, connection, events, now, onChange: emitStatus })

  /**
   * One wrapper per operation of the table (shared/api/operations.ts): each call is tracked; a `queued` one that
   * cannot reach the server is kept to be sent later. A sign-in also sends the saves that waited for one.
   */
  const tracked = perOperation<StudioApi>((name) => (...args: unknown[]) => {
    const call = (server: StudioApi) => (server[name] as AnyCall)(...args)
    return isQueued(name) ? saves.save(newQueuedSave(name, args), call) : connection.track(call)
  })
  const api: StudioApi = {
    ...tracked,
    login: async (input) => {
      const result = await tracked.login(input)
      void saves.send() // saves that waited for a sign-in
      return result
    },
  }

  const inquiries = new InquiryWatch(options.dataDir, {
    serverUrl,
    listInquiries: () => api.listInquiries(),
    announce: (fresh) => events.emit({ type: 'new-inquiries', inquiries: fresh }),
  })

  // The address remembered from last time: find out at once whether it answers (not awaited: the window opens now).
  if (serverUrl()) void connection.check()

  return {
    api,
    drafts,
    settings: view,

    async saveBackupArchive(name, to) {
      const base = serverUrl()
      if (!base) throw desktopError(503, 'Connect to the studio server first.')
      let response: Response
      try {
        // No deadline: an archive with the studio's photos may take minutes on a slow line.
        response = await options.fetch(`${base}/api/admin/backups/${encodeURIComponent(name)}/archive`)
      } catch (cause) {
        throw ApiError.offline(cause)
      }
      if (!response.ok || !response.body) throw new ApiError({ status: response.status, statusText: response.statusText, body: await response.text() })
      const partial = `${to}.part`
      try {
        await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), createWriteStream(partial))
        await rename(partial, to)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },

    async connect(address, options = {}) {
      let chosen: string
      try {
        chosen = normalizeServerUrl(address)
      } catch (error) {
        if (error instanceof ServerAddressError) throw desktopError(400, error.message, { serverUrl: error.message })
        throw error
      }
      const inClear = sendsPasswordInClear(chosen)
      if (inClear && !options.acceptUnencrypted) throw desktopError(400, UNENCRYPTED_NOT_ACCEPTED, { serverUrl: UNENCRYPTED_NOT_ACCEPTED })
      await connection.askHealth(chosen)
      const changed = chosen !== serverUrl()
      await settings.update({ serverUrl: chosen, unencryptedAccepted: inClear ? chosen : null })
      connection.connected(changed)
      return view()
    },

    status,

    async retry() {
      await connection.retryNow()
      if (connection.state === 'online' && saves.waiting()) await saves.send()
      return status()
    },

    sendQueuedSaves: () => saves.send(),

    async discardQueuedSave(id) {
      await saves.discard(id)
      return status()
    },

    checkInquiries: () => inquiries.check(),
    watchInquiries: (intervalMs) => inquiries.every(intervalMs),

    windowState: () => settings.current.window,
    async saveWindowState(window) {
      await settings.update({ window })
    },

    subscribe: (listener) => events.subscribe(listener),

    async close() {
      connection.close()
      inquiries.close()
      events.clear()
      await saves.close()
      await settleWrites()
    },
  }
}
