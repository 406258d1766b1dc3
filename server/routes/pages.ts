import { type Request, Router } from 'express'
import { CONTENT_PLACEHOLDERS, pageContentInfo, starterContent, withStarter } from '../../shared/content/page-content.ts'
import { STARTER_CONTENT } from '../../shared/content/starter-content.ts'
import {
  PAGE_CONTENT,
  type PageContentEdit,
  PageContentIdSchema,
  PageContentInputSchema,
  PageContentPreviewInputSchema,
  type PageContentSummary,
} from '../../shared/schema/page-content.ts'
import { IdSchema } from '../../shared/schema/common.ts'
import type { PagePreview } from '../content/page-preview.ts'
import { notFound, parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../security/session.ts'
import type { PageRevisions } from '../store/page-revisions.ts'
import { checkedTexts, editablePage, findPageContent, isStarter, savePageContent } from '../store/pages.ts'
import type { Store } from '../store/store.ts'
import { requestBy } from './audit.ts'

/**
 * The pages' own words (the content issue), for staff (every role, as posts): the list, one page with its model and
 * placeholders, a save of both languages, a preview of unsaved texts, and the page's earlier versions.
 */
export function pageRoutes(store: Store, revisions: PageRevisions, preview: PagePreview): Router {
  const router = Router()
  const admin = requireAdmin(store)
  const pageId = (req: Request) => parseOr400(PageContentIdSchema, req.params.id, 'No such page')

  router.get('/admin/pages', admin, (_req, res) => {
    const pages: PageContentSummary[] = PAGE_CONTENT.map(({ id, label, path }) => {
      const page = editablePage(store, id)
      return { id, label, path, updatedAt: page.updatedAt, updatedBy: page.updatedBy, starter: isStarter(page) }
    })
    res.json(pages)
  })

  router.get('/admin/pages/:id', admin, (req, res) => {
    const id = pageId(req)
    const { label, path } = pageContentInfo(id)
    const page: PageContentEdit = {
      ...editablePage(store, id),
      label,
      path,
      starter: { en: STARTER_CONTENT.en[id], es: STARTER_CONTENT.es[id] },
      placeholders: [...CONTENT_PLACEHOLDERS],
    }
    res.json(page)
  })

  router.put('/admin/pages/:id', admin, async (req, res) => {
    const id = pageId(req)
    const input = parseOr400(PageContentInputSchema, req.body, 'Some texts cannot be saved')
    const before = findPageContent(store, id)
    const saved = await savePageContent(store, id, input, requestBy(req, res))
    void revisions.record(saved, before)
    res.json(saved)
  })

  router.post('/admin/pages/:id/preview', admin, async (req, res) => {
    const id = pageId(req)
    const input = parseOr400(PageContentPreviewInputSchema, req.body, 'The preview could not be made')
    const texts = checkedTexts(id, input)
    const html = await preview.html(pageContentInfo(id).path, input.language, { id, ...texts })
    // The console shows it in a frame of its own: its addresses (styles' fonts, photos) resolve against this server.
    const origin = `${req.protocol}://${req.get('host')}`
    // Its scripts go: the frame runs none, and each would only be refused (and logged) on every refresh.
    const page = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    res.json({ html: page.replace(/<head>/i, `<head><base href="${origin}/">`) })
  })

  router.get('/admin/pages/:id/revisions', admin, async (req, res) => {
    res.json(await revisions.summaries(pageId(req)))
  })

  router.get('/admin/pages/:id/revisions/:revisionId', admin, async (req, res) => {
    const revision = await revisions.find(pageId(req), parseOr400(IdSchema, req.params.revisionId))
    if (!revision) throw notFound('This page has no such version (only the last 50 are kept)')
    res.json(revision)
  })

  /** Brings a version's texts back as a new save (and a new version); the answer is the page. */
  router.post('/admin/pages/:id/revisions/:revisionId/restore', admin, async (req, res) => {
    const id = pageId(req)
    const revision = await revisions.find(id, parseOr400(IdSchema, req.params.revisionId))
    if (!revision) throw notFound('This page has no such version (only the last 50 are kept)')
    const before = findPageContent(store, id)
    const current = editablePage(store, id)
    // A text the product added since that version keeps its starter words.
    const texts = { en: withStarter(starterContent(id, 'en'), revision.en), es: withStarter(starterContent(id, 'es'), revision.es) }
    const saved = await savePageContent(store, id, { ...texts, updatedAt: current.updatedAt }, requestBy(req, res))
    void revisions.record(saved, before)
    res.json(saved)
  })

  return router
}
