import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rm, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { IdSchema } from '#shared/schema/common.ts'
import type { Post } from '#shared/schema/post.ts'
import {
  type PostRevision,
  type PostRevisionSummary,
  type PostSnapshot,
  type RevisionAuthor,
  PostRevisionSummarySchema,
  PostSnapshotSchema,
  RevisionFileSchema,
} from '#shared/schema/revision.ts'
import { HttpError } from '../http-errors.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { DurableJsonFile } from './durable-json-file.ts'

/** How many revisions a post keeps; a save past them drops the oldest. */
export const REVISIONS_KEPT = 50
/**
 * A post's revisions together take at most this many times the newest one's size (and never less than the floor
 * times it, so a short post keeps its 50 whatever changed); past it the oldest go, and the list says so.
 */
export const REVISIONS_SIZE = { times: 10, floorBytes: 64 * 1024 }
/** Texts shorter than this are kept whole in a change: a difference would be no smaller. */
const WHOLE_BELOW = 256

/** One kept revision in the index: the list's summary, and the size of its file. */
const IndexEntrySchema = PostRevisionSummarySchema.omit({ olderDropped: true }).extend({ bytes: z.number().int().nonnegative() })
type IndexEntry = z.infer<typeof IndexEntrySchema>
/** `DATA_DIR/revisions/posts/<postId>/index.json`: newest first; `dropped`, how many older ones were let go. */
const RevisionIndexSchema = z.object({
  version: z.literal(2),
  postId: IdSchema,
  dropped: z.number().int().nonnegative(),
  revisions: z.array(IndexEntrySchema),
})
type RevisionIndex = z.infer<typeof RevisionIndexSchema>

/** How a field differs from the newer revision's: its whole value, or the newer text with its middle replaced. */
const FieldChangeSchema = z.union([
  z.strictObject({ value: z.unknown() }),
  z.strictObject({ absent: z.literal(true) }),
  z.strictObject({ keepStart: z.number().int().nonnegative(), keepEnd: z.number().int().nonnegative(), text: z.string() }),
])
type FieldChange = z.infer<typeof FieldChangeSchema>
/** `<revisionId>.json`: the newest whole; each older one as its changes from the next newer one. */
const StoredRevisionSchema = z.union([
  z.object({ id: IdSchema, snapshot: PostSnapshotSchema }),
  z.object({ id: IdSchema, changes: z.record(z.string(), FieldChangeSchema) }),
])
type StoredRevision = z.infer<typeof StoredRevisionSchema>

