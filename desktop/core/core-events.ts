import { z } from 'zod'
import { ConnectionStatusSchema } from './connection-status.ts'
import { NewInquirySchema } from './inquiry-watch.ts'
import { QueuedSaveViewSchema } from './save-queue.ts'

/** What the core tells its shell (main process → renderer and notifications; the Playwright bridge in tests). */
export const CoreEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), status: ConnectionStatusSchema }),
  z.object({ type: z.literal('save-sent'), save: QueuedSaveViewSchema }),
  z.object({ type: z.literal('new-inquiries'), inquiries: z.array(NewInquirySchema) }),
  /** The core wrote a draft itself (a queued save the server refused): the renderer reloads its list. */
  z.object({ type: z.literal('drafts-changed') }),
])
export type CoreEvent = z.infer<typeof CoreEventSchema>

/** The core's listeners: one failing listener does not keep the event from the others. */
export class CoreEvents {
  readonly #listeners = new Set<(event: CoreEvent) => void>()

  emit(event: CoreEvent): void {
    for (const listener of this.#listeners) {
      try {
        listener(event)
      } catch (error) {
        console.error('A desktop core listener failed', error)
      }
    }
  }

  subscribe(listener: (event: CoreEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  clear(): void {
    this.#listeners.clear()
  }
}
