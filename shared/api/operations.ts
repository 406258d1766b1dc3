import { z } from 'zod'
import {
  AccountInputSchema,
  AccountSchema,
  AccountUpdateSchema,
  AccountWithPasswordSchema,
  InvitationSchema,
  InviteAgainSchema,
  InviteInputSchema,
  InviteOptionsSchema,
  InviteResultSchema,
  InviteTokenInputSchema,
  OwnAccountUpdateSchema,
} from '../schema/account.ts'
import { AnalyticsOptionsSchema, AnalyticsReportSchema } from '../schema/analytics.ts'
import { AuditEntrySchema, AuditOptionsSchema } from '../schema/audit.ts'
import {
  AdminUserSchema,
  AuthStatusSchema,
  ChoosePasswordSchema,
  InviteAcceptSchema,
  LoginInputSchema,
  LoginResultSchema,
  PasswordChangeSchema,
} from '../schema/auth.ts'
import { BackupArchiveFileSchema, BackupNameSchema, BackupsSchema, RestoreResultSchema } from '../schema/backups.ts'
import { CategoryInputSchema, CategorySchema, CategoryUpdateSchema } from '../schema/category.ts'
import { IdSchema, OkSchema, SlugSchema } from '../schema/common.ts'
import { FaqInputSchema, FaqItemSchema, FaqOrderSchema, FaqUpdateSchema } from '../schema/faq.ts'
import { ServiceInputSchema, ServiceOrderSchema, ServiceSchema, ServiceUpdateSchema } from '../schema/service.ts'
import { GalleryInputSchema, GalleryItemSchema, GalleryOrderSchema, GalleryUpdateSchema } from '../schema/gallery.ts'
import { BrandKindSchema, BrandSchema } from '../schema/brand.ts'
import {
  ImageAltUpdateSchema,
  ImageBulkDeleteResultSchema,
  ImageBulkDeleteSchema,
  ImageNameSchema,
  MediaImageSchema,
  MediaListOptionsSchema,
  MediaPageSchema,
} from '../schema/image.ts'
import {
  InquiryExportFileSchema,
  InquiryExportQuerySchema,
  InquiryNoteInputSchema,
  InquiryReplyEmailSchema,
  InquiryReplyInputSchema,
  InquirySchema,
  InquiryStatusUpdateSchema,
} from '../schema/inquiry.ts'
import { LaunchChecklistSchema } from '../schema/launch-checklist.ts'
import { AddedPageFieldsSchema, AddedPagePreviewInputSchema, AddedPageSchema, AddedPageUpdateSchema } from '../schema/page-sections.ts'
import {
  AdminPostListOptionsSchema,
  PostBulkActionSchema,
  PostBulkResultSchema,
  PostInputSchema,
  PostListOptionsSchema,
  PostOverviewQuerySchema,
  PostOverviewSchema,
  PostPageSchema,
  PostSchema,
  PostUpdateSchema,
  PreviewInputSchema,
  PreviewResultSchema,
} from '../schema/post.ts'
import {
  PageContentEditSchema,
  PageContentIdSchema,
  PageContentInputSchema,
  PageContentPreviewInputSchema,
  PageContentPreviewSchema,
  PageContentSchema,
  PageContentSummarySchema,
  PageRevisionSchema,
  PageRevisionSummarySchema,
} from '../schema/page-content.ts'
import { PostRevisionSchema, PostRevisionSummarySchema } from '../schema/revision.ts'
import { StudioSettingsSchema, StudioSettingsUpdateSchema } from '../schema/studio.ts'
import { TestimonialInputSchema, TestimonialOrderSchema, TestimonialSchema, TestimonialUpdateSchema } from '../schema/testimonial.ts'
import { ImageFileSchema, ImageUploadResultSchema } from '../schema/upload.ts'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One operation of the /api contract: everything a client, the desktop bridge and the route test need to know. */
export interface Operation<Args extends z.ZodTuple = z.ZodTuple, Output extends z.ZodType = z.ZodType> {
  method: Method
  /** Below `/api`. Each `:param` is filled, in order, from the first arguments. */
  path: string
  /**
   * The arguments as the console passes them: first one per path parameter, then at most one input, sent as the
   * JSON body (the query string of a GET). The desktop bridge parses every IPC call with this tuple.
   */
  args: Args
  /** What the server answers; a client parses it, so a screen never works with data of the wrong shape. */
  output: Output
  /** The input travels as `{ [field]: input }` (the console passes only the value). */
  field?: string
  /** Query parameters sent with every call of a GET, before the input's (the admin's lists leave out the posts' text). */
  query?: Readonly<Record<string, string>>
  /** The input (a file: name, type, bytes) travels as multipart form data, as this field (over IPC it stays plain bytes). */
  multipart?: 'image' | 'archive'
  /** The answer is a file, not JSON: the client gives `{name, type, bytes}` (name from Content-Disposition) to save. */
  download?: true
  /** Desktop: a create or update that cannot reach the server is kept and sent later (desktop/core/save-queue.ts). */
  queued?: true
  /**
   * Builds the answer from the body and the headers before `output` parses it, e.g. a page of posts with the count
   * the server puts in a header: `answer: (posts, headers) => ({ posts, total: Number(headers.get('X-Total-Count')) })`.
   */
  answer?: (body: unknown, headers: Headers) => unknown
}

