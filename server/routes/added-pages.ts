import { Router } from 'express'
import { SECTION_LIBRARY } from '#shared/content/section-types.ts'
import type { AddedPage, AddedPageFields, Section } from '#shared/schema/page-sections.ts'
import type { PagePreview } from '../content/page-preview.ts'
import { badRequest } from '../http-errors.ts'
import { markdownRenderer } from '../content/render-markdown.ts'
import { checkAddedPage, createAddedPage, deleteAddedPage, findAddedPage, listAddedPages, updateAddedPage } from '../store/added-pages.ts'
import type { Store } from '../store/store.ts'
import { operationRoutes } from './operation-route.ts'

/** Each Markdown text renders within the renderer's limits (a 400 at the text that does not), so a saved page always shows. */
export async function assertSectionsRender(sections: readonly Section[], message = 'Some of the page cannot be saved'): Promise<void> {
  const problems: Record<string, string> = {}
  for (const [index, section] of sections.entries()) {
    for (const field of SECTION_LIBRARY[section.type].texts) {
      if (field.kind !== 'markdown') continue
      for (const language of ['en', 'es'] as const) {
        const markdown = section.texts[field.name]?.[language] ?? ''
        await markdownRenderer.render(markdown).catch(() => {
          problems[`sections.${index}.texts.${field.name}.${language}`] = 'This text is too complex to show (very deep nesting, or very long runs of * or _)'
        })
      }
    }
  }
  if (Object.keys(problems).length > 0) throw badRequest(message, problems)
}

const assertRenders = (fields: AddedPageFields) => assertSectionsRender(fields.sections)

/** The pages the owner adds, made of sections: the owner's alone (decision 045). */
export function addedPageRoutes(store: Store, preview: PagePreview): Router {
  const router = Router()
  const route = operationRoutes(router, store)

  route('listAddedPages', 'owner', () => [...listAddedPages(store)])

  route('createAddedPage', { role: 'owner', status: 201, invalid: 'Some of the page cannot be saved' }, async ({ input, by }) => {
    await assertRenders(input)
    return createAddedPage(store, input, by)
  })

  route('updateAddedPage', { role: 'owner', invalid: 'Some of the page cannot be saved' }, async ({ params: [id], input, by }) => {
    await assertRenders(input)
    return updateAddedPage(store, id, input, by)
  })

  route('deleteAddedPage', 'owner', async ({ params: [id], by }) => {
    await deleteAddedPage(store, id, by)
    return { ok: true as const }
  })

  route('previewAddedPage', { role: 'owner', invalid: 'The preview could not be made' }, async ({ input: { language, id, page: fields }, req }) => {
    checkAddedPage(store, fields)
    const stored: AddedPage | undefined = id ? findAddedPage(store, id) : undefined
    const now = new Date().toISOString()
    const draft: AddedPage = {
      id: id ?? 'preview',
      ...fields,
      published: true,
      previousSlugs: stored?.previousSlugs ?? { en: [], es: [] },
      createdAt: stored?.createdAt ?? now,
      updatedAt: now,
      updatedBy: null,
    }
    const html = await preview.html(`/${fields.slug[language]}`, language, { id, added: draft })
    const origin = `${req.protocol}://${req.get('host')}`
    const page = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    return { html: page.replace(/<head>/i, `<head><base href="${origin}/">`) }
  })

  return router
}
