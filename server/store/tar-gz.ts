import { createReadStream, createWriteStream } from 'node:fs'
import { lstat, mkdir, readdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

// A backup travels as a .tar.gz: POSIX ustar (pax headers for long names), gzip. Written and read here, by
// streams, so a backup with a few GB of photos never sits in memory, and so the reader can refuse what a backup never
// holds (links, devices, paths that climb out) before a byte lands on disk.

const BLOCK = 512
const END = Buffer.alloc(BLOCK * 2)

/** A file of a folder as it goes into an archive: its path inside the archive and where to read it. */
interface ArchiveFile {
  path: string
  source: string
  size: number
  mtime: Date
}

/** Every regular file under `folder`, sorted, with `prefix/` before its relative path; links and anything else are left out. */
async function filesOf(folder: string, prefix: string, skip: (relative: string) => boolean): Promise<ArchiveFile[]> {
  const files: ArchiveFile[] = []
  async function walk(relative: string): Promise<void> {
    const entries = await readdir(join(folder, relative), { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name
      if (skip(path)) continue
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile()) {
        const stats = await lstat(join(folder, path))
        files.push({ path: `${prefix}/${path}`, source: join(folder, path), size: stats.size, mtime: stats.mtime })
      }
    }
  }
  await walk('')
  return files
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

function header(path: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(path.slice(0, 100), 0, 'utf8')
  block.write(octal(0o644, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(size, 12), 124, 'ascii')
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii')
  block.write('        ', 148, 'ascii')
  block.write(type, 156, 'ascii')
  block.write('ustar\0', 257, 'ascii')
  block.write('00', 263, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(octal(sum, 7) + ' ', 148, 'ascii')
  return block
}

/** A pax record `<length> path=<value>\n`, whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1
  return Buffer.from(`${length}${body}`)
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

async function* tarBlocks(files: ArchiveFile[]): AsyncGenerator<Buffer> {
  for (const file of files) {
    if (Buffer.byteLength(file.path) > 100) {
      const record = paxRecord('path', file.path)
      yield header('PaxHeader', record.length, file.mtime, 'x')
      yield Buffer.concat([record, padding(record.length)])
    }
    yield header(file.path, file.size, file.mtime, '0')
    let written = 0
    // Read up to the size the header announced: a file that grew meanwhile would spoil every entry after it.
    if (file.size > 0) {
      for await (const chunk of createReadStream(file.source, { start: 0, end: file.size - 1 })) {
        written += (chunk as Buffer).length
        yield chunk as Buffer
      }
    }
    if (written < file.size) throw new Error(`${file.path} shrank while it was being archived`)
    yield padding(file.size)
  }
  yield END
}

/**
 * `folder` as a .tar.gz stream, every file under `top/`. `skip` leaves out a path (relative to `folder`, with `/`)
 * and everything under it.
 */
export async function tarGzOfFolder(folder: string, top: string, skip: (relative: string) => boolean = () => false): Promise<Readable> {
  const files = await filesOf(folder, top, skip)
  return Readable.from(tarBlocks(files)).pipe(createGzip())
}

/** An archive refused before anything of it was used: the message says why, for the owner. */
export class ArchiveError extends Error {
  override name = 'ArchiveError'
}

export interface ExtractLimits {
  /** The most bytes all files may hold together, unpacked. */
  maxTotalBytes: number
  /** The most entries (files and folders). */
  maxEntries: number
}

/** Decides, from an entry's path inside the archive, where it goes below the target folder, or that it is skipped. */
export type EntryPlace = (path: string, kind: 'file' | 'folder') => string | null

/** Whether an archive path is plain: relative, no `..`, no backslashes or control characters. */
export function isPlainArchivePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\') || [...path].some((char) => char.charCodeAt(0) < 0x20)) return false
  return path
    .replace(/\/$/, '')
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..')
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = block
    .subarray(offset, offset + width)
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim()
  if (text === '') return 0
  if (!/^[0-7]+$/.test(text)) return Number.NaN
  return Number.parseInt(text, 8)
}

function readText(block: Buffer, offset: number, width: number): string {
  const field = block.subarray(offset, offset + width)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? width : end).toString('utf8')
}

function checksumOk(block: Buffer): boolean {
  const stored = readOctal(block, 148, 8)
  let sum = 0
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0)
  return stored === sum
}

function paxPath(data: Buffer): string | undefined {
  let path: string | undefined
  let offset = 0
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset)
    if (space === -1) break
    const length = Number.parseInt(data.subarray(offset, space).toString('ascii'), 10)
    if (!Number.isInteger(length) || length <= 0) throw new ArchiveError('The file is damaged: a pax header cannot be read.')
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8')
    const equals = record.indexOf('=')
    if (record.slice(0, equals) === 'path') path = record.slice(equals + 1)
    offset += length
  }
  return path
}

