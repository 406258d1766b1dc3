import { Router } from 'express'
import { ImageAltUpdateSchema, ImageNameSchema } from '../../shared/schema/image.ts'
import { parseOr400 } from '../http-errors.ts'
import type { ImageLibrary } from '../images/image-library.ts'
import type { KeptVersions } from '../images/image-references.ts'
import { requireAdmin } from '../security/session.ts'
import { listMediaImages, setImageAlt, toMediaImage } from '../store/images.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'

/** The media library (issue #11): every upload with its size, alt text and where it is used. Admin only. */
export function mediaRoutes(store: Store, images: ImageLibrary, kept: KeptVersions): Router {
  const router = Router()
  router.use('/admin/images', requireAdmin(store)) // issue #13: every role (owner, editor)

  router.get('/admin/images', (_req, res) => {
    res.json(listMediaImages(store))
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
