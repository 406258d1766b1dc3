import type { ImageFile } from '../../shared/api/studio-api.ts'
import type { DesktopCore } from '../core/desktop-core.ts'
import { desktopError, failureOf } from '../core/failure.ts'
import { OPERATIONS, OPERATION_NAMES, type BridgeResult, type FindOptions, type OperationArgs, type OperationName } from './contract.ts'

/** What only the shell can do (Electron's shell, dialog and webContents in the main process; stand-ins in tests). */
export interface DesktopHost {
  openExternal(url: string): Promise<void>
  chooseImageFile(): Promise<ImageFile | null>
  findInPage(text: string, options: Required<FindOptions>): void
  stopFindInPage(): void
}

export type BridgeHandler = (args: unknown) => Promise<BridgeResult<unknown>>

const OK = { ok: true } as const

/**
 * One handler per operation of the contract. Each parses its arguments with the contract's schema (a renderer is
 * never trusted: a wrong shape is a 400 and nothing runs), calls the core, and answers data that crosses IPC.
 * The main process puts the sender check in front; the Playwright bridge calls these same handlers.
 */
export function createBridgeHandlers(core: DesktopCore, host: DesktopHost): Record<OperationName, BridgeHandler> {
  const run: { [K in OperationName]: (...args: OperationArgs<K>) => Promise<unknown> } = {
    checkAuth: () => core.api.checkAuth(),
    login: (input) => core.api.login(input),
    logout: () => core.api.logout(),
    changePassword: (input) => core.api.changePassword(input),
    listPosts: (query) => core.api.listPosts(query),
    listPostsPage: (query) => core.api.listPostsPage(query),
    bulkUpdatePosts: (input) => core.api.bulkUpdatePosts(input),
    getPost: (slug) => core.api.getPost(slug),
    createPost: (input) => core.api.createPost(input),
    updatePost: (id, input) => core.api.updatePost(id, input),
    deletePost: (id) => core.api.deletePost(id),
    listTrash: () => core.api.listTrash(),
    restorePost: (id) => core.api.restorePost(id),
    purgePost: (id) => core.api.purgePost(id),
    listRevisions: (postId) => core.api.listRevisions(postId),
    getRevision: (postId, revisionId) => core.api.getRevision(postId, revisionId),
    restoreRevision: (postId, revisionId) => core.api.restoreRevision(postId, revisionId),
    listCategories: () => core.api.listCategories(),
    createCategory: (input) => core.api.createCategory(input),
    updateCategory: (id, input) => core.api.updateCategory(id, input),
    deleteCategory: (id) => core.api.deleteCategory(id),
    listInquiries: () => core.api.listInquiries(),
    setInquiryHandled: (id, handled) => core.api.setInquiryHandled(id, handled),
    previewContent: (markdown) => core.api.previewContent(markdown),
    uploadImage: (file) => core.api.uploadImage(file),
    listImages: () => core.api.listImages(),
    updateImage: (name, input) => core.api.updateImage(name, input),
    deleteImage: (name) => core.api.deleteImage(name),
    listGallery: () => core.api.listGallery(),
    createGalleryItem: (input) => core.api.createGalleryItem(input),
    updateGalleryItem: (id, input) => core.api.updateGalleryItem(id, input),
    deleteGalleryItem: (id) => core.api.deleteGalleryItem(id),
    reorderGallery: (ids) => core.api.reorderGallery(ids),
    getStudio: () => core.api.getStudio(),
    updateStudio: (input) => core.api.updateStudio(input),
    listAccounts: () => core.api.listAccounts(),
    createAccount: (input) => core.api.createAccount(input),
    updateAccount: (id, input) => core.api.updateAccount(id, input),
    resetAccountPassword: (id) => core.api.resetAccountPassword(id),
    deleteAccount: (id) => core.api.deleteAccount(id),
    getBackups: () => core.api.getBackups(),
    backupNow: () => core.api.backupNow(),
    listAudit: (query) => core.api.listAudit(query),

    getSettings: async () => core.settings(),
    connect: (address) => core.connect(address),
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
    findInPage: async (text, options) => {
      host.findInPage(text, options)
      return OK
    },
    stopFindInPage: async () => {
      host.stopFindInPage()
      return OK
    },
  }

  // Generic per name, so each handler keeps its own argument types.
  const bind = <K extends OperationName>(name: K): BridgeHandler => (args) => handle(name, args, run[name])
  // Object.fromEntries forgets the keys: the list is exactly OPERATION_NAMES.
  return Object.fromEntries(OPERATION_NAMES.map((name) => [name, bind(name)])) as Record<OperationName, BridgeHandler>
}

async function handle<K extends OperationName>(
  name: K,
  args: unknown,
  call: (...args: OperationArgs<K>) => Promise<unknown>,
): Promise<BridgeResult<unknown>> {
  const parsed = OPERATIONS[name].safeParse(args)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[issue.path.slice(1).join('.') || 'input'] ??= issue.message
    return { ok: false, error: failureOf(desktopError(400, 'The request was not valid', fields)) }
  }
  try {
    // OPERATIONS[name] parses to OperationArgs<K> by definition; TypeScript cannot follow K through the table.
    return { ok: true, value: await call(...(parsed.data as OperationArgs<K>)) }
  } catch (error) {
    return { ok: false, error: failureOf(error) }
  }
}
