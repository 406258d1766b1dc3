import type { z } from 'zod'
import type { AuthStatusSchema, LoginResultSchema } from '../schema/auth.ts'
import type { OkSchema } from '../schema/common.ts'
import type { OperationArgs, OperationResult, Operations } from './operations.ts'

export type { ImageFile, ImageUploadResult } from '../schema/upload.ts'
export type { PreviewResult } from '../schema/post.ts'
export type AuthStatus = z.infer<typeof AuthStatusSchema>
export type LoginResult = z.infer<typeof LoginResultSchema>
export type Ok = z.infer<typeof OkSchema>

/**
 * The /api contract as the admin console uses it: one method per entry of the operation table (operations.ts).
 * Every argument and result is plain data, so the browser implements it over fetch (http-api.ts) and the
 * desktop app over IPC. A failed call rejects with an `ApiError` (api-error.ts).
 */
export type StudioApi = { [K in keyof Operations]: (...args: OperationArgs<K>) => Promise<OperationResult<K>> }
