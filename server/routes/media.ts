import { Router } from 'express'
import { MediaListQuerySchema } from '#shared/schema/image.ts'
import { notFound } from '../http-errors.ts'
import type { ImageLibrary } from '../images/image-library.ts'
import type { KeptVersions } from '../images/image-references.ts'
import { findImage, listMediaImages, setImageAlt, toMediaImage } from '../store/images.ts'
import type { Store } from '../store/store.ts'
import { OK, operationRoutes } from './operation-route.ts'

/**
 * The media library: every upload with its size, alt text and where it is used, searched, filtered, sorted and paged
 * here (X-Total-Count: how many match). Every role (owner, editor).
 */
export function mediaRoutes(store: Store, images: ImageLibrary, kept: KeptVersions): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  // One route for listImages and listImagesPage: the page's client reads the count from X-Total-Count.
  route('listImages', { role: 'staff', input: MediaListQuerySchema }, ({ input, res }) => {
    const { images: shown, total } = listMediaImages(store, input)
    res.set('X-Total-Count', String(total))
    return shown
  })

  route('deleteImages', 'staff', ({ input: { names }, by }) => images.removeMany(names, kept, by))

  route('getImage', 'staff', ({ params: [name] }) => {
    const image = findImage(store, name)
    if (!image) throw notFound('Image not found')
    return toMediaImage(store, image)
  })

  route('updateImage', 'staff', async ({ params: [name], input: { alt }, by }) => toMediaImage(store, await setImageAlt(store, name, alt, by)))

  route('deleteImage', 'staff', async ({ params: [name], by }) => {
    await images.remove(name, kept, by)
    return OK
  })

  return router
}
