import { z } from 'zod'
import {
  AuthStatusSchema,
  LoginResultSchema,
  type LoginInput,
  type PasswordChange,
} from '../schema/auth.ts'
import type { Account, AccountInput, AccountUpdate, AccountWithPassword } from '../schema/account.ts'
import type { AuditEntry, AuditQuery } from '../schema/audit.ts'
import type { Backups } from '../schema/backups.ts'
import type { CategoryInput, Category } from '../schema/category.ts'
import { OkSchema } from '../schema/common.ts'
import type { GalleryInput, GalleryItem, GalleryUpdate } from '../schema/gallery.ts'
import type { ImageAltUpdate, MediaImage } from '../schema/image.ts'
import type { Inquiry } from '../schema/inquiry.ts'
import type { AdminPostListQuery, Post, PostBulkAction, PostBulkResult, PostInput, PostListQuery, PostPage, PostUpdate } from '../schema/post.ts'
import type { PostRevision, PostRevisionSummary } from '../schema/revision.ts'
import type { StudioSettings, StudioSettingsInput } from '../schema/studio.ts'

/** Answer of `POST /api/upload/image` (SPEC §3: image upload response). */
export const ImageUploadResultSchema = z.object({ imageUrl: z.string().min(1) })
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>

/** Body and answer of `POST /api/admin/preview`: the server's sanitized HTML for the editor's Markdown. */
export const PreviewInputSchema = z.object({ markdown: z.string().max(500_000) })
export const PreviewResultSchema = z.object({ html: z.string() })
export type PreviewResult = z.infer<typeof PreviewResultSchema>

/**
 * An image to upload, as plain bytes so that it crosses Electron's IPC unchanged (no File, no Blob).
 * `type` is the browser's declared type; the server trusts only the bytes.
 */
export const ImageFileSchema = z.object({
  name: z.string().max(255),
  type: z.string().max(100),
  bytes: z.instanceof(Uint8Array),
})
export type ImageFile = z.infer<typeof ImageFileSchema>

export type AuthStatus = z.infer<typeof AuthStatusSchema>
export type LoginResult = z.infer<typeof LoginResultSchema>
export type Ok = z.infer<typeof OkSchema>

/**
 * The /api contract as the admin console uses it: one method per operation (SPEC §7 plus issue #4).
 * Every argument and result is plain data, so the browser implements it over fetch (http-api.ts) and the
 * desktop app over IPC. A failed call rejects with an `ApiError` (api-error.ts).
 */
export interface StudioApi {
  checkAuth(): Promise<AuthStatus>
  login(input: LoginInput): Promise<LoginResult>
  logout(): Promise<Ok>
  changePassword(input: PasswordChange): Promise<Ok>

  /** Signed in, the list includes drafts and each post's Markdown source. */
  listPosts(query?: PostListQuery): Promise<Post[]>
  /**
   * Issue 14: one page of the admin's list (search, filters, sort on the server), each post without its text, and
   * how many match in all.
   */
  listPostsPage(query: AdminPostListQuery): Promise<PostPage>
  /** Issue 14: publishes, unpublishes or moves to Trash up to 100 posts; the answer names each one that failed. */
  bulkUpdatePosts(input: PostBulkAction): Promise<PostBulkResult>
  getPost(slug: string): Promise<Post>
  createPost(input: PostInput): Promise<Post>
  /** `input.updatedAt` is the version the editor loaded; a newer stored post answers 409 (ApiError.fields.updatedAt). */
  updatePost(id: string, input: PostUpdate): Promise<Post>
  /** Issue 14: moves the post to Trash (gone from the site at once; deleted for good after 30 days). */
  deletePost(id: string): Promise<Ok>
  /** The posts in Trash, the most recently trashed first (`deletedAt` set). */
  listTrash(): Promise<Post[]>
  /** Brings a post back from Trash as it was; 409 (ApiError.fields.slug) when another post has its slug. */
  restorePost(id: string): Promise<Post>
  /** Deletes a post in Trash for good. */
  purgePost(id: string): Promise<Ok>
  /** Issue 14: the post's revisions (the last 50 saves), newest first, without their text. */
  listRevisions(postId: string): Promise<PostRevisionSummary[]>
  /** One revision whole: the post's fields as that save left them. */
  getRevision(postId: string, revisionId: string): Promise<PostRevision>
  /**
   * Brings a revision's text and details back (the publishing state stays), as a new save and a new revision; answers
   * the post. 409 (ApiError.fields.slug) when another post has the revision's slug now.
   */
  restoreRevision(postId: string, revisionId: string): Promise<Post>

  listCategories(): Promise<Category[]>
  createCategory(input: CategoryInput): Promise<Category>
  updateCategory(id: string, input: CategoryInput): Promise<Category>
  deleteCategory(id: string): Promise<Ok>

  /** Newest first. */
  listInquiries(): Promise<Inquiry[]>
  setInquiryHandled(id: string, handled: boolean): Promise<Inquiry>

  previewContent(markdown: string): Promise<PreviewResult>
  uploadImage(file: ImageFile): Promise<ImageUploadResult>

  /** The media library, newest first, each image with where it is used (issue #11). */
  listImages(): Promise<MediaImage[]>
  updateImage(name: string, input: ImageAltUpdate): Promise<MediaImage>
  /** Refused with 409 (ApiError.fields.usedBy) while a post or gallery item uses the image. */
  deleteImage(name: string): Promise<Ok>

  /** Signed in: every item, drafts included, in the gallery's order. */
  listGallery(): Promise<GalleryItem[]>
  createGalleryItem(input: GalleryInput): Promise<GalleryItem>
  updateGalleryItem(id: string, input: GalleryUpdate): Promise<GalleryItem>
  deleteGalleryItem(id: string): Promise<Ok>
  /** Every item's id in the new order. */
  reorderGallery(ids: string[]): Promise<GalleryItem[]>

  // The studio's facts, team and policies (issue #13): anyone reads them; the owner saves them whole.
  getStudio(): Promise<StudioSettings>
  /** Answers the saved settings; a bad value is a 400 whose `fields` keys are dotted paths (`hours.0.closes`). */
  updateStudio(input: StudioSettingsInput): Promise<StudioSettings>

  // Staff accounts (issue #13): the owner's alone; an editor gets 403.
  listAccounts(): Promise<Account[]>
  /** The answer holds the account's first password: the only time it is shown. */
  createAccount(input: AccountInput): Promise<AccountWithPassword>
  /** Demoting, disabling or removing the last active owner answers 409. */
  updateAccount(id: string, input: AccountUpdate): Promise<Account>
  /** A new one-time password; every session of that account ends. */
  resetAccountPassword(id: string): Promise<AccountWithPassword>
  deleteAccount(id: string): Promise<Ok>

  // The server's own backups (issue 17): the owner's alone.
  getBackups(): Promise<Backups>
  /** Takes one now and waits for it: 409 while one is being made, 400 when they are not set up, 503 when it fails. */
  backupNow(): Promise<Backups>

  /** The audit trail (issue 17), the owner's alone: newest first, a page at a time (`before` the last one's `at`). */
  listAudit(query?: AuditQuery): Promise<AuditEntry[]>
}
