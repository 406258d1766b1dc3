import { ApiError, errorText } from '#shared/api/api-error.ts'
import type { AnyCall } from '#shared/api/operations.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import { offlineReason, type ConnectionMonitor } from './connection-monitor.ts'
import type { CoreEvents } from './core-events.ts'
import type { DraftBackup } from './draft-backup.ts'
import { draftOfQueuedSave } from './queued-draft.ts'
import { argsOfQueuedSave, viewOf, type NewQueuedSave, type QueuedSave, type SaveQueue } from './save-queue.ts'

export interface QueuedSavesOptions {
  queue: SaveQueue
  drafts: DraftBackup
  connection: ConnectionMonitor
  events: CoreEvents
  now: () => Date
  /** The queue or what blocks it changed: the shell is told the status. */
  onChange: () => void
}

/**
 * Creates and updates that could not reach the server are kept (save-queue.ts) and sent, one at a time
 * and once, when it answers again. A save it refuses comes back to the editor as a draft.
 */
export class QueuedSaves {
  #blocked: string | null = null
  #sending: Promise<void> | null = null

  constructor(private readonly options: QueuedSavesOptions) {}

  /** Set when waiting saves need a sign-in before they can be sent. */
  get blocked(): string | null {
    return this.#blocked
  }

  /** Whether saves wait to be sent (to `serverUrl` only, when given). */
  waiting(serverUrl?: string | null): boolean {
    return this.options.queue.saves.some((save) => save.state === 'waiting' && (serverUrl === undefined || save.serverUrl === serverUrl))
  }

  /** A create or update: when the server is unreachable it is kept to be sent later, and the caller still hears it failed. */
  async save<T>(entry: NewQueuedSave, call: (api: StudioApi) => Promise<T>): Promise<T> {
    const { connection, queue, onChange } = this.options
    const { serverUrl } = connection.server()
    try {
      return await connection.track(call, ' The change is kept on this computer and sent when the server answers again.')
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        await queue.add(serverUrl, entry)
        onChange()
      }
      throw error
    }
  }

  /** Sends the waiting saves; a call while they are being sent waits for that run. */
  send(): Promise<void> {
    this.#sending ??= this.#sendWaiting()
      .catch((error: unknown) => console.error('The kept saves could not be sent', error)) // a disk error: kept for next time
      .finally(() => {
        this.#sending = null
      })
    return this.#sending
  }

  async discard(id: string): Promise<void> {
    if (await this.options.queue.remove(id)) this.options.onChange()
  }

  /** Waits for a run of sends under way. */
  async close(): Promise<void> {
    await this.#sending?.catch(() => {})
  }

  async #sendWaiting(): Promise<void> {
    const { connection, queue, events } = this.options
    const serverUrl = connection.view().serverUrl
    if (!serverUrl) return
    const { api } = connection.server()
    this.#blocked = null
    for (const saved of queue.saves.filter((item) => item.state === 'waiting' && item.serverUrl === serverUrl)) {
      try {
        await (api[saved.operation] as AnyCall)(...argsOfQueuedSave(saved))
        await queue.remove(saved.id)
        events.emit({ type: 'save-sent', save: viewOf(saved) })
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) {
          connection.markOffline(offlineReason(error))
          break
        }
        if (error instanceof ApiError && error.status === 401) {
          this.#blocked = 'Sign in again to send the changes kept on this computer.'
          break
        }
        // 409 (someone else's newer version, or the slug is taken) and other refusals: the person decides.
        const conflict = error instanceof ApiError && error.status === 409
        await queue.mark(saved.id, conflict ? 'conflict' : 'failed', errorText(error, error instanceof Error ? error.message : 'refused'))
        await this.#keepAsDraft(saved)
      }
    }
    this.options.onChange()
  }

  /** Puts a refused save back in front of the person as the editor's draft, unless a draft of that form exists. */
  async #keepAsDraft(saved: QueuedSave): Promise<void> {
    const { key, json } = draftOfQueuedSave(saved, this.options.now().toISOString())
    if (await this.options.drafts.get(key)) return
    await this.options.drafts.backup(key, json)
    this.options.events.emit({ type: 'drafts-changed' })
  }
}
