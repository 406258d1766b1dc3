import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import { OPERATION_NAMES, OPERATIONS, isQueued, pathParams, type QueuedOperationName } from '#shared/api/operations.ts'
import { CategoryInputSchema, CategoryUpdateSchema } from '#shared/schema/category.ts'
import { IdSchema, TimestampSchema } from '#shared/schema/common.ts'
import { PostInputSchema, PostUpdateSchema } from '#shared/schema/post.ts'
import { readJsonFile, writeJsonFile } from './json-file.ts'

/**
 * waiting: sent when the server answers again · conflict: the server said 409 (someone else's change, or the slug
 * is taken); the person decides in the editor · failed: refused for another reason (e.g. 400), kept to be copied.
 */
const QueuedSaveStateSchema = z.enum(['waiting', 'conflict', 'failed'])

const QueuedBase = z.object({
  id: z.string().min(1),
  /** The server it was meant for: it is only ever sent there. */
  serverUrl: z.string().min(1),
  queuedAt: TimestampSchema,
  state: QueuedSaveStateSchema,
  problem: z.string().nullable(),
})

const QueuedSaveSchema = z.discriminatedUnion('operation', [
  QueuedBase.extend({ operation: z.literal('createPost'), input: PostInputSchema }),
  QueuedBase.extend({ operation: z.literal('updatePost'), targetId: IdSchema, input: PostUpdateSchema }),
  QueuedBase.extend({ operation: z.literal('createCategory'), input: CategoryInputSchema }),
  QueuedBase.extend({ operation: z.literal('updateCategory'), targetId: IdSchema, input: CategoryUpdateSchema }),
])
export type QueuedSave = z.infer<typeof QueuedSaveSchema>
export type QueuedOperation = QueuedSave['operation']

/** What the renderer shows of a queued save (never the whole post). */
export const QueuedSaveViewSchema = QueuedBase.extend({ operation: z.enum(OPERATION_NAMES.filter(isQueued)), label: z.string() })
export type QueuedSaveView = z.infer<typeof QueuedSaveViewSchema>

const QueueFileSchema = z.object({ version: z.literal(1), saves: z.array(QueuedSaveSchema) })

/** A save as the caller hands it over: the operation and its arguments, without what `add` fills in. */
export type NewQueuedSave = WithoutBase<z.input<typeof QueuedSaveSchema>>
type WithoutBase<Save> = Save extends unknown ? Omit<Save, keyof typeof QueuedBase.shape> : never

// The operations the table marks `queued` are exactly the ones kept here (and turned back into drafts by queued-draft.ts).
export const QUEUE_MATCHES_TABLE: [Exclude<QueuedOperationName, QueuedOperation>, Exclude<QueuedOperation, QueuedOperationName>] extends [never, never]
  ? true
  : never = true

/** A queued operation's call as the queue keeps it: the path's one parameter is `targetId`, the input after it. */
export function newQueuedSave(operation: QueuedOperation, args: readonly unknown[]): NewQueuedSave {
  const targeted = pathParams(OPERATIONS[operation].path).length === 1
  // `add` parses it with QueuedSaveSchema before anything is kept.
  return (targeted ? { operation, targetId: args[0], input: args[1] } : { operation, input: args[0] }) as NewQueuedSave
}

/** The call's arguments again, to send it. */
export function argsOfQueuedSave(save: QueuedSave): unknown[] {
  return 'targetId' in save ? [save.targetId, save.input] : [save.input]
}

/** A create or update that could not reach the server, kept in `<data>/save-queue.json` until sent. */
export class SaveQueue {
  readonly file: string
  #saves: QueuedSave[] = []

  private constructor(
    dataDir: string,
    private readonly now: () => Date,
  ) {
    this.file = join(dataDir, 'save-queue.json')
  }

  static async open(dataDir: string, now: () => Date = () => new Date()): Promise<SaveQueue> {
    const queue = new SaveQueue(dataDir, now)
    queue.#saves = (await readJsonFile(queue.file, QueueFileSchema))?.saves ?? []
    return queue
  }

  get saves(): readonly QueuedSave[] {
    return this.#saves
  }

  /**
   * Keeps a save. A newer save of the same thing (same post or category, or a new one with the same slug)
   * replaces the older one where it stood: only the latest version is sent.
   */
  async add(serverUrl: string, save: NewQueuedSave): Promise<QueuedSave> {
    const queued = QueuedSaveSchema.parse({
      ...save,
      id: randomUUID(),
      serverUrl,
      queuedAt: this.now().toISOString(),
      state: 'waiting',
      problem: null,
    })
    const index = this.#saves.findIndex((existing) => sameTarget(existing, queued))
    if (index >= 0) this.#saves[index] = queued
    else this.#saves.push(queued)
    await this.#write()
    return queued
  }

  async mark(id: string, state: QueuedSave['state'], problem: string | null): Promise<void> {
    this.#saves = this.#saves.map((save) => (save.id === id ? { ...save, state, problem } : save))
    await this.#write()
  }

  async remove(id: string): Promise<boolean> {
    const before = this.#saves.length
    this.#saves = this.#saves.filter((save) => save.id !== id)
    if (this.#saves.length === before) return false
    await this.#write()
    return true
  }

  views(): QueuedSaveView[] {
    return this.#saves.map(viewOf)
  }

  #write(): Promise<void> {
    return writeJsonFile(this.file, { version: 1, saves: this.#saves })
  }
}

export function viewOf(save: QueuedSave): QueuedSaveView {
  return {
    id: save.id,
    operation: save.operation,
    label: labelOf(save),
    serverUrl: save.serverUrl,
    queuedAt: save.queuedAt,
    state: save.state,
    problem: save.problem,
  }
}

function labelOf(save: QueuedSave): string {
  switch (save.operation) {
    case 'createPost':
      return `New post “${save.input.title}”`
    case 'updatePost':
      return save.input.title ? `Post “${save.input.title}”` : 'A post'
    case 'createCategory':
      return `New category “${save.input.name}”`
    case 'updateCategory':
      return `Category “${save.input.name}”`
  }
}

function sameTarget(a: QueuedSave, b: QueuedSave): boolean {
  if (a.operation !== b.operation || a.serverUrl !== b.serverUrl) return false
  // An update of the same post or category; a new one with the same slug.
  return 'targetId' in a && 'targetId' in b ? a.targetId === b.targetId : a.input.slug === b.input.slug
}
