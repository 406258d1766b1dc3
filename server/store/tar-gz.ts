import { createReadStream, createWriteStream } from 'node:fs'
import { lstat, mkdir, readdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { type Pack, extract, pack } from 'tar-stream'
import { ArchiveError } from './archive-error.ts'
import { TarLayout } from './tar-layout.ts'

// A backup travels as a .tar.gz (ustar, pax headers for long names), written and read with tar-stream by streams, so
// a backup with a few GB of photos never sits in memory, and so the reader refuses what a backup never holds (links,
// devices, paths that climb out) from an entry's header, before a byte of it lands on disk. Not node-tar: its writer
// cannot be stopped, and leaves the files it has open open when a download is cancelled (4 descriptors a cancel, measured).

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

/** Each file as one entry. Read up to the size its header announced: a file that grew meanwhile would spoil every entry after it (one that shrank fails the archive). */
async function packFiles(tar: Pack, files: ArchiveFile[]): Promise<void> {
  for (const file of files) {
    const body = file.size > 0 ? createReadStream(file.source, { start: 0, end: file.size - 1 }) : Readable.from([])
    await pipeline(body, tar.entry({ name: file.path, size: file.size, mtime: file.mtime }))
  }
  tar.finalize()
}

/**
 * `folder` as a .tar.gz stream, every file under `top/`. `skip` leaves out a path (relative to `folder`, with `/`)
 * and everything under it.
 */
export async function tarGzOfFolder(folder: string, top: string, skip: (relative: string) => boolean = () => false): Promise<Readable> {
  const files = await filesOf(folder, top, skip)
  const tar = pack()
  const gzip = createGzip()
  packFiles(tar, files).catch((error: unknown) => tar.destroy(error as Error))
  // Whoever reads `gzip` sees a failure as its error; a cancelled download destroys `gzip`, and so the file being read.
  pipeline(tar, gzip).catch(() => {})
  return gzip
}

/** The most one file may hold, and what it is in words ("a photo"), for the refusal. */
export interface FileLimit {
  bytes: number
  what: string
}

export interface ExtractLimits {
  /** The most bytes all files may hold together, unpacked. */
  maxTotalBytes: number
  /** The most entries (files and folders). */
  maxEntries: number
  /** The most each file may hold, by where it goes (what `place` answers); none when absent. */
  fileLimit?: (placed: string) => FileLimit
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

const NOT_GZIP = 'This file is not a .tar.gz archive (or it is badly damaged): choose a backup downloaded from Settings → Backups.'
const NOT_TAR = 'This file is not a .tar.gz backup: it holds no tar archive.'
const DAMAGED = 'The file is damaged: it ends before its last file, or its contents do not add up. Download the backup again.'

/** Why an archive could not be read, from the error of reading it (gzip's codes are `Z_…`) and whether any entry came before. */
function unreadable(error: unknown, entries: number): ArchiveError {
  if (entries > 0) return new ArchiveError(DAMAGED)
  const code = (error as NodeJS.ErrnoException).code ?? ''
  return new ArchiveError(code.startsWith('Z_') ? NOT_GZIP : NOT_TAR)
}

/**
 * The paths of an archive's entries, each at most once and as one kind: `tar` would unpack a second one over the first,
 * and a file where a folder is (or the other way round) breaks the unpacking half-way.
 */
class ArchivePaths {
  readonly #entries = new Map<string, 'file' | 'folder'>()
  /** The folders the entries' paths go through (`uploads` for `uploads/a.jpg`). */
  readonly #folders = new Set<string>()

  /** Adds one entry's path; what is wrong with it, in words, when it clashes with an earlier one. */
  add(path: string, kind: 'file' | 'folder'): string | undefined {
    const quoted = (clashing: string) => JSON.stringify(clashing.slice(0, 200))
    const earlier = this.#entries.get(path)
    if (earlier !== undefined) return earlier === kind ? `${quoted(path)} twice` : `${quoted(path)} as a file and as a folder`
    if (kind === 'file' && this.#folders.has(path)) return `${quoted(path)} as a file and as a folder`
    const parts = path.split('/')
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/')
      if (this.#entries.get(folder) === 'file') return `${quoted(folder)} as a file and as a folder`
      this.#folders.add(folder)
    }
    this.#entries.set(path, kind)
    return undefined
  }
}

const MB = 1024 ** 2
const notABackup = (what: string) => new ArchiveError(`This is not a studio backup: it holds ${what}.`)
const readOtherwise = () =>
  new ArchiveError('This archive is refused: its entries do not read the same way in every tool, so a restore might not bring back what they show of it.')

/**
 * Unpacks a .tar.gz into `target` (an existing empty folder), refusing — with an ArchiveError that says why — anything
 * that is not gzip, a damaged archive, links, devices, paths that are absolute or climb out, an entry twice or a path
 * as a file and as a folder, more than `limits`, and what `tar` would read otherwise (tar-layout.ts: each entry is
 * held against tar's reading of it). `place` maps each entry's path to where it goes (or null to skip it). A refused
 * archive may leave part of its files in `target`: the caller unpacks into a folder of its own and deletes it.
 */
export async function extractTarGz(source: Readable, target: string, place: EntryPlace, limits: ExtractLimits): Promise<{ files: number; bytes: number }> {
  const tar = extract()
  const layout = new TarLayout()
  // Read to the end, gzip's length and checksum included: a file cut or changed after the tar's end is refused too.
  const reading = pipeline(source, createGunzip(), layout, tar).then(
    () => undefined,
    (error: unknown) => error,
  )
  let files = 0
  let bytes = 0
  let entries = 0
  let read = 0
  const paths = new ArchivePaths()
  try {
    for await (const entry of tar) {
      const { type, size } = entry.header
      // tar-stream's entry must be the one tar reads there: the same path and size, its data at the same place.
      const tarReads = layout.entries[read++]
      const { byteOffset } = entry.header as typeof entry.header & { byteOffset: number } // set by tar-stream 3, not in its types
      if (tarReads?.name !== entry.header.name || tarReads.size !== size || tarReads.dataOffset !== byteOffset) {
        throw readOtherwise()
      }
      // `tar -C folder .` names every entry `./…`, and the folder itself `./`.
      const path = entry.header.name.replace(/^(\.\/)+/, '')
      if (type === 'directory' && (path === '' || path === '.')) {
        entry.resume() // the archive's own top folder
        continue
      }
      const folder = type === 'directory'
      const plain = path.replace(/\/$/, '')
      const kind = folder ? 'folder' : 'file'
      // Before the type: tar packs a file named twice as a link to the first.
      const clash = paths.add(plain, kind)
      if (clash) throw notABackup(clash)
      if (type !== 'file' && type !== 'directory') {
        const what = type === 'link' || type === 'symlink' ? 'a link' : 'a special file'
        throw new ArchiveError(`The archive holds ${what} (${JSON.stringify(path.slice(0, 200))}); a studio backup holds only files and folders.`)
      }
      entries += 1
      if (entries > limits.maxEntries) throw new ArchiveError(`The archive holds more than ${limits.maxEntries} files; a studio backup holds far fewer.`)
      if (!isPlainArchivePath(path))
        throw new ArchiveError(`The archive holds a file outside its own folder (${JSON.stringify(path.slice(0, 200))}); it is refused.`)
      const quoted = JSON.stringify(plain.slice(0, 200))
      const where = place(plain, kind)
      if (!folder) {
        bytes += size
        if (bytes > limits.maxTotalBytes)
          throw new ArchiveError(`The archive unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 ** 3)} GB; that is not a studio backup.`)
        const most = where === null ? undefined : limits.fileLimit?.(where)
        if (most && size > most.bytes) {
          throw new ArchiveError(
            `This is not a studio backup: ${quoted} holds ${Math.round(size / MB)} MB, and ${most.what} is at most ${Math.round(most.bytes / MB)} MB.`,
          )
        }
      }
      if (where === null) entry.resume()
      else if (folder) {
        await mkdir(join(target, where), { recursive: true })
        entry.resume()
      } else {
        await mkdir(dirname(join(target, where)), { recursive: true })
        // Read as an async iterable: Node's pipeline waits forever on a tar-stream entry that failed before it was
        // given it (the archive ends inside this file while the folder is made). `wx` never writes through anything there.
        await pipeline(Readable.from(entry), createWriteStream(join(target, where), { flags: 'wx' }))
        files += 1
      }
    }
    const readError = await reading
    if (readError !== undefined) throw readError
    if (layout.entries.length !== read) throw readOtherwise()
  } catch (error) {
    // A refusal, or the disk's failure (a system error: no space, the file already there), is thrown as it is.
    if (error instanceof ArchiveError || (error as NodeJS.ErrnoException).syscall !== undefined) throw error
    tar.destroy()
    // Reading the archive failed (not gzip, damaged, cut short): that is the archive's. Anything else is the server's.
    const readError = await reading
    if (readError === undefined || (readError as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') throw error
    // The second reading refused what tools read in different ways (tar-layout.ts): its reason is the archive's.
    if (readError instanceof ArchiveError) throw readError
    throw unreadable(readError, Math.max(entries, layout.entries.length))
  }
  return { files, bytes }
}
