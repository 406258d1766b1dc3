import { ApiError } from '../../shared/api/api-error.ts'
import type { StudioApi } from '../../shared/api/studio-api.ts'
import type { BridgeResult, StudioBridge } from '../bridge/contract.ts'

/** A bridge answer as the shared screens expect it: the value, or the same ApiError the browser's client throws. */
export async function unwrap<T>(answer: Promise<BridgeResult<T>>): Promise<T> {
  let result: BridgeResult<T>
  try {
    result = await answer
  } catch (cause) {
    // The IPC call itself failed (the main process refused or crashed): not the server's fault.
    const reason = cause instanceof Error ? cause.message : String(cause)
    throw new ApiError({ status: 500, statusText: 'Desktop app error', body: JSON.stringify({ error: `The desktop app failed: ${reason}` }) })
  }
  if (result.ok) return result.value
  throw ApiError.from(result.error)
}

/**
 * The /api contract over the desktop bridge: what `AdminRoutes` gets as `api`. Each method is one bridge
 * function; the main process makes the call with the session it keeps (the renderer never sees the cookie).
 */
export function createBridgeApi(bridge: StudioBridge): StudioApi {
  return {
    checkAuth: () => unwrap(bridge.checkAuth()),
    login: (input) => unwrap(bridge.login(input)),
    logout: () => unwrap(bridge.logout()),
    changePassword: (input) => unwrap(bridge.changePassword(input)),
    listPosts: (query) => unwrap(bridge.listPosts(query ?? {})),
    listPostsPage: (query) => unwrap(bridge.listPostsPage(query)),
    bulkUpdatePosts: (input) => unwrap(bridge.bulkUpdatePosts(input)),
    getPost: (slug) => unwrap(bridge.getPost(slug)),
    createPost: (input) => unwrap(bridge.createPost(input)),
    updatePost: (id, input) => unwrap(bridge.updatePost(id, input)),
    deletePost: (id) => unwrap(bridge.deletePost(id)),
    listTrash: () => unwrap(bridge.listTrash()),
    restorePost: (id) => unwrap(bridge.restorePost(id)),
    purgePost: (id) => unwrap(bridge.purgePost(id)),
    listRevisions: (postId) => unwrap(bridge.listRevisions(postId)),
    getRevision: (postId, revisionId) => unwrap(bridge.getRevision(postId, revisionId)),
    restoreRevision: (postId, revisionId) => unwrap(bridge.restoreRevision(postId, revisionId)),
    listCategories: () => unwrap(bridge.listCategories()),
    createCategory: (input) => unwrap(bridge.createCategory(input)),
    updateCategory: (id, input) => unwrap(bridge.updateCategory(id, input)),
    deleteCategory: (id) => unwrap(bridge.deleteCategory(id)),
    listInquiries: () => unwrap(bridge.listInquiries()),
    setInquiryHandled: (id, handled) => unwrap(bridge.setInquiryHandled(id, handled)),
    previewContent: (markdown) => unwrap(bridge.previewContent(markdown)),
    uploadImage: (file) => unwrap(bridge.uploadImage(file)),
    listImages: () => unwrap(bridge.listImages()),
    updateImage: (name, input) => unwrap(bridge.updateImage(name, input)),
    deleteImage: (name) => unwrap(bridge.deleteImage(name)),
    listGallery: () => unwrap(bridge.listGallery()),
    createGalleryItem: (input) => unwrap(bridge.createGalleryItem(input)),
    updateGalleryItem: (id, input) => unwrap(bridge.updateGalleryItem(id, input)),
    deleteGalleryItem: (id) => unwrap(bridge.deleteGalleryItem(id)),
    reorderGallery: (ids) => unwrap(bridge.reorderGallery(ids)),
    getStudio: () => unwrap(bridge.getStudio()),
    updateStudio: (input) => unwrap(bridge.updateStudio(input)),
    listAccounts: () => unwrap(bridge.listAccounts()),
    createAccount: (input) => unwrap(bridge.createAccount(input)),
    updateAccount: (id, input) => unwrap(bridge.updateAccount(id, input)),
    resetAccountPassword: (id) => unwrap(bridge.resetAccountPassword(id)),
    deleteAccount: (id) => unwrap(bridge.deleteAccount(id)),
    getBackups: () => unwrap(bridge.getBackups()),
    backupNow: () => unwrap(bridge.backupNow()),
    listAudit: (query) => unwrap(bridge.listAudit(query ?? {})),
  }
}
