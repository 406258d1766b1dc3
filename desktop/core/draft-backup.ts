import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { BackedUpDraftSchema, DraftKeySchema, DraftTextSchema, type BackedUpDraft } from './draft-schema.ts'
import { readJsonFile, removeFile, writeJsonFile } from './json-file.ts'

/**
 * Never lose a draft: every open form is written to `<data>/drafts/` as it changes, one file per form,
 * so a crash, a closed window or a failed save leaves it on disk to be offered back.
 */
export class DraftBackup {
  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async backup(key: string, json: string): Promise<BackedUpDraft> {
    const draft = BackedUpDraftSchema.parse({ key: DraftKeySchema.parse(key), json: DraftTextSchema.parse(json), savedAt: this.now().toISOString() })
    await writeJsonFile(this.#file(key), draft)
    return draft
  }

  async get(key: string): Promise<BackedUpDraft | null> {
    return readJsonFile(this.#file(key), BackedUpDraftSchema)
  }

  /** Every kept draft, newest first. */
  async list(): Promise<BackedUpDraft[]> {
    let names: string[]
    try {
      names = await readdir(this.dir)
    } catch {
      return []
    }
    const drafts = await Promise.all(
      names.filter((name) => /^[a-f0-9]{64}\.json$/.test(name)).map((name) => readJsonFile(join(this.dir, name), BackedUpDraftSchema)),
    )
    return drafts.filter((draft): draft is BackedUpDraft => draft !== null).sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))
  }

  async discard(key: string): Promise<void> {
    await removeFile(this.#file(DraftKeySchema.parse(key)))
  }

  /** A hash, so any key makes a short, safe file name. */
  #file(key: string): string {
    return join(this.dir, `${createHash('sha256').update(key).digest('hex')}.json`)
  }
}
