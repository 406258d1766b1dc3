import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, readdir, stat, unlink } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { MODERN_FORMATS } from '#shared/content/responsive-image.ts'
import type { ImageBulkDeleteResult, ImageRecord } from '#shared/schema/image.ts'
import { CENTRE, type Focus, parseShareCrop, shareCropFile } from '#shared/content/share-crop.ts'
import { uploadName, uploadUrl, variantFile } from '#shared/schema/upload-address.ts'
import { type Logger, silentLogger } from '../logging/logger.ts'
import { HttpError, notFound } from '../http-errors.ts'
import type { AuditBy } from '../store/audit.ts'
import { addImage, findImage, findImageByHash, hasImageId, imageUses, imagesWhere, removeImage, setFileHashes, setImageVariants } from '../store/images.ts'
import { heroPhotoOf } from '../store/pages.ts'
import type { Store } from '../store/store.ts'
import { PAGE_CONTENT_IDS } from '#shared/schema/page-content.ts'
import { EncodeQueue } from './encode-queue.ts'
import { type KeptVersions, revisionUses } from './image-references.ts'
import { UploadGate } from './upload-gate.ts'
import { SIZES_FOLDER } from './upload-files.ts'
import { type MasterFormat, type NormalizedImage, makeShareCrop, makeVariants, normalizeImage, variantSteps, writeAtomically } from './pipeline.ts'

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
  #hashing: Promise<void> = Promise.resolve()
  /** Share crops being made, by file: two visitors asking for the same one wait for one encode. */
  readonly #cropping = new Map<string, Promise<void>>()

  constructor(
    private readonly store: Store,
    private readonly logger: Logger = silentLogger,
  ) {
    this.#variantsDir = join(store.uploadsDir, 'v')
  }

  /**
   * Processes an upload (a person waits: it goes before background work), stores it, and queues its derivatives.
   * `by`: who uploads it, for the audit trail.
   */
  async ingest(bytes: Buffer, originalName: string, by?: AuditBy): Promise<ImageRecord & { reused?: true }> {
    // The same file again is the image already in the library, before any decoding.
    const sourceHash = sha256(bytes)
    const known = findImageByHash(this.store, { sourceHash })
    if (known) return { ...known, reused: true }
    const image = await this.#queue.run(() => normalizeImage(bytes), { urgent: true })
    // An image from before hashes were kept: the same file comes out of the pipeline as the same bytes.
    const older = findImageByHash(this.store, { fileHash: sha256(image.bytes) })
    if (older) return { ...older, reused: true }
    const id = randomUUID()
    const name = `${id}.${image.format}`
    const file = join(this.store.uploadsDir, name)
    await writeAtomically(file, image.bytes)
    const made = { ...recordOf(id, name, image, { originalName, createdAt: new Date().toISOString() }), sourceHash }
    const record = await addImage(this.store, made, by).catch(async (error: unknown) => {
      await unlink(file).catch(() => {}) // not recorded (the disk is failing): no orphan for the next start to adopt
      throw error
    })
    if (record.reused) {
      await unlink(file).catch(() => {}) // the same file, uploaded at the same time, was recorded first
      return record
    }
    this.#deriveLater(record)
    return record
  }

  /**
   * Deletes each unused image of `names`, one at a time; the ones still used are refused with where (as `remove`
   * would refuse them), the rest deleted.
   */
  async removeMany(names: string[], kept: KeptVersions, by?: AuditBy): Promise<ImageBulkDeleteResult> {
    const result: ImageBulkDeleteResult = { deleted: [], refused: [] }
    for (const name of new Set(names)) {
      if (!findImage(this.store, name)) {
        result.refused.push({ name, error: 'Image not found', usedBy: [] })
        continue
      }
      const earlier = await revisionUses(this.store, name, kept)
      try {
        await this.#removeFiles(await removeImage(this.store, name, by, earlier))
        result.deleted.push(name)
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        result.refused.push({ name, error: error.message, usedBy: [...imageUses(this.store, name), ...earlier] })
      }
    }
    return result
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
    for (const record of imagesWhere(this.store, (image) => image.variants.length === 0)) this.#deriveLater(record)
    // Hero photos chosen before share crops were made, or restored without theirs, get them in the background.
    this.#cropsLater()
    // Beside the queue, not in it: reading files holds no encoder, and an upload must not wait for thousands of reads.
    this.#hashing = this.#hashOlderImages().catch((error: unknown) => console.warn('[images] the older images could not be hashed', error))
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

  /**
   * Makes the share crop of image `id` around `focus` if it is missing (a photo from before share crops, or a hero's
   * point moved since): answers whether the file is there now. Only the crops a page can name are made, the centred
   * one and each hero photo's point, so a stranger cannot fill the disk with every point of every photo.
   */
  async shareCrop(id: string, focus: Focus): Promise<boolean> {
    const record = imagesWhere(this.store, (image) => image.id === id)[0]
    if (!record || !this.#wantsCrop(record, focus)) return false
    const file = shareCropFile(id, focus)
    if (await exists(join(this.store.uploadsDir, file))) return true
    let making = this.#cropping.get(file)
    if (!making) {
      // Urgent: a visitor (a network's crawler) is waiting for it.
      making = this.#queue
        .run(
          async () => {
            if (findImage(this.store, record.name))
              await makeShareCrop(this.store.uploadsDir, record, await readFile(join(this.store.uploadsDir, record.name)), focus)
          },
          { urgent: true },
        )
        .finally(() => this.#cropping.delete(file))
      this.#cropping.set(file, making)
    }
    await making
    return true
  }

  /** The centred crop, and the point of each page whose hero shows this photo. */
  #wantsCrop(record: ImageRecord, focus: Focus): boolean {
    const same = (a: Focus, b: Focus) => shareCropFile(record.id, a) === shareCropFile(record.id, b)
    return same(focus, CENTRE) || this.#heroFocuses(record).some((point) => same(point, focus))
  }

  #heroFocuses(record: ImageRecord): Focus[] {
    return heroPhotos(this.store).flatMap((photo) => (uploadName(photo.image) === record.name ? [{ x: photo.focusX, y: photo.focusY }] : []))
  }

  /** Queues the share crop of each hero photo whose file is missing. */
  #cropsLater(): void {
    for (const photo of heroPhotos(this.store)) {
      const name = uploadName(photo.image)
      const record = name ? findImage(this.store, name) : undefined
      if (!record) continue
      const focus = { x: photo.focusX, y: photo.focusY }
      this.#queue
        .run(async () => {
          if (!findImage(this.store, record.name) || (await exists(join(this.store.uploadsDir, shareCropFile(record.id, focus))))) return
          await makeShareCrop(this.store.uploadsDir, record, await readFile(join(this.store.uploadsDir, record.name)), focus)
        })
        .catch((error: unknown) => {
          if (!this.#queue.closed) this.logger.error({ err: error }, `[images] the share picture of ${uploadUrl(record.name)} could not be made`)
        })
    }
  }

  /** Uploads being received or processed, or waiting their turn. */
  get uploadsInProgress(): number {
    return this.uploads.inProgress
  }

  /** Resolves once no image work is queued or running. */
  async whenIdle(): Promise<void> {
    await this.#hashing
    await this.#queue.whenIdle()
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

  /**
   * Images recorded before hashes were kept get the hash of their served file, in the background on start: an upload
   * of the same file is then recognised by what the pipeline makes of it. Their uploaded bytes are gone, so this is
   * the only hash they can have.
   */
  async #hashOlderImages(): Promise<void> {
    const hashes = new Map<string, string>()
    for (const image of imagesWhere(this.store, (candidate) => !candidate.sourceHash && !candidate.fileHash)) {
      const bytes = await readFile(join(this.store.uploadsDir, image.name)).catch(() => undefined)
      if (bytes) hashes.set(image.name, sha256(bytes))
    }
    if (hashes.size > 0) await setFileHashes(this.store, hashes)
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
    const id = /^[\w-]{1,64}$/.test(stem) && !hasImageId(this.store, stem) ? stem : randomUUID()
    const record = { ...recordOf(id, name, image, { originalName: '', createdAt: info.mtime.toISOString() }), fileHash: sha256(image.bytes) }
    if (!image.animated) record.variants = await makeVariants(this.store.uploadsDir, record, image.bytes)
    await addImage(this.store, record)
  }

  async #removeFiles(record: ImageRecord): Promise<void> {
    const files = [record.name]
    for (const width of record.variants) {
      for (const format of [...MODERN_FORMATS, record.fallback]) files.push(variantFile(record.id, width, format))
    }
    // Its share crops, one per point a hero ever had: found by name, since no record lists them.
    for (const entry of await readdir(this.#variantsDir).catch(() => [])) {
      if (parseShareCrop(`${SIZES_FOLDER}/${entry}`)?.id === record.id) files.push(`${SIZES_FOLDER}/${entry}`)
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

/** The hero photo of each page that shows one. */
const heroPhotos = (store: Store) => PAGE_CONTENT_IDS.flatMap((id) => heroPhotoOf(store, id) ?? [])

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

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