/** Checks an entry and keeps its own types (its schemas, `queued: true`) for the derived types below. */
function operation<const Entry extends Operation>(entry: Entry): Entry {
  return entry
}

const none = z.tuple([])

/** `PUT <path>`: every record's id in the new order (sent as `{ids}`); answers the records in that order. */
function reorder<const Path extends string, Ids extends z.ZodType, Item extends z.ZodType>(path: Path, ids: Ids, item: Item) {
  return operation({ method: 'PUT', path, args: z.tuple([ids]), field: 'ids', output: item.array() })
}

/** `POST <path>` with a new record's fields; answers the record as stored. */
function create<const Path extends string, Input extends z.ZodType, Item extends z.ZodType>(path: Path, input: Input, item: Item) {
  return operation({ method: 'POST', path, args: z.tuple([input]), output: item })
}

/** `PATCH <path>` (its one parameter the record's id) with the changes; answers the record as saved. */
function updateById<const Path extends string, Changes extends z.ZodType, Item extends z.ZodType>(path: Path, changes: Changes, item: Item) {
  return operation({ method: 'PATCH', path, args: z.tuple([IdSchema, changes]), output: item })
}

/** `DELETE <path>` (its one parameter the record's id); answers `{ok: true}`. */
function deleteById<const Path extends string>(path: Path) {
  return operation({ method: 'DELETE', path, args: z.tuple([IdSchema]), output: OkSchema })
}

/** `GET <record>/revisions`: the record's last saves, newest first, without their text. */
function listRevisionsOf<const Record extends string, Id extends z.ZodType, Summary extends z.ZodType>(record: Record, id: Id, summary: Summary) {
  return operation({ method: 'GET', path: `${record}/revisions` as const, args: z.tuple([id]), output: summary.array() })
}

/** `GET <record>/revisions/:revisionId`: one save whole, the record's fields as it left them. */
function getRevisionOf<const Record extends string, Id extends z.ZodType, Revision extends z.ZodType>(record: Record, id: Id, revision: Revision) {
  return operation({ method: 'GET', path: `${record}/revisions/:revisionId` as const, args: z.tuple([id, IdSchema]), output: revision })
}

/** `POST <record>/revisions/:revisionId/restore`: brings a save back as a new one; answers the record. */
function restoreRevisionOf<const Record extends string, Id extends z.ZodType, Item extends z.ZodType>(record: Record, id: Id, item: Item) {
  return operation({ method: 'POST', path: `${record}/revisions/:revisionId/restore` as const, args: z.tuple([id, IdSchema]), output: item })
}

/** Desktop: the save waits in the queue while the server cannot be reached (`Operation.queued`). */
function queued<const Entry extends Operation>(entry: Entry): Entry & { queued: true } {
  return { ...entry, queued: true }
}

/** The count a list's answer carries in X-Total-Count; undefined (refused by the output schema) when it has none. */
function totalCount(headers: Headers): number | undefined {
  const count = headers.get('X-Total-Count')
  return count === null || count.trim() === '' ? undefined : Number(count)
}

