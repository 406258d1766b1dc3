import { Transform, type TransformCallback } from 'node:stream'
import { ArchiveError } from './archive-error.ts'

// A second reading of an archive's blocks, beside tar-stream's, the way GNU tar reads them: tar-stream reads on past
// the end of an archive (its zero blocks) where tar stops, and takes some headers tar reads otherwise or refuses. An
// archive whose listing in `tar` looked harmless could then restore a db.json hidden after its end. Here an archive
// is read strictly, refusing whatever tools may read in different ways; the reader then holds each entry tar-stream
// gives against the same entry here (tar-gz.ts), so what is restored is what `tar -t` lists.

const BLOCK = 512
/** Far above any extended header or long name a tool writes (a path of a few hundred bytes). */
const MAX_EXTENDED_BYTES = 1024 ** 2
/** Zeros after the end a tool adds, up to its record size (10 KB for GNU tar; 1 MB at the most anyone sets). */
const MAX_BYTES_AFTER_END = 4 * 1024 ** 2

/** One entry of an archive as tar reads it: its path, its size, and where its data starts (just past its header). */
export interface EntryLayout {
  name: string
  size: number
  dataOffset: number
}

/** Said of an archive that tools read in different ways, with what makes it so. */
const readOtherwise = (what: string) =>
  new ArchiveError(`This archive is refused: ${what}, so tools read it in different ways, and a restore might not bring back what they show of it.`)

/** A header that is not a tar header: damaged, or not a tar at all (plain errors, worded by the reader as tar-stream's are). */
const notAHeader = (why: string) => new Error(`Invalid tar header: ${why}`)

const isZero = (bytes: Buffer) => {
  for (const byte of bytes) if (byte !== 0) return false
  return true
}

/** A numeric field: octal digits after optional spaces, ended by a space or NUL, or base-256 (a leading 0x80). */
function numberField(block: Buffer, start: number, length: number): number {
  const field = block.subarray(start, start + length)
  if (field[0] === 0x80) {
    let value = 0
    for (const byte of field.subarray(1)) value = value * 256 + byte
    return value
  }
  const text = field.toString('latin1')
  const match = /^ *([0-7]+)[ \0]*$/.exec(text)
  if (!match) throw notAHeader(`a number field holds ${JSON.stringify(text)}`)
  return Number.parseInt(match[1]!, 8)
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8')
}

/** The records of a pax extended header (`<length> <key>=<value>\n` each, the length in bytes), strictly. */
function paxRecords(data: Buffer): Map<string, string> {
  const records = new Map<string, string>()
  let at = 0
  while (at < data.length && data[at] !== 0) {
    const space = data.indexOf(0x20, at)
    const length = space === -1 ? Number.NaN : Number(data.subarray(at, space).toString('latin1'))
    if (!Number.isSafeInteger(length) || length <= space - at + 1 || at + length > data.length || data[at + length - 1] !== 0x0a) {
      throw readOtherwise('an extended header in it is malformed')
    }
    const record = data.subarray(space + 1, at + length - 1).toString('utf8')
    const equals = record.indexOf('=')
    if (equals <= 0) throw readOtherwise('an extended header in it is malformed')
    records.set(record.slice(0, equals), record.slice(equals + 1))
    at += length
  }
  if (!isZero(data.subarray(at))) throw readOtherwise('an extended header in it is malformed')
  return records
}

const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK

/** The data of an extended header (pax `x` or `g`) or a GNU long name (`L`, `K`), gathered before the entry it is for. */
interface Extended {
  type: 'x' | 'g' | 'L' | 'K'
  size: number
  chunks: Buffer[]
  got: number
}

/**
 * Passes an uncompressed tar through unchanged while reading its blocks: each entry's header, its data skipped,
 * extended headers and long names applied to the entry they precede, and the end (a zero block, after which only zeros
 * may follow). `entries` grows as headers pass, so an entry is here before tar-stream, reading behind it, gives it.
 * Refuses with an ArchiveError what tools read in different ways, and fails with a plain error on a damaged header.
 */
