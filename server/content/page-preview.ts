import type { Language } from '#shared/schema/common.ts'
import type { ContentTree, PageContentId } from '#shared/schema/page-content.ts'
import type { AddedPage, Section } from '#shared/schema/page-sections.ts'
import { HttpError } from '../http-errors.ts'

/** Unsaved texts of one page, in both languages, to show as the site would. */
export interface PageDraft {
  id: PageContentId
  en: ContentTree
  es: ContentTree
  /** Its sections, on a page with parts (left out: as stored). */
  sections?: Section[]
}

/** An added page's unsaved fields, whole (`id`: the stored page it stands for; none before the first save). */
export interface AddedPageDraft {
  id?: string
  added: AddedPage
}

type Render = (path: string, language: Language, draft: PageDraft | AddedPageDraft) => Promise<string>

/**
 * The page editor's preview (the content issue): the real page, rendered by the website's own code with a draft's
 * texts in place of the stored ones, never held and never shown to visitors. The website's routes attach the renderer
 * once the site is built (server/routes/site.ts); the API's route asks it.
 */
export class PagePreview {
  #render: Render | undefined

  attach(render: Render): void {
    this.#render = render
  }

  html(path: string, language: Language, draft: PageDraft | AddedPageDraft): Promise<string> {
    if (!this.#render) throw new HttpError(503, 'The website is not built on this server yet, so there is no page to preview (npm run build).')
    return this.#render(path, language, draft)
  }
}
