import { randomUUID } from 'node:crypto'
import { mkdir, readFile, readdir, stat, unlink } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { MODERN_FORMATS } from '../../shared/content/responsive-image.ts'
import { uploadUrl, variantFile } from '../../shared/schema/upload-address.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import type { ImageRecord } from '../../shared/schema/image.ts'
import { HttpError, notFound } from '../http-errors.ts'
import type { AuditBy } from '../store/audit.ts'
import { addImage, findImage, removeImage, setImageVariants } from '../store/images.ts'
import type { Store } from '../store/store.ts'
import { EncodeQueue } from './encode-queue.ts'
import { type KeptVersions, revisionUses } from './image-references.ts'
import { UploadGate } from './upload-gate.ts'
import { type MasterFormat, type NormalizedImage, makeVariants, normalizeImage, variantSteps, writeAtomically } from './pipeline.ts'

/** The served format of an upload made before the pipeline, by its extension (its address must not change). */
const FORMAT_OF_EXTENSION: Record<string, MasterFormat> = {
  '.jpg': 'jpg',
  '.jpeg': 'jpg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
  '.gif': 'gif',
}

/**
 * The media library's files: every upload goes through the pipeline (metadata stripped, true size, placeholder)
 * before it is answered; its derivatives are made afterwards by the background queue, one job at a time, and a page
 * only points at them once they are recorded. On start, uploads from before the pipeline are processed in place
 * (same address) and derivatives a stop interrupted are made again.
 */
export class ImageLibrary {
  readonly #queue = new EncodeQueue()
  /** How many uploads are let in at once, and how many may wait (server/images/upload-gate.ts). */
  readonly uploads = new UploadGate()
  readonly #variantsDir: string

  constructor(
    private readonly store: Store,
    private readonly logger: Logger = silentLogger,
  ) {
    this.#variantsDir = join(store.uploadsDir, 'v')
  }

  /**
   * Processes an upload (a person waits: it goes before background work), stores it, and queues its derivatives.
   * `by`: who uploads it, for the audit trail (issue #17).
   */
  async ingest(bytes: Buffer, originalName: string, by?: AuditBy): Promise<ImageRecord> {
    const image = await this.#queue.run(() => normalizeImage(bytes), { urgent: true })
    const id = randomUUID()
    const name = `${id}.${image.format}`
    const file = join(this.store.uploadsDir, name)
    await writeAtomically(file, image.bytes)
    const made = recordOf(id, name, image, { originalName, createdAt: new Date().toISOString() })
    const record = await addImage(this.store, made, by).catch(async (error: unknown) => {
      await unlink(file).catch(() => {}) // not recorded (the disk is failing): no orphan for the next start to adopt
      throw error
    })
    this.#deriveLater(record)
    return record
  }

  /**
   * Deletes an unused image and its files: 409 while the store or a kept earlier version of a post or page uses it
   * (restoring that version would point at a missing file). `by`: who deletes it, for the audit trail.
   */
  async remove(name: string, kept: KeptVersions, by?: AuditBy): Promise<void> {
    if (!findImage(this.store, name)) throw notFound('Image not found')
    const record = await removeImage(this.store, name, by, await revisionUses(this.store, name, kept))
    await this.#removeFiles(record)
  }

