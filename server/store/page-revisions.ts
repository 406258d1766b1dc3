import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import {
  PAGE_CONTENT_IDS,
  type PageContent,
  type PageContentId,
  type PageRevision,
  PageRevisionSchema,
  type PageRevisionSummary,
} from '#shared/schema/page-content.ts'
import { HttpError } from '../http-errors.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { DurableJsonFile } from './durable-json-file.ts'

/** How many saves of a page are kept; a save past them drops the oldest. */
export const PAGE_REVISIONS_KEPT = 50

const PageRevisionFileSchema = z.object({ version: z.literal(1), pageId: z.string(), revisions: z.array(PageRevisionSchema) })
type PageRevisionFile = z.infer<typeof PageRevisionFileSchema>

/**
 * Every save of a page's texts, as posts keep theirs (docs/decisions/014): one file per page under
 * `DATA_DIR/revisions/pages/`, newest first, read only when the editor asks. The first save of a page also keeps the
 * texts it replaced, so the starter words can always be brought back. A revision that cannot be written is logged and
 * the save stands.
 */
export class PageRevisions {
  readonly folder: string
  readonly #logger: Logger
  /** The writes run one after another (a page is saved a few times a day at most). */
  #queue: Promise<void> = Promise.resolve()

  constructor(dataDir: string, logger: Logger = silentLogger) {
    this.folder = join(dataDir, 'revisions', 'pages')
    this.#logger = logger
  }

  async list(id: PageContentId): Promise<PageRevision[]> {
    await this.#queue
    try {
      return (await this.#read(id)).revisions
    } catch (error) {
      this.#logger.error({ err: error }, `[revisions] could not read the revisions of page ${id}`)
      throw new HttpError(500, 'The earlier versions of this page could not be read. The page itself is safe.')
    }
  }

  async summaries(id: PageContentId): Promise<PageRevisionSummary[]> {
    return (await this.list(id)).map(({ id, savedAt, savedBy }) => ({ id, savedAt, savedBy }))
  }

  async find(id: PageContentId, revisionId: string): Promise<PageRevision | undefined> {
    return (await this.list(id)).find((revision) => revision.id === revisionId)
  }

  /** Keeps `page` as saved now; `before`, the version it replaced, too when the file has none yet. Never rejects. */
  record(page: PageContent, before: PageContent | undefined): Promise<void> {
    const revisionOf = (version: PageContent): PageRevision => ({
      id: randomUUID(),
      savedAt: version.updatedAt,
      savedBy: version.updatedBy,
      en: version.en,
      es: version.es,
      sections: version.sections,
    })
    const run = this.#queue.then(async () => {
      const file = await this.#read(page.id)
      const older = file.revisions.length === 0 && before ? [revisionOf(before)] : file.revisions
      file.revisions = [revisionOf(page), ...older].slice(0, PAGE_REVISIONS_KEPT)
      await mkdir(this.folder, { recursive: true })
      await this.#file(page.id).write(file)
    })
    this.#queue = run.catch((error: unknown) => {
      this.#logger.error({ err: error }, `[revisions] the page ${page.id} was saved, but its revision could not be written`)
    })
    return this.#queue
  }

  async idle(): Promise<void> {
    await this.#queue
  }

  async #read(id: PageContentId): Promise<PageRevisionFile> {
    const raw = await this.#file(id).read()
    if (raw === null) return { version: 1, pageId: id, revisions: [] }
    return PageRevisionFileSchema.parse(raw)
  }

  /** Page ids are a fixed list of plain words, so a file name never leaves the folder. */
  #file(id: PageContentId): DurableJsonFile<PageRevisionFile> {
    if (!PAGE_CONTENT_IDS.includes(id)) throw new Error(`No such page: ${id}`)
    return new DurableJsonFile<PageRevisionFile>(join(this.folder, `${id}.json`))
  }
}