/**
 * Every save of a post keeps a revision, read only when the editor asks (docs/decisions/014, 027). db.json
 * never holds them: at 10,000 posts it would carry every old text, and every start would read it all.
 *
 * Stored by difference, per post in `DATA_DIR/revisions/posts/<postId>/`: a small index (what the list shows, so
 * listing never reads a text), the newest revision whole, and each older one as what differs from the next newer one
 * (a text as the newer text with its changed middle replaced). A save writes the new revision and the index and turns
 * the previous newest into its difference: its cost follows the post's size, not its history. At most
 * `REVISIONS_KEPT`, and at most `REVISIONS_SIZE.times` the post's size together; past either, the oldest go.
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
  /** The write under way per post: the writes of one post's files run one after another. */
  readonly #queues = new Map<string, Promise<void>>()

  constructor(dataDir: string, logger: Logger = silentLogger) {
    this.folder = join(dataDir, 'revisions')
    this.#logger = logger
  }

  /** The editor's list, newest first, from the index alone; the oldest says how many older ones were let go. */
  async summaries(postId: string): Promise<PostRevisionSummary[]> {
    await this.#queues.get(postId) // a save just answered has its revision listed
    const index = await this.#readable(postId, () => this.#index(postId))
    const list: PostRevisionSummary[] = index.revisions.map(({ bytes: _bytes, ...summary }) => summary)
    const oldest = list.at(-1)
    if (oldest && index.dropped > 0) oldest.olderDropped = index.dropped
    return list
  }

  async find(postId: string, revisionId: string): Promise<PostRevision | undefined> {
    await this.#queues.get(postId)
    return this.#readable(postId, async () => {
      const index = await this.#index(postId)
      const at = index.revisions.findIndex((entry) => entry.id === revisionId)
      if (at < 0) return undefined
      const { id, savedAt, author } = index.revisions[at]!
      return { id, postId, savedAt, author, snapshot: await this.#snapshot(postId, index, at) }
    })
  }

  /**
   * Every kept revision's post, newest first, each file read once (an image any of them shows must not be deleted:
   * restoring that revision would show a missing image).
   */
  async snapshots(postId: string): Promise<PostSnapshot[]> {
    await this.#queues.get(postId)
    return this.#readable(postId, async () => {
      const index = await this.#index(postId)
      const snapshots: PostSnapshot[] = []
      for (const entry of index.revisions) {
        const stored = StoredRevisionSchema.parse(await new DurableJsonFile<unknown>(this.#revisionPath(postId, entry.id)).read())
        const newer = snapshots.at(-1)
        if ('snapshot' in stored) snapshots.push(PostSnapshotSchema.parse(stored.snapshot))
        else if (newer) snapshots.push(PostSnapshotSchema.parse(applyChanges(newer, stored.changes)))
        else throw new Error(`the revisions of post ${postId} have no whole revision to start from`)
      }
      return snapshots
    })
  }

  /** Keeps `post` as it is now, saved by `author`. Never rejects: a failure is logged (the save it follows stands). */
  record(post: Post, author: RevisionAuthor): Promise<void> {
    const snapshot = PostSnapshotSchema.parse(post)
    const summary = {
      id: randomUUID(),
      postId: post.id,
      savedAt: post.updatedAt,
      author: { id: author.id, name: author.name },
      title: snapshot.title,
      published: snapshot.published,
    }
    return this.#queue(post.id, async () => {
      const index = await this.#index(post.id)
      await mkdir(this.#folder(post.id), { recursive: true })
      const previous = index.revisions[0]
      const difference: StoredRevision | undefined = previous && { id: previous.id, changes: changesFrom(snapshot, await this.#snapshot(post.id, index, 0)) }
      index.revisions.unshift({ ...summary, bytes: await this.#write(post.id, { id: summary.id, snapshot }) })
      if (previous && difference) previous.bytes = fileBytes(difference)
      const gone = bound(index)
      // The index first: until the previous newest becomes its difference it is still whole, and reads as such.
      await this.#indexFile(post.id).write(index)
      if (previous && difference && !gone.includes(previous)) await this.#write(post.id, difference)
      for (const entry of gone) await unlink(this.#revisionPath(post.id, entry.id)).catch(() => {})
    }).catch((error: unknown) => {
      this.#logger.error({ err: error }, `[revisions] the post ${post.id} was saved, but its revision could not be written`)
    })
  }

  /** A post deleted for good takes its revisions with it. Never rejects: a file left behind is logged. */
  remove(postId: string): Promise<void> {
    return this.#queue(postId, async () => {
      await rm(this.#folder(postId), { recursive: true, force: true })
      await unlink(this.#legacyPath(postId)).catch((error: NodeJS.ErrnoException) => {
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

  async #readable<T>(postId: string, read: () => Promise<T>): Promise<T> {
    try {
      return await read()
    } catch (error) {
      this.#logger.error({ err: error }, `[revisions] could not read the revisions of post ${postId}`)
      throw new HttpError(500, 'The revisions of this post could not be read. The post itself is safe.')
    }
  }

  /** The index; a post still in the one-file form of before is moved to this one first (once). */
  async #index(postId: string): Promise<RevisionIndex> {
    const raw = await this.#indexFile(postId).read()
    if (raw !== null) return RevisionIndexSchema.parse(raw)
    return this.#fromLegacy(postId)
  }

  async #fromLegacy(postId: string): Promise<RevisionIndex> {
    const index: RevisionIndex = { version: 2, postId, dropped: 0, revisions: [] }
    const raw = await new DurableJsonFile<unknown>(this.#legacyPath(postId)).read()
    if (raw === null) return index
    const { revisions } = RevisionFileSchema.parse(raw)
    await mkdir(this.#folder(postId), { recursive: true })
    for (const [at, { snapshot, ...revision }] of revisions.entries()) {
      const newer = revisions[at - 1]?.snapshot
      const bytes = await this.#write(postId, newer ? { id: revision.id, changes: changesFrom(newer, snapshot) } : { id: revision.id, snapshot })
      index.revisions.push({ ...revision, title: snapshot.title, published: snapshot.published, bytes })
    }
    for (const entry of bound(index)) await unlink(this.#revisionPath(postId, entry.id)).catch(() => {})
    await this.#indexFile(postId).write(index)
    await unlink(this.#legacyPath(postId))
    return index
  }

  /** The revision at `at` whole: the nearest whole one at or above it, with the differences applied downwards. */
  async #snapshot(postId: string, index: RevisionIndex, at: number): Promise<PostSnapshot> {
    const differences: Record<string, FieldChange>[] = []
    for (let i = at; i >= 0; i--) {
      const stored = StoredRevisionSchema.parse(await new DurableJsonFile<unknown>(this.#revisionPath(postId, index.revisions[i]!.id)).read())
      if ('snapshot' in stored) return PostSnapshotSchema.parse(differences.reduceRight(applyChanges, stored.snapshot as PostSnapshot))
      differences.push(stored.changes)
    }
    throw new Error(`the revisions of post ${postId} have no whole revision to start from`)
  }

  /** Writes one revision's file; answers its size. */
  async #write(postId: string, stored: StoredRevision): Promise<number> {
    const path = this.#revisionPath(postId, stored.id)
    await new DurableJsonFile<StoredRevision>(path).write(stored)
    return (await stat(path)).size
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

  #indexFile(postId: string): DurableJsonFile<RevisionIndex> {
    return new DurableJsonFile<RevisionIndex>(join(this.#folder(postId), 'index.json'))
  }

  #revisionPath(postId: string, revisionId: string): string {
    return join(this.#folder(postId), `${safeName(revisionId)}.json`)
  }

  #folder(postId: string): string {
    return join(this.folder, 'posts', safeName(postId))
  }

  /** Where a post's revisions were kept before they were stored by difference: one file holding them all. */
  #legacyPath(postId: string): string {
    return join(this.folder, `${safeName(postId)}.json`)
  }
}

/** Store ids are UUIDs; any other id (hand-edited data) is hashed, so a file name never leaves the folder. */
function safeName(id: string): string {
  return /^[\w-]{1,64}$/.test(id) ? id : createHash('sha256').update(id).digest('hex')
}

/** Drops the oldest revisions past the count and the size allowed; answers the ones dropped (their files go next). */
function bound(index: RevisionIndex): IndexEntry[] {
  const newest = index.revisions[0]
  if (!newest) return []
  const allowed = REVISIONS_SIZE.times * Math.max(newest.bytes, REVISIONS_SIZE.floorBytes)
  let total = index.revisions.reduce((sum, entry) => sum + entry.bytes, 0)
  const gone: IndexEntry[] = []
  while (index.revisions.length > REVISIONS_KEPT || (index.revisions.length > 1 && total > allowed)) {
    const oldest = index.revisions.pop()!
    total -= oldest.bytes
    gone.push(oldest)
  }
  index.dropped += gone.length
  return gone
}

/** What `older` changes of `newer`: each field that differs, a long text as the newer one with its middle replaced. */
function changesFrom(newer: PostSnapshot, older: PostSnapshot): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {}
  for (const field of Object.keys(newer)) if (!(field in older)) changes[field] = { absent: true }
  for (const [field, value] of Object.entries(older)) {
    const base = (newer as Record<string, unknown>)[field]
    if (JSON.stringify(value) === JSON.stringify(base)) continue
    if (typeof value !== 'string' || typeof base !== 'string' || value.length < WHOLE_BELOW) {
      changes[field] = { value }
      continue
    }
    const longest = Math.min(value.length, base.length)
    let start = 0
    while (start < longest && value.charCodeAt(start) === base.charCodeAt(start)) start++
    let end = 0
    while (end < longest - start && value.charCodeAt(value.length - 1 - end) === base.charCodeAt(base.length - 1 - end)) end++
    changes[field] = { keepStart: start, keepEnd: end, text: value.slice(start, value.length - end) }
  }
  return changes
}

/** The size of a revision's file, as DurableJsonFile writes it. */
function fileBytes(stored: StoredRevision): number {
  return Buffer.byteLength(JSON.stringify(stored, null, 2)) + 1
}

function applyChanges(newer: PostSnapshot, changes: Record<string, FieldChange>): PostSnapshot {
  const older: Record<string, unknown> = { ...newer }
  for (const [field, change] of Object.entries(changes)) {
    if ('absent' in change) delete older[field]
    else if ('value' in change) older[field] = change.value
    else {
      const base = String(older[field] ?? '')
      older[field] = base.slice(0, change.keepStart) + change.text + base.slice(base.length - change.keepEnd)
    }
  }
  return older as PostSnapshot
}
