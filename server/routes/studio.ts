import { Router } from 'express'
import { StudioSettingsUpdateSchema } from '../../shared/schema/studio.ts'
import { badRequest, parseOr400 } from '../http-errors.ts'
import { requireRole } from '../security/session.ts'
import { findImage } from '../store/images.ts'
import type { Store } from '../store/store.ts'
import { saveStudio, studioSettings } from '../store/studio.ts'
import { requestBy } from './audit.ts'

/** The studio's facts (issue #13): anyone reads them; the owner changes them, every page following at once. */
export function studioRoutes(store: Store): Router {
  const router = Router()
  const owner = requireRole(store, 'owner')

  router.get('/studio', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(studioSettings(store))
  })

  router.put('/admin/studio', owner, async (req, res) => {
    const { updatedAt, ...input } = parseOr400(StudioSettingsUpdateSchema, req.body, 'Some settings are not valid')
    const missing: Record<string, string> = {}
    input.team.forEach((member, index) => {
      const name = member.headshot?.image.slice('/uploads/'.length)
      if (name && !findImage(store, name)) missing[`team.${index}.headshot.image`] = 'This image is no longer in the media library'
    })
    if (Object.keys(missing).length > 0) throw badRequest('Some settings are not valid', missing)
    res.json(await saveStudio(store, input, updatedAt, requestBy(req, res)))
  })

  return router
}
