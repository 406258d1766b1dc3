import type { OperationName } from './operations.ts'

/**
 * What an editor may change, exactly as the invite screen promises it (ROLE_DESCRIPTION in shared/schema/account.ts:
 * "posts, categories, gallery, media and inquiries"), plus their own account: every other change is the owner's.
 * The server refuses an editor every write operation not listed (403), and refuses to start with a staff route for
 * one that is not (server/routes/operation-route.ts), so a new write is the owner's until it is listed here.
 * Reading stays open to every role: an editor sees the studio's pages, services and settings, and changes none.
 */
export const EDITOR_WRITES: ReadonlySet<OperationName> = new Set<OperationName>([
  // Posts, their revisions and Trash.
  'createPost',
  'updatePost',
  'deletePost',
  'bulkUpdatePosts',
  'restorePost',
  'purgePost',
  'restoreRevision',
  'previewContent',
  // Categories.
  'createCategory',
  'updateCategory',
  'deleteCategory',
  // The gallery.
  'createGalleryItem',
  'updateGalleryItem',
  'deleteGalleryItem',
  'reorderGallery',
  // Media.
  'uploadImage',
  'updateImage',
  'deleteImage',
  'deleteImages',
  // Inquiries.
  'setInquiryStatus',
  'addInquiryNote',
  'replyToInquiry',
  // Their own account.
  'changePassword',
  'choosePassword',
  'updateOwnAccount',
])