/**
 * The /api contract as the admin console uses it: ONE entry per operation. The
 * `StudioApi` type, the browser's fetch client (http-api.ts), the desktop bridge's contract, preload, dispatch and
 * renderer client, and the desktop core's wrapper are all derived from it; a test checks that the server has each
 * route. Adding an operation is one entry here plus its server route.
 */
export const OPERATIONS = {
  checkAuth: operation({ method: 'GET', path: '/admin/check-auth', args: none, output: AuthStatusSchema }),
  login: operation({ method: 'POST', path: '/admin/login', args: z.tuple([LoginInputSchema]), output: LoginResultSchema }),
  logout: operation({ method: 'POST', path: '/admin/logout', args: none, output: OkSchema }),
  changePassword: operation({ method: 'POST', path: '/admin/password', args: z.tuple([PasswordChangeSchema]), output: OkSchema }),
  /** After signing in with a temporary password: one's own, without the temporary one again; the session goes on. */
  choosePassword: operation({ method: 'POST', path: '/admin/password/choose', args: z.tuple([ChoosePasswordSchema]), output: AuthStatusSchema }),
  /** One's own display name (top bar, bylines, the trail). */
  updateOwnAccount: operation({ method: 'PATCH', path: '/admin/account', args: z.tuple([OwnAccountUpdateSchema]), output: AdminUserSchema }),
  /** What an invitation link opens; 404 used or replaced, 410 expired. */
  openInvite: operation({ method: 'POST', path: '/admin/invites/open', args: z.tuple([InviteTokenInputSchema]), output: InvitationSchema }),
  /** Accepts an invitation and signs in. */
  acceptInvite: operation({ method: 'POST', path: '/admin/invites/accept', args: z.tuple([InviteAcceptSchema]), output: LoginResultSchema }),

  /** Signed in, the list includes drafts and each post's Markdown source. */
  listPosts: operation({ method: 'GET', path: '/blog/posts', args: z.tuple([PostListOptionsSchema.optional()]), output: PostSchema.array() }),
  /**
   * One page of the admin's list (search, filters, sort on the server), each post without its text, and
   * how many match in all (X-Total-Count: an answer without it is refused).
   */
  listPostsPage: operation({
    method: 'GET',
    path: '/blog/posts',
    query: { content: 'false' },
    args: z.tuple([AdminPostListOptionsSchema]),
    output: PostPageSchema,
    answer: (posts, headers) => ({ posts, total: totalCount(headers) }),
  }),
  /** The console's numbers about posts (dashboard, analytics), counted on the server: no screen loads every post. */
  getPostOverview: operation({ method: 'GET', path: '/blog/overview', args: z.tuple([PostOverviewQuerySchema]), output: PostOverviewSchema }),
  /** One post whole by its id, drafts too (the editor's address names the id; the slug may have changed). */
  getPostById: operation({ method: 'GET', path: '/blog/posts/by-id/:id', args: z.tuple([IdSchema]), output: PostSchema }),
  /** Publishes, unpublishes or moves to Trash up to 100 posts; the answer names each one that failed. Never queued. */
  bulkUpdatePosts: operation({ method: 'POST', path: '/blog/posts/bulk', args: z.tuple([PostBulkActionSchema]), output: PostBulkResultSchema }),
  getPost: operation({ method: 'GET', path: '/blog/posts/:slug', args: z.tuple([SlugSchema]), output: PostSchema }),
  createPost: queued(create('/blog/posts', PostInputSchema, PostSchema)),
  /** `input.updatedAt` is the version the editor loaded; a newer stored post answers 409 (ApiError.fields.updatedAt). */
  updatePost: queued(updateById('/blog/posts/:id', PostUpdateSchema, PostSchema)),
  /** Moves the post to Trash (gone from the site at once; deleted for good after 30 days). */
  deletePost: deleteById('/blog/posts/:id'),
  /** The posts in Trash, the most recently trashed first (`deletedAt` set). */
  listTrash: operation({ method: 'GET', path: '/blog/trash', args: none, output: PostSchema.array() }),
  /** Brings a post back from Trash as it was; 409 (ApiError.fields.slug) when another post has its slug. */
  restorePost: operation({ method: 'POST', path: '/blog/posts/:id/restore', args: z.tuple([IdSchema]), output: PostSchema }),
  /** Deletes a post in Trash for good. */
  purgePost: deleteById('/blog/trash/:id'),
  /** The post's revisions (the last 50 saves), newest first, without their text. */
  listRevisions: listRevisionsOf('/blog/posts/:id', IdSchema, PostRevisionSummarySchema),
  /** One revision whole: the post's fields as that save left them. */
  getRevision: getRevisionOf('/blog/posts/:id', IdSchema, PostRevisionSchema),
  /**
   * Brings a revision's text and details back (the publishing state stays), as a new save and a new revision; answers
   * the post. 409 (ApiError.fields.slug) when another post has the revision's slug now.
   */
  restoreRevision: restoreRevisionOf('/blog/posts/:id', IdSchema, PostSchema),

  listCategories: operation({ method: 'GET', path: '/blog/categories', args: none, output: CategorySchema.array() }),
  createCategory: queued(create('/blog/categories', CategoryInputSchema, CategorySchema)),
  /** `input.updatedAt` is the version the editor loaded; a newer stored category answers 409 (ApiError.fields.updatedAt). */
  updateCategory: queued(updateById('/blog/categories/:id', CategoryUpdateSchema, CategorySchema)),
  deleteCategory: deleteById('/blog/categories/:id'),

  /** Newest first: the newest 200 (INQUIRY_PAGE). */
  listInquiries: operation({ method: 'GET', path: '/admin/inquiries', args: none, output: InquirySchema.array() }),
  /** Every inquiry still waiting for an answer (status new), however old, newest first: at most INQUIRY_PAGE.max. */
  listWaitingInquiries: operation({ method: 'GET', path: '/admin/inquiries/waiting', args: none, output: InquirySchema.array() }),
  /** `input.updatedAt` is the version the console showed; a newer stored inquiry answers 409 (ApiError.fields.updatedAt). */
  setInquiryStatus: updateById('/admin/inquiries/:id', InquiryStatusUpdateSchema, InquirySchema),
  /** A private note, kept in the inquiry's history with who wrote it and when; 409 as for the status. */
  addInquiryNote: operation({ method: 'POST', path: '/admin/inquiries/:id/notes', args: z.tuple([IdSchema, InquiryNoteInputSchema]), output: InquirySchema }),
  /** Whether the server emails replies (SMTP set) and from which address. */
  getInquiryReplyEmail: operation({ method: 'GET', path: '/admin/inquiries/reply-email', args: none, output: InquiryReplyEmailSchema }),
  /**
   * Emails a reply to the visitor through the server's mail server and keeps it in the history (a new inquiry becomes
   * replied). 400 without SMTP, 502 when the mail server refuses it (nothing recorded), 409 as for the status. Never queued.
   */
  replyToInquiry: operation({ method: 'POST', path: '/admin/inquiries/:id/reply', args: z.tuple([IdSchema, InquiryReplyInputSchema]), output: InquirySchema }),
  /** A CSV file (UTF-8 with a byte-order mark) of the inquiries received in a range, to save. */
  exportInquiries: operation({
    method: 'GET',
    path: '/admin/inquiries/export',
    args: z.tuple([InquiryExportQuerySchema]),
    output: InquiryExportFileSchema,
    download: true,
  }),

  previewContent: operation({
    method: 'POST',
    path: '/admin/preview',
    args: z.tuple([PreviewInputSchema.shape.markdown.unwrap()]),
    field: 'markdown',
    output: PreviewResultSchema,
  }),
  uploadImage: operation({
    method: 'POST',
    path: '/upload/image',
    args: z.tuple([ImageFileSchema]),
    multipart: 'image',
    output: ImageUploadResultSchema,
  }),

  /** The media library, newest first, each image with where it is used. */
  listImages: operation({ method: 'GET', path: '/admin/images', args: none, output: MediaImageSchema.array() }),
  /** One page of the media library as searched, filtered and sorted on the server, and how many match (X-Total-Count). */
  listImagesPage: operation({
    method: 'GET',
    path: '/admin/images',
    args: z.tuple([MediaListOptionsSchema]),
    output: MediaPageSchema,
    answer: (images, headers) => ({ images, total: totalCount(headers) }),
  }),
  getImage: operation({ method: 'GET', path: '/admin/images/:name', args: z.tuple([ImageNameSchema]), output: MediaImageSchema }),
  /** Deletes the unused ones of up to 100 images; each one still used is refused with where. Never queued. */
  deleteImages: operation({ method: 'POST', path: '/admin/images/delete', args: z.tuple([ImageBulkDeleteSchema]), output: ImageBulkDeleteResultSchema }),
  updateImage: operation({
    method: 'PATCH',
    path: '/admin/images/:name',
    args: z.tuple([ImageNameSchema, ImageAltUpdateSchema]),
    output: MediaImageSchema,
  }),
  /** Refused with 409 (ApiError.fields.usedBy) while anything uses the image, an earlier version of a post or page included. */
  deleteImage: operation({ method: 'DELETE', path: '/admin/images/:name', args: z.tuple([ImageNameSchema]), output: OkSchema }),

  /** Signed in: every item, drafts included, in the gallery's order. */
  listGallery: operation({ method: 'GET', path: '/gallery', args: none, output: GalleryItemSchema.array() }),
  createGalleryItem: create('/gallery', GalleryInputSchema, GalleryItemSchema),
  /** `input.updatedAt` is the version the editor loaded; a newer stored item answers 409 (ApiError.fields.updatedAt). */
  updateGalleryItem: updateById('/gallery/:id', GalleryUpdateSchema, GalleryItemSchema),
  deleteGalleryItem: deleteById('/gallery/:id'),
  /** Every item's id in the new order. */
  reorderGallery: reorder('/gallery/order', GalleryOrderSchema.shape.ids, GalleryItemSchema),

  // The studio's reviews and FAQ: every role reads them, the owner changes them (shared/api/roles.ts). Not queued on desktop: the site shows a change at once.
  /** Signed in: every review, unpublished and samples included, in the site's order. */
  listTestimonials: operation({ method: 'GET', path: '/testimonials', args: none, output: TestimonialSchema.array() }),
  /** Publishing without the client's permission is a 400 (ApiError.fields.permission). */
  createTestimonial: create('/testimonials', TestimonialInputSchema, TestimonialSchema),
  /** `input.updatedAt` is the version the form loaded; a newer stored one answers 409. A sample cannot be published (400). */
  updateTestimonial: updateById('/testimonials/:id', TestimonialUpdateSchema, TestimonialSchema),
  deleteTestimonial: deleteById('/testimonials/:id'),
  /** Every review's id in the new order. */
  reorderTestimonials: reorder('/testimonials/order', TestimonialOrderSchema.shape.ids, TestimonialSchema),
  /** Signed in: every question of every page, drafts included, in order. */
  listFaqs: operation({ method: 'GET', path: '/faqs', args: none, output: FaqItemSchema.array() }),
  createFaq: create('/faqs', FaqInputSchema, FaqItemSchema),
  /** `input.updatedAt` is the version the form loaded; a newer stored one answers 409. */
  updateFaq: updateById('/faqs/:id', FaqUpdateSchema, FaqItemSchema),
  deleteFaq: deleteById('/faqs/:id'),
  /** Every question's id (of every page) in the new order. */
  reorderFaqs: reorder('/faqs/order', FaqOrderSchema.shape.ids, FaqItemSchema),
  /** Signed in: every service, hidden ones included, in order (decision 024). */
  listServices: operation({ method: 'GET', path: '/services', args: none, output: ServiceSchema.array() }),
  createService: create('/services', ServiceInputSchema, ServiceSchema),
  /** `input.updatedAt` is the version the form loaded; a newer stored one answers 409. Hiding is a change (`hidden`). */
  updateService: updateById('/services/:id', ServiceUpdateSchema, ServiceSchema),
  deleteService: deleteById('/services/:id'),
  /** Every service's id in the new order. */
  reorderServices: reorder('/services/order', ServiceOrderSchema.shape.ids, ServiceSchema),

  // The studio's facts, team and policies: anyone reads them; the owner saves them whole.
  getStudio: operation({ method: 'GET', path: '/studio', args: none, output: StudioSettingsSchema }),
  /**
   * Answers the saved settings; a bad value is a 400 whose `fields` keys are dotted paths (`hours.0.closes`).
   * Not queued on desktop: the settings go live on the site at once, so an offline save fails plainly and the form keeps it.
   * `input.updatedAt` is the version the console loaded; newer stored settings answer 409 (ApiError.fields.updatedAt).
   */
  updateStudio: operation({ method: 'PUT', path: '/admin/studio', args: z.tuple([StudioSettingsUpdateSchema]), output: StudioSettingsSchema }),

  // The pages' own words (the content issue): every role reads them, the owner changes them (shared/api/roles.ts).
  listPages: operation({ method: 'GET', path: '/admin/pages', args: none, output: PageContentSummarySchema.array() }),
  /** One page for the editor: both languages, the starter texts (the model of its fields) and the placeholders. */
  getPage: operation({ method: 'GET', path: '/admin/pages/:id', args: z.tuple([PageContentIdSchema]), output: PageContentEditSchema }),
  /**
   * Both languages at once; `updatedAt` is the version the editor loaded (a newer stored one answers 409). A bad text
   * is a 400 whose `fields` keys are paths (`en.hero.title`). Not queued on desktop: the site shows it at once.
   */
  updatePage: operation({
    method: 'PUT',
    path: '/admin/pages/:id',
    args: z.tuple([PageContentIdSchema, PageContentInputSchema]),
    output: PageContentSchema,
  }),
  /** The real page in one language with these unsaved texts, as HTML for a frame without scripts. */
  previewPage: operation({
    method: 'POST',
    path: '/admin/pages/:id/preview',
    args: z.tuple([PageContentIdSchema, PageContentPreviewInputSchema]),
    output: PageContentPreviewSchema,
  }),
  /** The page's last 50 saves, newest first, without their texts. */
  listPageRevisions: listRevisionsOf('/admin/pages/:id', PageContentIdSchema, PageRevisionSummarySchema),
  getPageRevision: getRevisionOf('/admin/pages/:id', PageContentIdSchema, PageRevisionSchema),
  /** Brings a version's texts back as a new save; answers the page. */
  restorePageRevision: restoreRevisionOf('/admin/pages/:id', PageContentIdSchema, PageContentSchema),

  // The pages the owner adds (About, Gift cards…), made of sections: the owner's alone.
  listAddedPages: operation({ method: 'GET', path: '/admin/added-pages', args: none, output: AddedPageSchema.array() }),
  /** A 400's `fields` keys are paths (`slug.en`, `sections.2.texts.title.es`); an address another page has is a 409. */
  createAddedPage: create('/admin/added-pages', AddedPageFieldsSchema, AddedPageSchema),
  /** The page whole; `updatedAt` is the version the editor loaded. A changed address keeps the old one as a 301. */
  updateAddedPage: operation({ method: 'PUT', path: '/admin/added-pages/:id', args: z.tuple([IdSchema, AddedPageUpdateSchema]), output: AddedPageSchema }),
  deleteAddedPage: deleteById('/admin/added-pages/:id'),
  /** The page in one language as it would look with these (unsaved) fields, as HTML for a frame without scripts. */
  previewAddedPage: operation({
    method: 'POST',
    path: '/admin/added-pages/preview',
    args: z.tuple([AddedPagePreviewInputSchema]),
    output: PageContentPreviewSchema,
  }),

  /** The studio's logo and favicon: read by all staff (the top bar shows the logo), uploaded and removed by the owner. */
  getBrand: operation({ method: 'GET', path: '/admin/brand', args: none, output: BrandSchema }),
  uploadBrandFile: operation({
    method: 'POST',
    path: '/admin/brand/:kind',
    args: z.tuple([BrandKindSchema, ImageFileSchema]),
    multipart: 'image',
    output: BrandSchema,
  }),
  removeBrandFile: operation({ method: 'DELETE', path: '/admin/brand/:kind', args: z.tuple([BrandKindSchema]), output: BrandSchema }),

  /** What is still the starter's on the site, for the dashboard (every role). */
  getLaunchChecklist: operation({ method: 'GET', path: '/admin/launch-checklist', args: none, output: LaunchChecklistSchema }),

  // Staff accounts: the owner's alone; an editor gets 403.
  listAccounts: operation({ method: 'GET', path: '/admin/accounts', args: none, output: AccountSchema.array() }),
  /** The answer holds the account's first password: the only time it is shown. */
  createAccount: create('/admin/accounts', AccountInputSchema, AccountWithPasswordSchema),
  /** Demoting, disabling or removing the last active owner answers 409. */
  updateAccount: updateById('/admin/accounts/:id', AccountUpdateSchema, AccountSchema),
  /** A new one-time password; every session of that account ends. */
  resetAccountPassword: operation({
    method: 'POST',
    path: '/admin/accounts/:id/reset-password',
    args: z.tuple([IdSchema]),
    output: AccountWithPasswordSchema,
  }),
  deleteAccount: deleteById('/admin/accounts/:id'),
  inviteOptions: operation({ method: 'GET', path: '/admin/invite-options', args: none, output: InviteOptionsSchema }),
  /** The answer holds the invitation link, the only time it is shown (none when it was emailed). */
  inviteAccount: operation({ method: 'POST', path: '/admin/invites', args: z.tuple([InviteInputSchema]), output: InviteResultSchema }),
  /** A new link for an invitation not yet accepted; the old one stops working. */
  renewInvite: operation({ method: 'POST', path: '/admin/accounts/:id/invite', args: z.tuple([IdSchema, InviteAgainSchema]), output: InviteResultSchema }),

  // The server's own backups: the owner's alone.
  getBackups: operation({ method: 'GET', path: '/admin/backups', args: none, output: BackupsSchema }),
  /**
   * Takes one now and waits for it: 409 while one is being made, 400 when they are not set up, 503 when it fails.
   * Not queued on desktop: a backup is taken now or not at all; offline, the owner sees why.
   */
  backupNow: operation({ method: 'POST', path: '/admin/backups', args: none, output: BackupsSchema }),
  /**
   * Puts a listed backup in place of the data, after a backup of the data as it is (answered as `before`); the site
   * follows at once. 409 while a backup is being made; 503 when the backup before fails (nothing changed). Its
   * download, `GET /admin/backups/:name/archive`, is a file, not JSON: a link in the browser, a save dialog on desktop.
   */
  restoreBackup: operation({ method: 'POST', path: '/admin/backups/:name/restore', args: z.tuple([BackupNameSchema]), output: RestoreResultSchema }),
  /** The same from an uploaded .tar.gz, checked first: a wrong, damaged or foreign file is refused (400) and nothing changes. */
  restoreBackupArchive: operation({
    method: 'POST',
    path: '/admin/backups/restore',
    args: z.tuple([BackupArchiveFileSchema]),
    multipart: 'archive',
    output: RestoreResultSchema,
  }),

  /** The audit trail, the owner's alone: newest first, a page at a time (`before` the last one's `at`). */
  listAudit: operation({ method: 'GET', path: '/admin/audit', args: z.tuple([AuditOptionsSchema.optional()]), output: AuditEntrySchema.array() }),

  /** Visitor counts of the last 7, 30 or 90 days (docs/decisions/029-analytics.md), for every role: nothing personal. */
  getAnalytics: operation({
    method: 'GET',
    path: '/admin/analytics',
    args: z.tuple([AnalyticsOptionsSchema.partial().optional()]),
    output: AnalyticsReportSchema,
  }),
} satisfies Record<string, Operation>

