import { z } from 'zod'
import { TimestampSchema } from '#shared/schema/common.ts'
import { QueuedSaveViewSchema } from './save-queue.ts'

/**
 * not-connected: no server chosen yet (first run) · online: the server answered last time · offline: it did not;
 * the core asks /api/health again on its own (and at once on Retry).
 */
const ConnectionStateSchema = z.enum(['not-connected', 'online', 'offline'])

export const ConnectionStatusSchema = z.object({
  serverUrl: z.string().nullable(),
  state: ConnectionStateSchema,
  /** Why the server is unreachable, in words ("No answer from http://localhost:3000: connection refused"). */
  problem: z.string().nullable(),
  offlineSince: TimestampSchema.nullable(),
  nextCheckAt: TimestampSchema.nullable(),
  /** Saves kept on this computer, oldest first. */
  queue: z.array(QueuedSaveViewSchema),
  /** Set when waiting saves need a sign-in before they can be sent. */
  queueBlocked: z.string().nullable(),
})
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>
