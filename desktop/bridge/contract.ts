import { z } from 'zod'
import type { FailedResponse } from '../../shared/api/api-error.ts'
import { ImageFileSchema, PreviewInputSchema, type ImageFile, type Ok, type StudioApi } from '../../shared/api/studio-api.ts'
import { AccountInputSchema, AccountUpdateSchema } from '../../shared/schema/account.ts'
import { AuditQuerySchema } from '../../shared/schema/audit.ts'
import { LoginInputSchema, PasswordChangeSchema } from '../../shared/schema/auth.ts'
import { CategoryInputSchema } from '../../shared/schema/category.ts'
import { IdSchema, SlugSchema } from '../../shared/schema/common.ts'
import { GalleryInputSchema, GalleryOrderSchema, GalleryUpdateSchema } from '../../shared/schema/gallery.ts'
import { ImageAltUpdateSchema, ImageNameSchema } from '../../shared/schema/image.ts'
import { InquiryUpdateSchema } from '../../shared/schema/inquiry.ts'
import { AdminPostListQuerySchema, PostBulkActionSchema, PostInputSchema, PostListQuerySchema, PostUpdateSchema } from '../../shared/schema/post.ts'
import { StudioSettingsInputSchema } from '../../shared/schema/studio.ts'
import { MAX_IMAGE_BYTES } from '../../shared/admin/image-check.ts'
import type { ConnectionStatus } from '../core/connection-status.ts'
import { DraftKeySchema, DraftTextSchema, type BackedUpDraft } from '../core/draft-schema.ts'
import type { CoreEvent, DesktopSettingsView } from '../core/desktop-core.ts'

/**
 * The desktop bridge: ONE list of operations, each with the zod schema of its arguments. The preload exposes one
 * function per entry (and nothing else), the main process registers one `ipcMain.handle` per entry and parses the
 * arguments with the schema before anything runs, and the Playwright bridge binds the same names.
 */

/** The post list's query as the screens pass it (booleans), not as it travels in a URL (text). */
const BridgePostListQuerySchema = PostListQuerySchema.extend({ published: z.boolean().optional() })
const BridgeAdminPostListQuerySchema = AdminPostListQuerySchema.extend({ published: z.boolean().optional(), content: z.boolean().optional() })

/** The upload's bytes; refused here when far above the server's own limit, so no one can push gigabytes over IPC. */
const BridgeImageFileSchema = ImageFileSchema.refine((file) => file.bytes.byteLength <= MAX_IMAGE_BYTES * 2, {
  message: 'The image is too large',
  path: ['bytes'],
})

/** Only web pages leave the app (issue #5: `shell.openExternal` only for http(s)). */
export const ExternalUrlSchema = z.url({ protocol: /^https?$/, error: 'Only http(s) addresses open in the browser' })

export const FindOptionsSchema = z.object({
  forward: z.boolean().default(true),
  findNext: z.boolean().default(false),
  matchCase: z.boolean().default(false),
})
export type FindOptions = z.input<typeof FindOptionsSchema>

