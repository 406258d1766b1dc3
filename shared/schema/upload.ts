import { z } from 'zod'

/** Image upload limit 5 MB, checked in the browser before sending and by the server on receipt. */
export const MAX_IMAGE_MB = 5
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024
/**
 * The largest file the desktop app's Insert Image… reads: the console shrinks a photo over the upload limit before
 * sending it, so a 12 MB phone picture is fine; anything this large is not a photo worth reading into memory.
 */
export const MAX_PICKED_IMAGE_MB = 8 * MAX_IMAGE_MB

/**
 * The longest side of a served upload, and of a photo the console shrinks before sending: more than any page shows,
 * even on a large retina screen. The server resizes a larger one down to it.
 */
export const MAX_SIDE = 4096

/*
 * What the server takes of an image, read from its header before any pixel is decoded (docs/decisions/007, 028): a
 * 48 MP phone photo passes; a decompression bomb, and a strip that is cheap in pixels but costly to decode row by
 * row (1×63,999,999 held the image queue for 10 s), do not.
 */
export const MAX_IMAGE_PIXELS = 64_000_000
export const MAX_IMAGE_SIDE = 20_000
/** The longest side at most this many times the shortest (1:20: a wide banner passes, a strip does not). */
export const MAX_ASPECT_RATIO = 20
/** A HEIC photo decodes in about a second; one still decoding after this is stopped and refused. */
export const HEIC_DECODE_SECONDS = 20

/** Uploads received and processed at once; more wait their turn (their bytes not yet read), and past those, 429. */
export const UPLOADS_AT_ONCE = 2
export const UPLOADS_WAITING = 20

/**
 * An image to upload, as plain bytes so that it crosses Electron's IPC unchanged (no File, no Blob).
 * `type` is the browser's declared type; the server trusts only the bytes. Refused when far above the limit, so no
 * one can push gigabytes over IPC (the server says exactly when it is too large).
 */
export const ImageFileSchema = z
  .object({ name: z.string().max(255), type: z.string().max(100), bytes: z.instanceof(Uint8Array) })
  .refine((file) => file.bytes.byteLength <= MAX_IMAGE_BYTES * 2, { message: 'The image is too large', path: ['bytes'] })
export type ImageFile = z.infer<typeof ImageFileSchema>

/** Answer of `POST /api/upload/image`: the image's address. */
export const ImageUploadResultSchema = z.object({
  imageUrl: z.string().min(1),
  /** The same file was already in the library (by the hash of its bytes): that image is the answer, nothing was stored. */
  reused: z.boolean().optional(),
})
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>
