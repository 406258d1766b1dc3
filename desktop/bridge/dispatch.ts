import { perOperation, type AnyCall, type OperationName as ApiOperationName } from '#shared/api/operations.ts'
import type { Ok } from '#shared/api/studio-api.ts'
import type { ImageFile } from '#shared/schema/upload.ts'
import { issueFields } from '#shared/schema/issue-fields.ts'
import type { DesktopCore } from '../core/desktop-core.ts'
import { desktopError, failureOf } from '../core/failure.ts'
import { OPERATIONS, OPERATION_NAMES, type BridgeResult, type FindOptions, type OperationArgs, type OperationName } from './contract.ts'

/** What only the shell can do (Electron's shell, dialog and webContents in the main process; stand-ins in tests). */
export interface DesktopHost {
  openExternal(url: string): Promise<void>
  chooseImageFile(): Promise<ImageFile | null>
  /** The native save dialog, starting at `suggestedName`; the chosen path, or null when cancelled. */
  chooseSaveFile(suggestedName: string): Promise<string | null>
  findInPage(text: string, options: Required<FindOptions>): void
  stopFindInPage(): void
}

export type BridgeHandler = (args: unknown) => Promise<BridgeResult<unknown>>

const OK: Ok = { ok: true }

type Run<K extends OperationName> = (...args: OperationArgs<K>) => Promise<unknown>
type ApiRun = { [K in ApiOperationName]: Run<K> }

/** The desktop app's own operations with their parsed arguments; the bridge contract's answers are typed from here. */
function desktopOperations(core: DesktopCore, host: DesktopHost) {
  return {
    getSettings: async () => core.settings(),
    connect: (address, options) => core.connect(address, options),
    getStatus: async () => core.status(),
    retryConnection: () => core.retry(),
    backupDraft: async (key, json) => {
      await core.drafts.backup(key, json)
      return OK
    },
    listDrafts: () => core.drafts.list(),
    discardDraft: async (key) => {
      await core.drafts.discard(key)
      return OK
    },
    discardQueuedSave: (id) => core.discardQueuedSave(id),
    openExternal: async (url) => {
      await host.openExternal(url)
      return OK
    },
    chooseImageFile: () => host.chooseImageFile(),
    saveBackupArchive: async (name): Promise<string | null> => {
      const to = await host.chooseSaveFile(`belleza-backup-${name}.tar.gz`)
      if (!to) return null
      await core.saveBackupArchive(name, to)
      return to
    },
    findInPage: async (text, options) => {
      host.findInPage(text, options)
      return OK
    },
    stopFindInPage: async () => {
      host.stopFindInPage()
      return OK
    },
  } satisfies { [K in Exclude<OperationName, ApiOperationName>]: Run<K> }
}
export type DesktopOperations = ReturnType<typeof desktopOperations>

/**
 * One handler per operation of the contract. Each parses its arguments with the contract's schema (a renderer is
 * never trusted: a wrong shape is a 400 and nothing runs), calls the core, and answers data that crosses IPC.
 * The main process puts the sender check in front; the Playwright bridge calls these same handlers.
 */
export function createBridgeHandlers(core: DesktopCore, host: DesktopHost): Record<OperationName, BridgeHandler> {
  const run: { [K in OperationName]: Run<K> } = {
    // Every /api operation (shared/api/operations.ts) goes to the core's wrapper with its parsed arguments.
    ...perOperation<ApiRun>(
      (name) =>
        (...args: unknown[]) =>
          (core.api[name] as AnyCall)(...args),
    ),
    ...desktopOperations(core, host),
  }

  // Generic per name, so each handler keeps its own argument types.
  const bind =
    <K extends OperationName>(name: K): BridgeHandler =>
    (args) =>
      handle(name, args, run[name])
  // Object.fromEntries forgets the keys: the list is exactly OPERATION_NAMES.
  return Object.fromEntries(OPERATION_NAMES.map((name) => [name, bind(name)])) as Record<OperationName, BridgeHandler>
}

async function handle<K extends OperationName>(name: K, args: unknown, call: (...args: OperationArgs<K>) => Promise<unknown>): Promise<BridgeResult<unknown>> {
  const parsed = OPERATIONS[name].safeParse(args)
  if (!parsed.success) {
    // The path's first part is the argument's place in the tuple.
    const fields = issueFields(parsed.error, { skip: 1, root: 'input' })
    return { ok: false, error: failureOf(desktopError(400, 'The request was not valid', fields)) }
  }
  try {
    // OPERATIONS[name] parses to OperationArgs<K> by definition; TypeScript cannot follow K through the table.
    return { ok: true, value: await call(...(parsed.data as OperationArgs<K>)) }
  } catch (error) {
    return { ok: false, error: failureOf(error) }
  }
}