export const OPERATIONS = {
  // The /api contract (shared/api/studio-api.ts), one entry per method.
  checkAuth: z.tuple([]),
  login: z.tuple([LoginInputSchema]),
  logout: z.tuple([]),
  changePassword: z.tuple([PasswordChangeSchema]),
  listPosts: z.tuple([BridgePostListQuerySchema.optional()]),
  listPostsPage: z.tuple([BridgeAdminPostListQuerySchema]),
  bulkUpdatePosts: z.tuple([PostBulkActionSchema]),
  getPost: z.tuple([SlugSchema]),
  createPost: z.tuple([PostInputSchema]),
  updatePost: z.tuple([IdSchema, PostUpdateSchema]),
  deletePost: z.tuple([IdSchema]),
  listTrash: z.tuple([]),
  restorePost: z.tuple([IdSchema]),
  purgePost: z.tuple([IdSchema]),
  listRevisions: z.tuple([IdSchema]),
  getRevision: z.tuple([IdSchema, IdSchema]),
  restoreRevision: z.tuple([IdSchema, IdSchema]),
  listCategories: z.tuple([]),
  createCategory: z.tuple([CategoryInputSchema]),
  updateCategory: z.tuple([IdSchema, CategoryInputSchema]),
  deleteCategory: z.tuple([IdSchema]),
  listInquiries: z.tuple([]),
  setInquiryHandled: z.tuple([IdSchema, InquiryUpdateSchema.shape.handled]),
  previewContent: z.tuple([PreviewInputSchema.shape.markdown]),
  uploadImage: z.tuple([BridgeImageFileSchema]),
  listImages: z.tuple([]),
  updateImage: z.tuple([ImageNameSchema, ImageAltUpdateSchema]),
  deleteImage: z.tuple([ImageNameSchema]),
  listGallery: z.tuple([]),
  createGalleryItem: z.tuple([GalleryInputSchema]),
  updateGalleryItem: z.tuple([IdSchema, GalleryUpdateSchema]),
  deleteGalleryItem: z.tuple([IdSchema]),
  reorderGallery: z.tuple([GalleryOrderSchema.shape.ids]),
  getStudio: z.tuple([]),
  updateStudio: z.tuple([StudioSettingsInputSchema]),
  listAccounts: z.tuple([]),
  createAccount: z.tuple([AccountInputSchema]),
  updateAccount: z.tuple([IdSchema, AccountUpdateSchema]),
  resetAccountPassword: z.tuple([IdSchema]),
  deleteAccount: z.tuple([IdSchema]),
  getBackups: z.tuple([]),
  backupNow: z.tuple([]),
  listAudit: z.tuple([AuditQuerySchema.partial().optional()]),

  // The desktop app's own operations.
  getSettings: z.tuple([]),
  connect: z.tuple([z.string().max(2000)]),
  getStatus: z.tuple([]),
  retryConnection: z.tuple([]),
  backupDraft: z.tuple([DraftKeySchema, DraftTextSchema]),
  listDrafts: z.tuple([]),
  discardDraft: z.tuple([DraftKeySchema]),
  discardQueuedSave: z.tuple([z.string().min(1).max(100)]),
  openExternal: z.tuple([ExternalUrlSchema]),
  /** The native file dialog (menu File › Insert Image…); answers the chosen image's bytes, or null. */
  chooseImageFile: z.tuple([]),
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
export const MENU_COMMANDS = ['new-post', 'save', 'find', 'insert-image', 'open-inquiries', 'change-server'] as const
export const MenuCommandSchema = z.enum(MENU_COMMANDS)
export type MenuCommand = z.infer<typeof MenuCommandSchema>

/** The functions on `window.studio`: one per operation, plus the two subscriptions. */
export const BRIDGE_FUNCTION_NAMES = [...OPERATION_NAMES, 'onMenuCommand', 'onCoreEvent'] as const

/** Every answer crosses IPC as data: a value, or the failure the renderer turns back into an ApiError. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: FailedResponse }

type ApiBridge = {
  [K in keyof StudioApi]: (...args: Parameters<StudioApi[K]>) => Promise<BridgeResult<Awaited<ReturnType<StudioApi[K]>>>>
}

export interface DesktopBridge {
  getSettings(): Promise<BridgeResult<DesktopSettingsView>>
  connect(address: string): Promise<BridgeResult<DesktopSettingsView>>
  getStatus(): Promise<BridgeResult<ConnectionStatus>>
  retryConnection(): Promise<BridgeResult<ConnectionStatus>>
  backupDraft(key: string, json: string): Promise<BridgeResult<Ok>>
  listDrafts(): Promise<BridgeResult<BackedUpDraft[]>>
  discardDraft(key: string): Promise<BridgeResult<Ok>>
  discardQueuedSave(id: string): Promise<BridgeResult<ConnectionStatus>>
  openExternal(url: string): Promise<BridgeResult<Ok>>
  chooseImageFile(): Promise<BridgeResult<ImageFile | null>>
  findInPage(text: string, options: FindOptions): Promise<BridgeResult<Ok>>
  stopFindInPage(): Promise<BridgeResult<Ok>>
  onMenuCommand(listener: (command: MenuCommand) => void): () => void
  onCoreEvent(listener: (event: CoreEvent) => void): () => void
}

/** `window.studio` in the renderer. */
export type StudioBridge = ApiBridge & DesktopBridge

// Compile-time guarantee: every StudioApi method and every DesktopBridge operation has an entry above, and no more.
type Operations = Exclude<keyof StudioBridge, 'onMenuCommand' | 'onCoreEvent'>
type Missing = Exclude<Operations, OperationName>
type Extra = Exclude<OperationName, Operations>
export const CONTRACT_IS_COMPLETE: [Missing, Extra] extends [never, never] ? true : never = true
