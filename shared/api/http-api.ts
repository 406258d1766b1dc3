import type { z } from 'zod'
import { AccountSchema, AccountWithPasswordSchema } from '../schema/account.ts'
import { AuditEntrySchema } from '../schema/audit.ts'
import { AuthStatusSchema, LoginResultSchema } from '../schema/auth.ts'
import { BackupsSchema } from '../schema/backups.ts'
import { CategorySchema } from '../schema/category.ts'
import { OkSchema } from '../schema/common.ts'
import { GalleryItemSchema } from '../schema/gallery.ts'
import { MediaImageSchema } from '../schema/image.ts'
import { InquirySchema } from '../schema/inquiry.ts'
import { PostBulkResultSchema, PostSchema, PostSummarySchema, type AdminPostListQuery, type PostListQuery } from '../schema/post.ts'
import { PostRevisionSchema, PostRevisionSummarySchema } from '../schema/revision.ts'
import { StudioSettingsSchema } from '../schema/studio.ts'
import { ApiError, parseJson } from './api-error.ts'
import {
  ImageUploadResultSchema,
  PreviewResultSchema,
  type ImageFile,
  type StudioApi,
} from './studio-api.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The browser's transport of the /api contract (SPEC §7): credentials on every request, a JSON content type only
 * when a body is sent, multipart for the image upload. Answers are parsed with the shared schemas, so a screen
 * never works with data of the wrong shape. `baseUrl` is empty for the same origin. `fetchImpl` lets the desktop
 * app's main process call through its own session (Electron's `session.fetch`, which keeps the cookie there).
 */
