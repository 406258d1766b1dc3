import { type RequestHandler, Router } from 'express'
import multer from 'multer'
import { parseShareCrop } from '#shared/content/share-crop.ts'
import { MAX_IMAGE_BYTES } from '#shared/schema/upload.ts'
import { HttpError, badRequest, notFound } from '../http-errors.ts'
import type { ImageLibrary } from '../images/image-library.ts'
import { uploadFileType } from '../images/upload-files.ts'
import { uploadUrl } from '../store/images.ts'
import type { Store } from '../store/store.ts'
import { immutableFiles } from './immutable-files.ts'
import { operationRoutes } from './operation-route.ts'

/**
 * `POST /api/upload/image`: multipart field `image`, at most 5 MB on the wire. The image goes through the pipeline
 * before the answer: `imageUrl` points at the metadata-free image (201), or at the one already in the library when the
 * same file was uploaded before (200, `reused`). 413 too large (bytes or pixels), 415 not a supported image, 422
 * unreadable.
 */
export function uploadRoutes(store: Store, images: ImageLibrary): Router {
  const router = Router()
  const route = operationRoutes(router, store)
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
  }).single('image')
  // multer hands on busboy's own errors as they are (plain Errors: no boundary, a form cut short, a part header
  // too long for it): each is a form the client sent badly, so a 400, never the server's failure. Its own limits
  // come as MulterErrors, answered by the error handler (413 for the size).
  const receive: RequestHandler = (req, res, next) =>
    parse(req, res, (error?: unknown) => next(error === undefined || error instanceof multer.MulterError ? error : malformedForm(error)))

  // Every role (owner, editor). Staff only are let in line: a stranger never takes an upload's place. The same file
  // already in the library answers that image, and nothing stored (200, not 201).
  route('uploadImage', { role: 'staff', before: [images.uploads.admit, receive], status: ({ reused }) => (reused ? 200 : 201) }, async ({ req, by }) => {
    if (!req.file) throw badRequest('Attach the image in the form field "image"', { image: 'Required' })
    const image = await images.ingest(req.file.buffer, req.file.originalname, by)
    return image.reused ? { imageUrl: uploadUrl(image.name), reused: true } : { imageUrl: uploadUrl(image.name) }
  })

  return router
}

function malformedForm(cause: unknown): HttpError {
  const reason = cause instanceof Error ? cause.message : 'unreadable'
  const error = new HttpError(400, `The upload is not a valid multipart form (${reason}): send the image in the form field "image"`)
  error.cause = cause
  return error
}

/**
 * Uploaded files never change (random names), so they are cached for a year. Only the images the server writes are
 * served (server/images/upload-files.ts): any other file in the folder, a page or a script put there by hand or by an
 * old restore, answers 404 as a missing one does. Every answer carries nosniff, so an image is never read as a page.
 * A page's share crop that is not made yet (a photo from before them, a hero's point just moved) is made on the
 * first request for it (ImageLibrary.shareCrop), so a page can name it at once.
 */
export function serveUploads(store: Store, images: ImageLibrary): RequestHandler[] {
  const files = immutableFiles(store.uploadsDir)
  const imagesOnly: RequestHandler = (req, res, next) => {
    // A malformed escape is no address at all (as the file server answers it): a plain 400, not a missing image.
    if (!decodes(req.path)) return void res.status(400).type('text').send('Bad Request')
    next(uploadFileType(req.path.slice(1)) ? undefined : notFound('No such image'))
  }
  const shareCrops: RequestHandler = async (req, _res, next) => {
    const crop = parseShareCrop(req.path.slice(1))
    if (crop) await images.shareCrop(crop.id, crop.focus)
    next()
  }
  return [imagesOnly, shareCrops, files]
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
