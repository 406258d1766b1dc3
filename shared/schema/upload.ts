import { z } from 'zod'

/** SPEC §9: image upload limit 5 MB, checked in the browser before sending and by the server on receipt. */
export const MAX_IMAGE_MB = 5
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024
/**
 * The largest file the desktop app's Insert Image… reads: the console shrinks a photo over the upload limit before
 * sending it, so a 12 MB phone picture is fine; anything this large is not a photo worth reading into memory.
 */
export const MAX_PICKED_IMAGE_MB = 8 * MAX_IMAGE_MB

/**
 * An image to upload, as plain bytes so that it crosses Electron's IPC unchanged (no File, no Blob).
 * `type` is the browser's declared type; the server trusts only the bytes. Refused when far above the limit, so no
 * one can push gigabytes over IPC (the server says exactly when it is too large).
 */
export const ImageFileSchema = z
  .object({ name: z.string().max(255), type: z.string().max(100), bytes: z.instanceof(Uint8Array) })
  .refine((file) => file.bytes.byteLength <= MAX_IMAGE_BYTES * 2, { message: 'The image is too large', path: ['bytes'] })
export type ImageFile = z.infer<typeof ImageFileSchema>

/** Answer of `POST /api/upload/image` (SPEC §3: image upload response). */
export const ImageUploadResultSchema = z.object({ imageUrl: z.string().min(1) })
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>
