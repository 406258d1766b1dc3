import { Router } from 'express'
import { ImageAltUpdateSchema, ImageBulkDeleteSchema, ImageNameSchema, MediaListQuerySchema } from '#shared/schema/image.ts'
import { notFound, parseOr400 } from '../http-errors.ts'
import type { ImageLibrary } from '../images/image-library.ts'
import type { KeptVersions } from '../images/image-references.ts'
import { requireAdmin } from '../security/session.ts'
import { findImage, listMediaImages, setImageAlt, toMediaImage } from '../store/images.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './request-by.ts'

/**
 * The media library: every upload with its size, alt text and where it is used, searched, filtered, sorted and paged
 * here (X-Total-Count: how many match). Every role (owner, editor).
 */
export function mediaRoutes(store: Store, images: ImageLibrary, kept: KeptVersions): Router {
  const router = Router()
  router.use('/admin/images', requireAdmin(store))

  router.get('/admin/images', (req, res) => {
    const { images: shown, total } = listMediaImages(store, parseOr400(MediaListQuerySchema, req.query))
    res.set('X-Total-Count', String(total)).json(shown)
  })

  router.post('/admin/images/delete', async (req, res) => {
    const { names } = parseOr400(ImageBulkDeleteSchema, req.body)
    res.json(await images.removeMany(names, kept, requestBy(req, res)))
  })

  router.get('/admin/images/:name', (req, res) => {
    const image = findImage(store, parseOr400(ImageNameSchema, req.params.name))
    if (!image) throw notFound('Image not found')
    res.json(toMediaImage(store, image))
  })

  router.patch('/admin/images/:name', async (req, res) => {
    const name = parseOr400(ImageNameSchema, req.params.name)
    const { alt } = parseOr400(ImageAltUpdateSchema, req.body)
    res.json(toMediaImage(store, await setImageAlt(store, name, alt, requestBy(req, res))))
  })

  router.delete('/admin/images/:name', async (req, res) => {
    await images.remove(parseOr400(ImageNameSchema, req.params.name), kept, requestBy(req, res))
    res.json({ ok: true })
  })

  return router
}