/** Reads exactly the bytes asked for from a stream of chunks, across chunk boundaries. */
class ChunkReader {
  #chunks: Buffer[] = []
  #buffered = 0
  #done = false
  readonly #source: AsyncIterator<Buffer>
  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]()
  }

  /** Up to `max` bytes (at least one) as they come, or null at the end. */
  async some(max: number): Promise<Buffer | null> {
    if (this.#buffered === 0 && !(await this.#fill())) return null
    const first = this.#chunks[0]!
    if (first.length <= max) {
      this.#chunks.shift()
      this.#buffered -= first.length
      return first
    }
    this.#chunks[0] = first.subarray(max)
    this.#buffered -= max
    return first.subarray(0, max)
  }

  /** Exactly `size` bytes, or null when the stream ends first. */
  async exactly(size: number): Promise<Buffer | null> {
    while (this.#buffered < size) if (!(await this.#fill())) return null
    const parts: Buffer[] = []
    let wanted = size
    while (wanted > 0) {
      const part = (await this.some(wanted))!
      parts.push(part)
      wanted -= part.length
    }
    return Buffer.concat(parts)
  }

  async #fill(): Promise<boolean> {
    if (this.#done) return false
    const next = await this.#source.next()
    if (next.done) {
      this.#done = true
      return false
    }
    this.#chunks.push(next.value)
    this.#buffered += next.value.length
    return true
  }
}

const DAMAGED = 'The file is damaged: it ends before its last file, or its contents do not add up. Download the backup again.'

/**
 * Unpacks a .tar.gz into `target` (an existing empty folder), refusing — with an ArchiveError that says why — anything
 * that is not gzip, a damaged archive, links, devices, paths that are absolute or climb out, and more than `limits`.
 * `place` maps each entry's path to where it goes (or null to skip it). A refused archive may leave part of its files
 * in `target`: the caller unpacks into a folder of its own and deletes it.
 */
export async function extractTarGz(source: Readable, target: string, place: EntryPlace, limits: ExtractLimits): Promise<{ files: number; bytes: number }> {
  const gunzip = createGunzip()
  let gzipError: Error | undefined
  const unpacked = source.pipe(gunzip)
  source.on('error', (error) => gunzip.destroy(error))
  const reader = new ChunkReader(
    (async function* () {
      try {
        for await (const chunk of unpacked) yield chunk as Buffer
      } catch (error) {
        gzipError = error as Error
      }
    })(),
  )
  const firstBytes = await reader.exactly(BLOCK)
  if (gzipError || !firstBytes) {
    const code = (gzipError as NodeJS.ErrnoException | undefined)?.code
    if (code === 'Z_DATA_ERROR' || !firstBytes)
      throw new ArchiveError('This file is not a .tar.gz archive (or it is badly damaged): choose a backup downloaded from Settings → Backups.')
    throw new ArchiveError(DAMAGED)
  }

  let files = 0
  let bytes = 0
  let entries = 0
  let nextPath: string | undefined
  let block: Buffer | null = firstBytes
  for (;;) {
    if (!block) throw new ArchiveError(DAMAGED)
    if (block.every((byte) => byte === 0)) break // the end (a second zero block follows)
    if (!checksumOk(block)) throw new ArchiveError(files === 0 && entries === 0 ? 'This file is not a .tar.gz backup: it holds no tar archive.' : DAMAGED)
    const type = String.fromCharCode(block[156] ?? 0)
    const size = readOctal(block, 124, 12)
    if (!Number.isSafeInteger(size) || size < 0) throw new ArchiveError(DAMAGED)
    const prefix = readText(block, 345, 155)
    const name = readText(block, 0, 100)
    // `tar -C folder .` names every entry `./…`, and the folder itself `./`.
    const path = (nextPath ?? (prefix ? `${prefix}/${name}` : name)).replace(/^(\.\/)+/, '')
    nextPath = undefined
    const data = async () => {
      const body = await reader.exactly(size + padding(size).length)
      if (!body) throw new ArchiveError(DAMAGED)
      return body.subarray(0, size)
    }

    if (type === 'x' || type === 'L') {
      // The next entry's long name: pax ('x') or GNU ('L').
      if (size > 64 * 1024) throw new ArchiveError(DAMAGED)
      const body = await data()
      nextPath = type === 'L' ? readText(body, 0, body.length) : paxPath(body)
    } else if (type === 'g') {
      await data() // global pax settings: nothing a backup needs
    } else if (type === '5' && (path === '' || path === '.')) {
      // the archive's own top folder
    } else if (type === '0' || type === '\0' || type === '5') {
      entries += 1
      if (entries > limits.maxEntries) throw new ArchiveError(`The archive holds more than ${limits.maxEntries} files; a studio backup holds far fewer.`)
      if (!isPlainArchivePath(path))
        throw new ArchiveError(`The archive holds a file outside its own folder (${JSON.stringify(path.slice(0, 200))}); it is refused.`)
      const folder = type === '5'
      const where = place(path.replace(/\/$/, ''), folder ? 'folder' : 'file')
      if (folder) {
        if (where !== null) await mkdir(join(target, where), { recursive: true })
      } else {
        bytes += size
        if (bytes > limits.maxTotalBytes)
          throw new ArchiveError(`The archive unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 ** 3)} GB; that is not a studio backup.`)
        if (where === null) await data()
        else {
          await mkdir(dirname(join(target, where)), { recursive: true })
          await writeEntry(reader, join(target, where), size)
          files += 1
        }
      }
    } else {
      const what = type === '1' || type === '2' ? 'a link' : 'a special file'
      throw new ArchiveError(`The archive holds ${what} (${JSON.stringify(path.slice(0, 200))}); a studio backup holds only files and folders.`)
    }
    block = await reader.exactly(BLOCK)
  }
  // Read to the end, so gzip checks its length and checksum: a file cut or changed after the tar's end is refused too.
  while (await reader.some(64 * 1024)) {
    // the tar's trailing zero blocks
  }
  if (gzipError) throw new ArchiveError(DAMAGED)
  return { files, bytes }
}

/** Copies one entry's bytes (and skips its padding) into a new file; the `wx` flag never writes through anything already there. */
async function writeEntry(reader: ChunkReader, path: string, size: number): Promise<void> {
  let left = size
  const chunks = async function* () {
    while (left > 0) {
      const chunk = await reader.some(left)
      if (!chunk) throw new ArchiveError(DAMAGED)
      left -= chunk.length
      yield chunk
    }
  }
  await pipeline(Readable.from(chunks()), createWriteStream(path, { flags: 'wx' }))
  if (padding(size).length > 0 && !(await reader.exactly(padding(size).length))) throw new ArchiveError(DAMAGED)
}