export class TarLayout extends Transform {
  readonly entries: EntryLayout[] = []
  #offset = 0
  #header = Buffer.alloc(BLOCK)
  #headerBytes = 0
  /** Bytes of an entry's data, with its padding, still to pass. */
  #skip = 0
  #extended: Extended | undefined
  #pax: Map<string, string> | undefined
  #longName: string | undefined
  #ended = false
  #afterEnd = 0

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.#read(chunk)
    } catch (error) {
      done(error as Error)
      return
    }
    done(null, chunk)
  }

  override _flush(done: TransformCallback): void {
    // A tar that stops inside a header, an entry's data or an extended header is cut short.
    const cut = this.#headerBytes > 0 || this.#skip > 0 || this.#extended !== undefined
    done(cut ? new Error('Unexpected end of data') : null)
  }

  #read(chunk: Buffer): void {
    let at = 0
    while (at < chunk.length) {
      if (this.#ended) {
        const rest = chunk.subarray(at)
        this.#afterEnd += rest.length
        if (!isZero(rest)) throw readOtherwise('it holds more after its end, where tar stops reading')
        if (this.#afterEnd > MAX_BYTES_AFTER_END) throw readOtherwise('it goes on for megabytes after its end')
        this.#offset += rest.length
        return
      }
      if (this.#skip > 0) {
        const passed = Math.min(this.#skip, chunk.length - at)
        this.#skip -= passed
        at += passed
        this.#offset += passed
        continue
      }
      if (this.#extended) {
        const extended = this.#extended
        const taken = chunk.subarray(at, at + Math.min(padded(extended.size) - extended.got, chunk.length - at))
        extended.chunks.push(taken)
        extended.got += taken.length
        at += taken.length
        this.#offset += taken.length
        if (extended.got === padded(extended.size)) {
          this.#extended = undefined
          this.#apply(extended.type, Buffer.concat(extended.chunks).subarray(0, extended.size))
        }
        continue
      }
      const taken = chunk.copy(this.#header, this.#headerBytes, at, at + BLOCK - this.#headerBytes)
      this.#headerBytes += taken
      at += taken
      this.#offset += taken
      if (this.#headerBytes === BLOCK) {
        this.#headerBytes = 0
        this.#onHeader(this.#header)
      }
    }
  }

  #onHeader(block: Buffer): void {
    if (isZero(block)) {
      if (this.#pax || this.#longName !== undefined) throw readOtherwise('an extended header in it comes before no entry')
      // GNU tar stops at the first zero block (a lone one draws a warning): so does this reading.
      this.#ended = true
      return
    }
    let sum = 8 * 0x20
    for (let index = 0; index < BLOCK; index++) if (index < 148 || index >= 156) sum += block[index]!
    if (numberField(block, 148, 8) !== sum) throw notAHeader('its checksum does not add up')
    // POSIX ustar (its version is not checked, as neither tar nor tar-stream does), or GNU's.
    const ustar = block.toString('latin1', 257, 263) === 'ustar\u0000'
    if (!ustar && block.toString('latin1', 257, 265) !== 'ustar  \u0000') throw notAHeader('unknown format')
    const type = String.fromCharCode(block[156]!)
    const size = numberField(block, 124, 12)
    if (type === 'x' || type === 'g' || type === 'L' || type === 'K') {
      if ((type === 'x' && this.#pax) || (type === 'L' && this.#longName !== undefined)) throw readOtherwise('an entry in it has two extended headers')
      if (size > MAX_EXTENDED_BYTES) throw readOtherwise('an extended header in it is larger than any tool writes')
      this.#extended = { type, size, chunks: [], got: 0 }
      if (size === 0) {
        this.#extended = undefined
        this.#apply(type, Buffer.alloc(0))
      }
      return
    }
    if (type === 'N') throw readOtherwise('it holds an old GNU list of names')
    const pax = this.#pax
    const longName = this.#longName
    this.#pax = undefined
    this.#longName = undefined
    if (pax?.has('path') && longName !== undefined) throw readOtherwise('an entry in it is named twice')
    const prefix = ustar ? text(block, 345, 155) : ''
    const own = text(block, 0, 100)
    const name = pax?.get('path') ?? longName ?? (prefix ? `${prefix}/${own}` : own)
    const paxSize = pax?.get('size')
    if (paxSize !== undefined && !/^\d{1,15}$/.test(paxSize)) throw readOtherwise('a size in an extended header in it is not a number')
    const dataSize = paxSize === undefined ? size : Number(paxSize)
    const folder = type === '5' || ((type === '0' || type === '\0') && name.endsWith('/'))
    if (folder && dataSize !== 0) throw readOtherwise(`its folder ${JSON.stringify(name.slice(0, 200))} has data`)
    this.entries.push({ name, size: dataSize, dataOffset: this.#offset })
    this.#skip = padded(dataSize)
  }

  /** An extended header's data, for the entry that comes next (`x`, `L`) or for all of them (`g`, refused when it names or sizes them). */
  #apply(type: Extended['type'], data: Buffer): void {
    if (type === 'L') this.#longName = text(data, 0, data.length)
    if (type !== 'x' && type !== 'g') return
    const records = paxRecords(data)
    if ([...records.keys()].some((key) => key.startsWith('GNU.sparse.'))) throw readOtherwise('it holds a sparse file')
    if (type === 'g') {
      if (records.has('path') || records.has('size') || records.has('linkpath')) throw readOtherwise('a global extended header in it sets names or sizes')
      return
    }
    this.#pax = records
  }
}
