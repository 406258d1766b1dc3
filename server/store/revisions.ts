import { createHash, randomUUID } from 'node:crypto'
import { mkdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Post } from '../../shared/schema/post.ts'
import {
  type PostRevision,
  type PostRevisionSummary,
  type RevisionAuthor,
  type RevisionFile,
  PostSnapshotSchema,
  RevisionFileSchema,
} from '../../shared/schema/revision.ts'
import { HttpError } from '../http-errors.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { DurableJsonFile } from './durable-json-file.ts'

/** Issue 14: how many revisions a post keeps; a save past them drops the oldest. */
export const REVISIONS_KEPT = 50

/**
 * Issue 14: every save of a post keeps a revision, in one file per post (`DATA_DIR/revisions/<postId>.json`, newest
 * first, at most `REVISIONS_KEPT`), read only when the editor asks (docs/decisions/014). db.json never holds them:
 * at 10,000 posts it would carry every old text, and every start would read it all.
 *
 * Every save is a revision of its own, none merged with the one before: the editor's autosave keeps the open form on
 * this computer (shared/admin/forms/autosave.ts), never on the server, so only a person's explicit save lands here.
 *
 * A revision is written after the post itself is stored: a revision that cannot be written is logged and the save
 * stands (the post is what matters; its history is a help).
 */
export class PostRevisions {
  readonly folder: string
  readonly #logger: Logger
  /** The write under way per post: the writes of one post's file run one after another. */
  readonly #queues = new Map<string, Promise<void>>()

  constructor(dataDir: string, logger: Logger = silentLogger) {
    this.folder = join(dataDir, 'revisions')
    this.#logger = logger
  }

  /** The post's revisions, newest first; none for a post saved before revisions existed. */
  async list(postId: string): Promise<PostRevision[]> {
    await this.#queues.get(postId) // a save just answered has its revision listed
    try {
      return (await this.#read(postId)).revisions
    } catch (error) {
      this.#logger.error({ err: error }, `[revisions] could not read the revisions of post ${postId}`)
      throw new HttpError(500, 'The revisions of this post could not be read. The post itself is safe.')
    }
  }

  async summaries(postId: string): Promise<PostRevisionSummary[]> {
    return (await this.list(postId)).map(({ snapshot, ...revision }) => ({ ...revision, title: snapshot.title, published: snapshot.published }))
  }

  async find(postId: string, revisionId: string): Promise<PostRevision | undefined> {
    return (await this.list(postId)).find((revision) => revision.id === revisionId)
  }

  /** Keeps `post` as it is now, saved by `author`. Never rejects: a failure is logged (the save it follows stands). */
  record(post: Post, author: RevisionAuthor): Promise<void> {
    const revision: PostRevision = {
      id: randomUUID(),
      postId: post.id,
      savedAt: post.updatedAt,
      author: { id: author.id, name: author.name },
      snapshot: PostSnapshotSchema.parse(post),
    }
    return this.#queue(post.id, async () => {
      const file = await this.#read(post.id)
      file.revisions = [revision, ...file.revisions].slice(0, REVISIONS_KEPT)
      await mkdir(this.folder, { recursive: true })
      await this.#file(post.id).write(file)
    }).catch((error: unknown) => {
      this.#logger.error({ err: error }, `[revisions] the post ${post.id} was saved, but its revision could not be written`)
    })
  }

  /** A post deleted for good takes its revisions with it. Never rejects: a file left behind is logged. */
  remove(postId: string): Promise<void> {
    return this.#queue(postId, async () => {
      await unlink(this.#path(postId)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    }).catch((error: unknown) => {
      this.#logger.error({ err: error }, `[revisions] the revisions of the deleted post ${postId} could not be removed`)
    })
  }

  /** Resolves once no write is under way (tests, and closing the server). */
  async idle(): Promise<void> {
    while (this.#queues.size > 0) await Promise.all(this.#queues.values())
  }

  async #read(postId: string): Promise<RevisionFile> {
    const raw = await this.#file(postId).read()
    if (raw === null) return { version: 1, postId, revisions: [] }
    return RevisionFileSchema.parse(raw)
  }

  #queue(postId: string, work: () => Promise<void>): Promise<void> {
    const before = this.#queues.get(postId) ?? Promise.resolve()
    const run = before.then(work)
    const settled = run.then(
      () => {},
      () => {},
    )
    this.#queues.set(postId, settled)
    void settled.then(() => {
      if (this.#queues.get(postId) === settled) this.#queues.delete(postId)
    })
    return run
  }

  #file(postId: string): DurableJsonFile<RevisionFile> {
    return new DurableJsonFile<RevisionFile>(this.#path(postId))
  }

  /** Store ids are UUIDs; any other id (hand-edited data) is hashed, so a file name never leaves the folder. */
  #path(postId: string): string {
    const name = /^[\w-]{1,64}$/.test(postId) ? postId : createHash('sha256').update(postId).digest('hex')
    return join(this.folder, `${name}.json`)
  }
}
