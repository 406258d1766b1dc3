import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ApiError, errorText, parseJson } from '../../shared/api/api-error.ts'
import { createHttpApi } from '../../shared/api/http-api.ts'
import { isQueued, perOperation, type AnyCall } from '../../shared/api/operations.ts'
import type { StudioApi } from '../../shared/api/studio-api.ts'
import { ConnectionStatusSchema, type ConnectionStatus } from './connection-status.ts'
import type { FetchFunction } from './cookie-jar-fetch.ts'
import { DraftBackup } from './draft-backup.ts'
import { desktopError } from './failure.ts'
import { NewInquirySchema, InquiryWatch, type NewInquiry } from './inquiry-watch.ts'
import { settleWrites } from './json-file.ts'
import { withDeadline, type Timeouts } from './network.ts'
import { draftOfQueuedSave } from './queued-draft.ts'
import { SaveQueue, QueuedSaveViewSchema, argsOfQueuedSave, newQueuedSave, viewOf, type NewQueuedSave, type QueuedSave } from './save-queue.ts'
import { ServerAddressError, normalizeServerUrl } from './server-address.ts'
import { SettingsFile } from './settings.ts'
import type { WindowState } from './window-state.ts'

/** What the core tells its shell (main process → renderer and notifications; the Playwright bridge in tests). */
export const CoreEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: ConnectionStatusSchema }),
  z.object({ type: z.literal('save-sent'), save: QueuedSaveViewSchema }),
  z.object({ type: z.literal('new-inquiries'), inquiries: z.array(NewInquirySchema) }),
  /** The core wrote a draft itself (a queued save the server refused): the renderer reloads its list. */
  z.object({ type: z.literal('drafts-changed') }),
])
export type CoreEvent = z.infer<typeof CoreEventSchema>

/** What every studio server's /api/health says, whether or not its store can write. */
const StudioHealthSchema = z.object({ service: z.literal('belleza-studio') })

export const DesktopSettingsViewSchema = z.object({ serverUrl: z.string().nullable() })
export type DesktopSettingsView = z.infer<typeof DesktopSettingsViewSchema>

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
  healthRetry?: { firstMs: number; maxMs: number }
  now?: () => Date
}

export interface DesktopCore {
  /** The /api contract through this computer's session; creates and updates that cannot reach the server are queued. */
  readonly api: StudioApi
  readonly drafts: DraftBackup
  settings(): DesktopSettingsView
  /** Checks that a studio server answers at `address` (GET /api/health), then remembers it. */
  connect(address: string): Promise<DesktopSettingsView>
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
  /** Stops the timers and waits for files being written. */
  close(): Promise<void>
}

