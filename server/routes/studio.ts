import { Router } from 'express'
import { badRequest } from '../http-errors.ts'
import { isInLibrary } from '../store/images.ts'
import type { Store } from '../store/store.ts'
import { saveStudio, studioSettings } from '../store/studio.ts'
import { operationRoutes } from './operation-route.ts'

const INVALID = 'Some settings are not valid'

/** The studio's facts: anyone reads them; the owner changes them, every page following at once. */
export function studioRoutes(store: Store): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  route('getStudio', 'anyone', ({ res }) => {
    res.set('Cache-Control', 'no-cache')
    return studioSettings(store)
  })

  route('updateStudio', { role: 'owner', invalid: INVALID }, ({ input: { updatedAt, ...input }, by }) => {
    const missing: Record<string, string> = {}
    input.team.forEach((member, index) => {
      if (member.headshot && !isInLibrary(store, member.headshot.image))
        missing[`team.${index}.headshot.image`] = 'This image is no longer in the media library'
    })
    if (Object.keys(missing).length > 0) throw badRequest(INVALID, missing)
    return saveStudio(store, input, updatedAt, by)
  })

  return router
}