export function createHttpApi(baseUrl = '', fetchImpl: typeof fetch = (input, init) => fetch(input, init)): StudioApi {
  async function call<S extends z.ZodType>(schema: S, method: Method, path: string, body?: unknown): Promise<z.output<S>> {
    return (await callWithHeaders(schema, method, path, body)).data
  }

  /** `call`, also answering the response's headers (X-Total-Count). */
  async function callWithHeaders<S extends z.ZodType>(
    schema: S,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<{ data: z.output<S>; headers: Headers }> {
    const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } }
    if (body instanceof FormData) init.body = body
    else if (body !== undefined) {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' }
      init.body = JSON.stringify(body)
    }
    let response: Response
    try {
      response = await fetchImpl(`${baseUrl}/api${path}`, init)
    } catch (cause) {
      throw ApiError.offline(cause)
    }
    const text = await response.text()
    if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, body: text })
    const parsed = schema.safeParse(parseJson(text))
    if (!parsed.success) {
      throw new ApiError({ status: response.status, statusText: 'Unexpected answer from the server', body: '' })
    }
    return { data: parsed.data, headers: response.headers }
  }

  const postList = PostSchema.array()
  const revisionsPath = (postId: string) => `/blog/posts/${encodeURIComponent(postId)}/revisions`

  return {
    checkAuth: () => call(AuthStatusSchema, 'GET', '/admin/check-auth'),
    login: (input) => call(LoginResultSchema, 'POST', '/admin/login', input),
    logout: () => call(OkSchema, 'POST', '/admin/logout'),
    changePassword: (input) => call(OkSchema, 'POST', '/admin/password', input),

    listPosts: (query) => call(postList, 'GET', `/blog/posts${queryString(query)}`),
    listPostsPage: async (query) => {
      const { data, headers } = await callWithHeaders(PostSummarySchema.array(), 'GET', `/blog/posts${queryString({ ...query, content: false })}`)
      const count = headers.get('X-Total-Count')
      const total = Number(count)
      if (count === null || count === '' || !Number.isInteger(total) || total < 0) {
        throw new ApiError({ status: 200, statusText: 'Unexpected answer from the server', body: '' })
      }
      return { posts: data, total }
    },
    bulkUpdatePosts: (input) => call(PostBulkResultSchema, 'POST', '/blog/posts/bulk', input),
    getPost: (slug) => call(PostSchema, 'GET', `/blog/posts/${encodeURIComponent(slug)}`),
    createPost: (input) => call(PostSchema, 'POST', '/blog/posts', input),
    updatePost: (id, input) => call(PostSchema, 'PATCH', `/blog/posts/${encodeURIComponent(id)}`, input),
    deletePost: (id) => call(OkSchema, 'DELETE', `/blog/posts/${encodeURIComponent(id)}`),
    listTrash: () => call(postList, 'GET', '/blog/trash'),
    restorePost: (id) => call(PostSchema, 'POST', `/blog/posts/${encodeURIComponent(id)}/restore`),
    purgePost: (id) => call(OkSchema, 'DELETE', `/blog/trash/${encodeURIComponent(id)}`),
    listRevisions: (postId) => call(PostRevisionSummarySchema.array(), 'GET', revisionsPath(postId)),
    getRevision: (postId, revisionId) => call(PostRevisionSchema, 'GET', `${revisionsPath(postId)}/${encodeURIComponent(revisionId)}`),
    restoreRevision: (postId, revisionId) =>
      call(PostSchema, 'POST', `${revisionsPath(postId)}/${encodeURIComponent(revisionId)}/restore`),

    listCategories: () => call(CategorySchema.array(), 'GET', '/blog/categories'),
    createCategory: (input) => call(CategorySchema, 'POST', '/blog/categories', input),
    updateCategory: (id, input) => call(CategorySchema, 'PATCH', `/blog/categories/${encodeURIComponent(id)}`, input),
    deleteCategory: (id) => call(OkSchema, 'DELETE', `/blog/categories/${encodeURIComponent(id)}`),

    listInquiries: () => call(InquirySchema.array(), 'GET', '/admin/inquiries'),
    setInquiryHandled: (id, handled) =>
      call(InquirySchema, 'PATCH', `/admin/inquiries/${encodeURIComponent(id)}`, { handled }),

    previewContent: (markdown) => call(PreviewResultSchema, 'POST', '/admin/preview', { markdown }),
    uploadImage: (file) => call(ImageUploadResultSchema, 'POST', '/upload/image', imageForm(file)),

    listImages: () => call(MediaImageSchema.array(), 'GET', '/admin/images'),
    updateImage: (name, input) => call(MediaImageSchema, 'PATCH', `/admin/images/${encodeURIComponent(name)}`, input),
    deleteImage: (name) => call(OkSchema, 'DELETE', `/admin/images/${encodeURIComponent(name)}`),

    listGallery: () => call(GalleryItemSchema.array(), 'GET', '/gallery'),
    createGalleryItem: (input) => call(GalleryItemSchema, 'POST', '/gallery', input),
    updateGalleryItem: (id, input) => call(GalleryItemSchema, 'PATCH', `/gallery/${encodeURIComponent(id)}`, input),
    deleteGalleryItem: (id) => call(OkSchema, 'DELETE', `/gallery/${encodeURIComponent(id)}`),
    reorderGallery: (ids) => call(GalleryItemSchema.array(), 'PUT', '/gallery/order', { ids }),

    getStudio: () => call(StudioSettingsSchema, 'GET', '/studio'),
    updateStudio: (input) => call(StudioSettingsSchema, 'PUT', '/admin/studio', input),

    listAccounts: () => call(AccountSchema.array(), 'GET', '/admin/accounts'),
    createAccount: (input) => call(AccountWithPasswordSchema, 'POST', '/admin/accounts', input),
    updateAccount: (id, input) => call(AccountSchema, 'PATCH', `/admin/accounts/${encodeURIComponent(id)}`, input),
    resetAccountPassword: (id) =>
      call(AccountWithPasswordSchema, 'POST', `/admin/accounts/${encodeURIComponent(id)}/reset-password`),
    deleteAccount: (id) => call(OkSchema, 'DELETE', `/admin/accounts/${encodeURIComponent(id)}`),

    getBackups: () => call(BackupsSchema, 'GET', '/admin/backups'),
    backupNow: () => call(BackupsSchema, 'POST', '/admin/backups'),

    listAudit: (query) => call(AuditEntrySchema.array(), 'GET', `/admin/audit${queryString(query)}`),
  }
}

/** `?published=true&limit=3`; booleans and numbers as the server's query schemas read them. */
export function queryString(query: PostListQuery | AdminPostListQuery | Record<string, string | number | boolean | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function imageForm({ name, type, bytes }: ImageFile): FormData {
  const form = new FormData()
  // A copy, so the Blob gets a plain ArrayBuffer whatever buffer the bytes came in.
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}
