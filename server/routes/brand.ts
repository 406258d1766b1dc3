import { type RequestHandler, Router } from 'express'
import multer from 'multer'
import { MAX_IMAGE_BYTES } from '#shared/schema/upload.ts'
import { brandDir, drawingIcon, prepareBrandFile, writeBrandFiles } from '../brand/brand-files.ts'
import { HttpError, badRequest } from '../http-errors.ts'
import { saveBrand, storedBrand } from '../store/brand.ts'
import type { Store } from '../store/store.ts'
import { immutableFiles } from './immutable-files.ts'
import { operationRoutes } from './operation-route.ts'

const LABEL = { logo: 'Logo', favicon: 'Favicon' } as const

/**
 * The studio's logo and favicon: read by all staff (the console's top bar shows the logo), uploaded and removed by
 * the owner (multipart field `image`, SVG or PNG). 400 names what an SVG cannot have, 413 too large, 415 another type.
 */
export function brandRoutes(store: Store): Router {
  const router = Router()
  const route = operationRoutes(router, store)
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 } }).single('image')
  const receive: RequestHandler = (req, res, next) =>
    parse(req, res, (error?: unknown) =>
      next(
        error === undefined || error instanceof multer.MulterError
          ? error
          : new HttpError(400, 'The upload is not a valid multipart form: send the file in the form field "image"'),
      ),
    )

  route('getBrand', 'staff', () => storedBrand(store))

  route('uploadBrandFile', { role: 'owner', before: [receive] }, async ({ params: [kind], req, by }) => {
    if (!req.file) throw badRequest(`Attach the ${kind} in the form field "image"`, { image: 'Required' })
    const { file, files } = await prepareBrandFile(kind, req.file.buffer)
    await writeBrandFiles(store.dataDir, files)
    return saveBrand(store, { [kind]: { ...file, updatedAt: new Date().toISOString() } }, LABEL[kind], by)
  })

  route('removeBrandFile', 'owner', ({ params: [kind], by }) => saveBrand(store, { [kind]: null }, LABEL[kind], by))

  return router
}

/**
 * `/brand/…`: the files made from the uploads, named by their hash, so cached for good. An SVG opened on its own
 * runs nothing even if something slipped through the sanitizer: the policy allows no script.
 */
export function serveBrand(store: Store) {
  return immutableFiles(brandDir(store.dataDir), (res) => res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox"))
}

/** `/favicon.ico`, which browsers ask for on their own: the studio's favicon, or its drawing until one is uploaded. */
export function serveFaviconIco(store: Store, siteRoot: string): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const favicon = storedBrand(store).favicon
    res.setHeader('Cache-Control', 'public, max-age=3600')
    if (favicon) return res.type('image/x-icon').sendFile(`favicon-${favicon.hash}.ico`, { root: brandDir(store.dataDir), dotfiles: 'deny' })
    res.type('image/x-icon').send(await drawingIcon(siteRoot))
  }
}