  /** Start-up: the migration of older uploads and the derivatives still missing, all in the background. */
  async resume(): Promise<void> {
    await mkdir(this.#variantsDir, { recursive: true })
    for (const entry of await readdir(this.#variantsDir)) {
      if (entry.startsWith('.')) await unlink(join(this.#variantsDir, entry)).catch(() => {}) // a write a stop cut short
    }
    for (const record of this.store.data.images) if (record.variants.length === 0) this.#deriveLater(record)
    for (const entry of await readdir(this.store.uploadsDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue
      if (entry.name.startsWith('.')) {
        await unlink(join(this.store.uploadsDir, entry.name)).catch(() => {})
        continue
      }
      if (findImage(this.store, entry.name)) continue
      this.#queue
        .run(() => this.#migrate(entry.name))
        .catch((error: unknown) => {
          const reason = error instanceof HttpError ? error.message : String(error)
          this.logger.warn(`[images] ${uploadUrl(entry.name)} was left as it is: ${reason}`)
        })
    }
  }

  /** Uploads being received or processed, or waiting their turn. */
  get uploadsInProgress(): number {
    return this.uploads.inProgress
  }

  /** Resolves once no image work is queued or running. */
  whenIdle(): Promise<void> {
    return this.#queue.whenIdle()
  }

  /** Lets the running job finish; the rest resumes on the next start. */
  close(): Promise<void> {
    return this.#queue.close()
  }

  /**
   * Queues the derivatives as background jobs of one encode each (variantSteps), so a person's upload goes between
   * two of them; the last job records the sizes made.
   */
  #deriveLater(record: ImageRecord): void {
    if (record.animated) return
    const failed = (error: unknown) => {
      if (this.#queue.closed) return // the server is stopping: the sizes still missing are made on the next start
      this.logger.error({ err: error }, `[images] the sizes of ${uploadUrl(record.name)} could not be made`)
    }
    this.#queue
      .run(async () => {
        if (!findImage(this.store, record.name)) return
        const master = await readFile(join(this.store.uploadsDir, record.name))
        await mkdir(this.#variantsDir, { recursive: true })
        const { widths, steps } = variantSteps(this.store.uploadsDir, record, master)
        // Settled as one promise at once: a step refused because the server is stopping is never left unhandled
        // (an unhandled rejection would end the process with code 1 in the middle of a clean stop).
        const done = Promise.allSettled(steps.map((step) => this.#queue.run(async () => (findImage(this.store, record.name) ? step() : undefined))))
        // Queued after the steps (the background queue runs in order), so whenIdle() also waits for the record. The
        // sizes are recorded only when every step made its file (else pages go on using the master).
        this.#queue
          .run(async () => {
            const outcomes = await done
            const failure = outcomes.find((outcome) => outcome.status === 'rejected')
            if (failure) throw failure.reason
            await this.#record(record, widths)
          })
          .catch(failed)
      })
      .catch(failed)
  }

  async #record(record: ImageRecord, widths: number[]): Promise<void> {
    const kept = findImage(this.store, record.name) !== undefined && (await setImageVariants(this.store, record.id, widths))
    if (!kept) await this.#removeFiles({ ...record, variants: widths }) // deleted while its sizes were being made
  }

  /** An upload from before the pipeline: re-encoded in place without metadata, recorded, and given its sizes. */
  async #migrate(name: string): Promise<void> {
    const format = FORMAT_OF_EXTENSION[extname(name).toLowerCase()]
    if (!format) throw new HttpError(415, 'not an image format the site shows')
    const file = join(this.store.uploadsDir, name)
    const [bytes, info] = await Promise.all([readFile(file), stat(file)])
    const image = await normalizeImage(bytes, { format })
    await writeAtomically(file, image.bytes)
    const stem = name.slice(0, -extname(name).length)
    const id = /^[\w-]{1,64}$/.test(stem) && !this.store.data.images.some((other) => other.id === stem) ? stem : randomUUID()
    const record = recordOf(id, name, image, { originalName: '', createdAt: info.mtime.toISOString() })
    if (!image.animated) record.variants = await makeVariants(this.store.uploadsDir, record, image.bytes)
    await addImage(this.store, record)
  }

  async #removeFiles(record: ImageRecord): Promise<void> {
    const files = [record.name]
    for (const width of record.variants) {
      for (const format of [...MODERN_FORMATS, record.fallback]) files.push(variantFile(record.id, width, format))
    }
    await Promise.all(
      files.map((file) =>
        unlink(join(this.store.uploadsDir, file)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') this.logger.error({ err: error }, `[images] could not delete ${uploadUrl(file)}`)
        }),
      ),
    )
  }
}

function recordOf(id: string, name: string, image: NormalizedImage, extra: { originalName: string; createdAt: string }): ImageRecord {
  return {
    id,
    name,
    width: image.width,
    height: image.height,
    bytes: image.bytes.length,
    alt: '',
    placeholder: image.placeholder,
    color: image.color,
    hasAlpha: image.hasAlpha,
    animated: image.animated,
    variants: [],
    fallback: image.hasAlpha ? 'png' : 'jpg',
    originalName: extra.originalName.slice(0, 255),
    createdAt: extra.createdAt,
  }
}
