import { z } from 'zod'
import type { FailedResponse } from '#shared/api/api-error.ts'
import { OPERATIONS as API_OPERATIONS, perOperation } from '#shared/api/operations.ts'
import { BackupNameSchema } from '#shared/schema/backups.ts'
import type { StudioApi } from '#shared/api/studio-api.ts'
import { DraftKeySchema, DraftTextSchema } from '../core/draft-schema.ts'
import type { CoreEvent } from '../core/desktop-core.ts'
import type { DesktopOperations } from './dispatch.ts'

/**
 * The desktop bridge: ONE list of operations, each with the zod schema of its arguments: every operation of the
 * /api table (shared/api/operations.ts) and the desktop app's own. The preload exposes one function per entry (and
 * nothing else), the main process registers one `ipcMain.handle` per entry and parses the arguments with the schema
 * before anything runs, and the Playwright bridge binds the same names.
 */

/** Only web pages leave the app (`shell.openExternal` only for http(s)). */
const ExternalUrlSchema = z.url({ protocol: /^https?$/, error: 'Only http(s) addresses open in the browser' })

const FindOptionsSchema = z.object({
  forward: z.boolean().default(true),
  findNext: z.boolean().default(false),
  matchCase: z.boolean().default(false),
})
export type FindOptions = z.input<typeof FindOptionsSchema>

/** The /api operations' argument schemas, by name (the table's `args`). */
const apiArgs = perOperation<{ [K in keyof typeof API_OPERATIONS]: (typeof API_OPERATIONS)[K]['args'] }>((name) => API_OPERATIONS[name].args)

export const OPERATIONS = {
  ...apiArgs,

  // The desktop app's own operations.
  getSettings: z.tuple([]),
  connect: z.tuple([z.string().max(2000), z.strictObject({ acceptUnencrypted: z.boolean().optional() }).optional()]),
  getStatus: z.tuple([]),
  retryConnection: z.tuple([]),
  backupDraft: z.tuple([DraftKeySchema, DraftTextSchema]),
  listDrafts: z.tuple([]),
  discardDraft: z.tuple([DraftKeySchema]),
  discardQueuedSave: z.tuple([z.string().min(1).max(100)]),
  openExternal: z.tuple([ExternalUrlSchema]),
  /** The native file dialog (menu File › Insert Image…); answers the chosen image's bytes, or null. */
  chooseImageFile: z.tuple([]),
  /** Settings › Backups: the native save dialog, then the backup's archive downloaded there; answers the file, or null. */
  saveBackupArchive: z.tuple([BackupNameSchema]),
  findInPage: z.tuple([z.string().min(1).max(500), FindOptionsSchema]),
  stopFindInPage: z.tuple([]),
} as const

export type OperationName = keyof typeof OPERATIONS
export type OperationArgs<K extends OperationName> = z.output<(typeof OPERATIONS)[K]>

export const OPERATION_NAMES = Object.keys(OPERATIONS).filter((name): name is OperationName => name in OPERATIONS)

export function channelOf(name: OperationName): `studio:${OperationName}` {
  return `studio:${name}`
}

/** Messages from the main process to the renderer (the renderer never sends on these). */
export const PUSH_CHANNELS = {
  menuCommand: 'studio:push:menu-command',
  coreEvent: 'studio:push:core-event',
} as const

/** Menu items that the renderer carries out (zoom, undo, copy... are Electron's own roles). */
export type MenuCommand = 'new-post' | 'save' | 'find' | 'insert-image' | 'open-inquiries' | 'change-server'

/** The functions on `window.studio`: one per operation, plus the two subscriptions. */
export const BRIDGE_FUNCTION_NAMES = [...OPERATION_NAMES, 'onMenuCommand', 'onCoreEvent'] as const

/** Every answer crosses IPC as data: a value, or the failure the renderer turns back into an ApiError. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: FailedResponse }

/** What each operation answers: the /api table's, and the desktop's own (dispatch.ts). */
type Answers = StudioApi & DesktopOperations

/** `window.studio` in the renderer: one function per operation, taking what its schema parses, plus the two subscriptions. */
export type StudioBridge = {
  [K in OperationName]: (...args: z.input<(typeof OPERATIONS)[K]>) => Promise<BridgeResult<Awaited<ReturnType<Answers[K]>>>>
} & {
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
  onCoreEvent(listener: (event: CoreEvent) => void): () => void
}
