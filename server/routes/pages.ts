import { Router } from 'express'
import { CONTENT_PLACEHOLDERS, pageContentInfo, starterContent, withStarter } from '#shared/content/page-content.ts'
import { arrangedSections } from '#shared/content/page-parts.ts'
import { STARTER_CONTENT } from '#shared/content/starter-content.ts'
import { PAGE_CONTENT, type PageContentId } from '#shared/schema/page-content.ts'
import type { PagePreview } from '../content/page-preview.ts'
import { notFound } from '../http-errors.ts'
import type { PageRevisions } from '../store/page-revisions.ts'
import { checkedSections, checkedTexts, editablePage, findPageContent, isStarter, savePageContent } from '../store/pages.ts'
import type { Store } from '../store/store.ts'
import { assertSectionsRender } from './added-pages.ts'
import { operationRoutes } from './operation-route.ts'

/**
 * The pages' own words: staff (every role) read the list, one page with its model and placeholders, and its earlier
 * versions; the owner saves both languages, previews unsaved texts and brings a version back (shared/api/roles.ts).
 */
export function pageRoutes(store: Store, revisions: PageRevisions, preview: PagePreview): Router {
  const router = Router()
  const route = operationRoutes(router, store)
  const revisionOf = async (id: PageContentId, revisionId: string) => {
    const revision = await revisions.find(id, revisionId)
    if (!revision) throw notFound('This page has no such version (only the last 50 are kept)')
    return revision
  }

  route('listPages', 'staff', () =>
    PAGE_CONTENT.map(({ id, label, path }) => {
      const page = editablePage(store, id)
      return { id, label, path, updatedAt: page.updatedAt, updatedBy: page.updatedBy, starter: isStarter(page) }
    }),
  )

  route('getPage', 'staff', ({ params: [id] }) => {
    const { label, path } = pageContentInfo(id)
    return {
      ...editablePage(store, id),
      label,
      path,
      starter: { en: STARTER_CONTENT.en[id], es: STARTER_CONTENT.es[id] },
      placeholders: [...CONTENT_PLACEHOLDERS],
    }
  })

  route('updatePage', { role: 'owner', invalid: 'Some texts cannot be saved' }, async ({ params: [id], input, by }) => {
    await assertSectionsRender(input.sections ?? [], 'Some texts cannot be saved')
    const before = findPageContent(store, id)
    const saved = await savePageContent(store, id, input, by)
    void revisions.record(saved, before)
    return saved
  })

  route('previewPage', { role: 'owner', invalid: 'The preview could not be made' }, async ({ params: [id], input, req }) => {
    const texts = checkedTexts(id, input)
    const sections = checkedSections(store, id, input.sections)
    await assertSectionsRender(sections ?? [], 'Some texts cannot be saved')
    const html = await preview.html(pageContentInfo(id).path, input.language, { id, ...texts, ...(sections && { sections }) })
    // The console shows it in a frame of its own: its addresses (styles' fonts, photos) resolve against this server.
    const origin = `${req.protocol}://${req.get('host')}`
    // Its scripts go: the frame runs none, and each would only be refused (and logged) on every refresh.
    const page = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    return { html: page.replace(/<head>/i, `<head><base href="${origin}/">`) }
  })

  route('listPageRevisions', 'staff', ({ params: [id] }) => revisions.summaries(id))

  route('getPageRevision', 'staff', ({ params: [id, revisionId] }) => revisionOf(id, revisionId))

  /** Brings a version's texts back as a new save (and a new version); the answer is the page. */
  route('restorePageRevision', 'owner', async ({ params: [id, revisionId], by }) => {
    const revision = await revisionOf(id, revisionId)
    const before = findPageContent(store, id)
    const current = editablePage(store, id)
    // A text the product added since that version keeps its starter words.
    const texts = { en: withStarter(starterContent(id, 'en'), revision.en), es: withStarter(starterContent(id, 'es'), revision.es) }
    // Its sections too (a version from before pages had them: its parts in the spec's order).
    const sections = current.sections ? arrangedSections(id, revision.sections) : undefined
    const saved = await savePageContent(store, id, { ...texts, ...(sections && { sections }), updatedAt: current.updatedAt }, by)
    void revisions.record(saved, before)
    return saved
  })

  return router
}