export async function createDesktopCore(options: DesktopCoreOptions): Promise<DesktopCore> {
  const now = options.now ?? (() => new Date())
  const retryDelays = options.healthRetry ?? { firstMs: 2_000, maxMs: 30_000 }
  await mkdir(options.dataDir, { recursive: true })
  const settingsFile = await SettingsFile.open(options.dataDir)
  const queue = await SaveQueue.open(options.dataDir, now)
  const drafts = new DraftBackup(join(options.dataDir, 'drafts'), now)
  const inquiryWatch = new InquiryWatch(options.dataDir)
  const fetchTimed = withDeadline(options.fetch, { requestMs: 15_000, uploadMs: 120_000, ...options.timeouts })

  const listeners = new Set<(event: CoreEvent) => void>()
  let http: StudioApi | null = null
  let httpFor: string | null = null
  let state: ConnectionStatus['state'] = settingsFile.current.serverUrl ? 'online' : 'not-connected'
  let problem: string | null = null
  let offlineSince: string | null = null
  let queueBlocked: string | null = null
  let checkTimer: ReturnType<typeof setTimeout> | null = null
  let nextCheckAt: string | null = null
  let retryDelay = retryDelays.firstMs
  let sending: Promise<void> | null = null
  // Saves left waiting by the last run are sent at the first answer of the server.
  let answeredOnce = false
  let closed = false
  const watchers = new Set<ReturnType<typeof setInterval>>()

  function emit(event: CoreEvent) {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        console.error('A desktop core listener failed', error)
      }
    }
  }

  function status(): ConnectionStatus {
    return {
      serverUrl: settingsFile.current.serverUrl,
      state,
      problem,
      offlineSince,
      nextCheckAt,
      queue: queue.views(),
      queueBlocked,
    }
  }
  const emitStatus = () => emit({ type: 'status', status: status() })

  function server(): { serverUrl: string; api: StudioApi } {
    const serverUrl = settingsFile.current.serverUrl
    if (!serverUrl) throw desktopError(0, 'Choose the studio server first.')
    if (!http || httpFor !== serverUrl) {
      http = createHttpApi(serverUrl, fetchTimed)
      httpFor = serverUrl
    }
    return { serverUrl, api: http }
  }

  function markOnline() {
    stopChecking()
    retryDelay = retryDelays.firstMs
    const cameBack = state !== 'online' || !answeredOnce
    answeredOnce = true
    state = 'online'
    problem = null
    offlineSince = null
    if (!cameBack) return
    emitStatus()
    if (queue.saves.some((save) => save.state === 'waiting' && save.serverUrl === settingsFile.current.serverUrl)) {
      void sendQueuedSaves()
    }
  }

  function markOffline(reason: string) {
    const changed = state !== 'offline' || problem !== reason
    if (state !== 'offline') offlineSince = now().toISOString()
    state = 'offline'
    problem = reason
    scheduleCheck()
    if (changed) emitStatus()
  }

  function stopChecking() {
    if (checkTimer) clearTimeout(checkTimer)
    checkTimer = null
    nextCheckAt = null
  }

  function scheduleCheck() {
    if (checkTimer || closed) return
    const delay = retryDelay
    retryDelay = Math.min(retryDelay * 2, retryDelays.maxMs)
    nextCheckAt = new Date(now().getTime() + delay).toISOString()
    checkTimer = setTimeout(() => {
      checkTimer = null
      nextCheckAt = null
      void checkHealth().then(() => {
        if (state === 'offline') emitStatus() // with the next check's time
      })
    }, delay)
    checkTimer.unref?.()
  }

  /**
   * GET /api/health: throws a desktop ApiError (status 0 offline, 502 not a studio server). A studio server whose disk
   * refuses writes answers 503 with its name (issue #17): it is still the studio server, and its saves say why.
   */
  async function askHealth(serverUrl: string): Promise<void> {
    let response: Response
    try {
      response = await fetchTimed(`${serverUrl}/api/health`, { headers: { Accept: 'application/json' } })
    } catch (error) {
      throw desktopError(0, error instanceof Error ? error.message : `No answer from ${serverUrl}`)
    }
    const text = await response.text()
    if (!StudioHealthSchema.safeParse(parseJson(text)).success) {
      throw desktopError(502, `${serverUrl} answered, but it is not the studio server (its /api/health did not say ok).`)
    }
  }

  async function checkHealth(): Promise<void> {
    const serverUrl = settingsFile.current.serverUrl
    if (!serverUrl) return
    try {
      await askHealth(serverUrl)
      markOnline()
    } catch (error) {
      markOffline(error instanceof ApiError && error.status === 0 ? offlineReason(error) : errorText(error, 'The studio server did not answer.'))
    }
  }

  /** Every call: a missing answer marks the server unreachable (and says why), any answer marks it back. */
  async function track<T>(call: (api: StudioApi) => Promise<T>, keptNote = ''): Promise<T> {
    const { api } = server()
    try {
      const value = await call(api)
      markOnline()
      return value
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        const reason = offlineReason(error)
        markOffline(reason)
        throw desktopError(0, `${reason}.${keptNote}`)
      }
      if (error instanceof ApiError) markOnline()
      throw error
    }
  }

  /** A create or update: when the server is unreachable it is kept to be sent later, and the caller still hears it failed. */
  async function save<T>(entry: NewQueuedSave, call: (api: StudioApi) => Promise<T>): Promise<T> {
    const { serverUrl } = server()
    try {
      return await track(call, ' The change is kept on this computer and sent when the server answers again.')
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        await queue.add(serverUrl, entry)
        emitStatus()
      }
      throw error
    }
  }

  /** Puts a refused save back in front of the person as the editor's draft, unless a draft of that form exists. */
  async function keepAsDraft(saved: QueuedSave): Promise<void> {
    const { key, json } = draftOfQueuedSave(saved, now().toISOString())
    if (await drafts.get(key)) return
    await drafts.backup(key, json)
    emit({ type: 'drafts-changed' })
  }

  async function sendWaiting(): Promise<void> {
    const serverUrl = settingsFile.current.serverUrl
    if (!serverUrl) return
    const { api } = server()
    queueBlocked = null
    for (const saved of queue.saves.filter((item) => item.state === 'waiting' && item.serverUrl === serverUrl)) {
      try {
        await (api[saved.operation] as AnyCall)(...argsOfQueuedSave(saved))
        await queue.remove(saved.id)
        emit({ type: 'save-sent', save: viewOf(saved) })
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          markOffline(offlineReason(error))
          break
        }
        if (error instanceof ApiError && error.status === 401) {
          queueBlocked = 'Sign in again to send the changes kept on this computer.'
          break
        }
        // 409 (someone else's newer version, or the slug is taken) and other refusals: the person decides.
        const conflict = error instanceof ApiError && error.status === 409
        await queue.mark(saved.id, conflict ? 'conflict' : 'failed', errorText(error, error instanceof Error ? error.message : 'refused'))
        await keepAsDraft(saved)
      }
    }
    emitStatus()
  }

  function sendQueuedSaves(): Promise<void> {
    sending ??= sendWaiting()
      .catch((error: unknown) => console.error('The kept saves could not be sent', error)) // a disk error: kept for next time
      .finally(() => {
        sending = null
      })
    return sending
  }

  /**
   * One wrapper per operation of the table (shared/api/operations.ts): each call is tracked; a `queued` one that
   * cannot reach the server is kept to be sent later. A sign-in also sends the saves that waited for one.
   */
  const tracked = perOperation<StudioApi>((name) => (...args: unknown[]) => {
    const call = (server: StudioApi) => (server[name] as AnyCall)(...args)
    return isQueued(name) ? save(newQueuedSave(name, args), call) : track(call)
  })
  const api: StudioApi = {
    ...tracked,
    login: async (input) => {
      const result = await tracked.login(input)
      void sendQueuedSaves() // saves that waited for a sign-in
      return result
    },
  }

  async function checkInquiries(): Promise<NewInquiry[]> {
    const serverUrl = settingsFile.current.serverUrl
    if (!serverUrl) return []
    const inquiries = await api.listInquiries()
    const fresh = await inquiryWatch.newInquiries(serverUrl, inquiries)
    if (fresh.length > 0) emit({ type: 'new-inquiries', inquiries: fresh })
    return fresh
  }

  // The address remembered from last time: find out at once whether it answers (not awaited: the window opens now).
  if (settingsFile.current.serverUrl) void checkHealth()

  return {
    api,
    drafts,
    settings: () => ({ serverUrl: settingsFile.current.serverUrl }),

    async connect(address) {
      let serverUrl: string
      try {
        serverUrl = normalizeServerUrl(address)
      } catch (error) {
        if (error instanceof ServerAddressError) throw desktopError(400, error.message, { serverUrl: error.message })
        throw error
      }
      await askHealth(serverUrl)
      const changed = serverUrl !== settingsFile.current.serverUrl
      await settingsFile.update({ serverUrl })
      if (changed) answeredOnce = false
      markOnline()
      return { serverUrl }
    },

    status,

    async retry() {
      stopChecking()
      retryDelay = retryDelays.firstMs
      await checkHealth()
      if (state === 'online' && queue.saves.some((saved) => saved.state === 'waiting')) await sendQueuedSaves()
      return status()
    },

    sendQueuedSaves,

    async discardQueuedSave(id) {
      if (await queue.remove(id)) emitStatus()
      return status()
    },

    checkInquiries,

    watchInquiries(intervalMs) {
      const look = () => {
        checkInquiries().catch(() => {
          // Signed out (401) or offline: the banner says so; nothing to announce.
        })
      }
      look()
      const timer = setInterval(look, intervalMs)
      timer.unref?.()
      watchers.add(timer)
      return () => {
        clearInterval(timer)
        watchers.delete(timer)
      }
    },

    windowState: () => settingsFile.current.window,
    async saveWindowState(window) {
      await settingsFile.update({ window })
    },

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    async close() {
      closed = true
      stopChecking()
      for (const timer of watchers) clearInterval(timer)
      watchers.clear()
      listeners.clear()
      await sending?.catch(() => {})
      await settleWrites()
    },
  }
}

/** Why no answer came, in words: the network layer's reason (network.ts) rather than the generic "could not be reached". */
function offlineReason(error: ApiError): string {
  if (error.error) return error.error
  const shown = error.message.replace(/^0: /, '').trim()
  return shown || 'The studio server did not answer'
}