export type Operations = typeof OPERATIONS
export type OperationName = keyof Operations
/** What the console passes to an operation. */
export type OperationArgs<K extends OperationName> = z.input<Operations[K]['args']>
export type OperationResult<K extends OperationName> = z.output<Operations[K]['output']>

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[]

/** The names of the operations whose saves may wait on the desktop while the server is away. */
export type QueuedOperationName = { [K in OperationName]: Operations[K] extends { queued: true } ? K : never }[OperationName]

export function isQueued(name: OperationName): name is QueuedOperationName {
  return (OPERATIONS[name] as Operation).queued === true
}

/**
 * Builds an object with one value per operation (a client's function, a schema). `make` is called once per name;
 * TypeScript cannot follow each name through a loop, so the derived clients' one cast lives here: their types come
 * from the table (`StudioApi`), their runtime from `make`.
 */
export function perOperation<T extends { [K in OperationName]: unknown }>(make: (name: OperationName) => T[OperationName] | AnyCall): T {
  return Object.fromEntries(OPERATION_NAMES.map((name) => [name, make(name)])) as T
}

/** A derived client's view of one operation's function: the arguments are checked where they are typed or parsed. */
export type AnyCall = (...args: unknown[]) => Promise<unknown>

/** The names of a path's parameters in order: `/blog/posts/:id/revisions/:revisionId` → `['id', 'revisionId']`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
}
