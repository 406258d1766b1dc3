import { execFile } from 'node:child_process'
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { type Header, pack } from 'tar-stream'
import { describe, expect, it } from 'vitest'
import { tempDirs } from '../testing/temp-dirs.ts'
import { ArchiveError } from './archive-error.ts'
import { type ExtractLimits, extractTarGz, tarGzOfFolder } from './tar-gz.ts'

const tempDir = tempDirs('studio-tar-gz-')
const run = promisify(execFile)

const LIMITS: ExtractLimits = { maxTotalBytes: 1024 ** 3, maxEntries: 1000 }

type Entry = Partial<Header> & { name: string; body?: string }

/** A .tar made by tar-stream's own writer, entry by entry. */
async function tarOf(entries: Entry[]): Promise<Buffer> {
  const tar = pack()
  for (const { body, ...header } of entries) tar.entry(header, body ?? '')
  tar.finalize()
  return buffer(tar)
}

/** A raw ustar header block, for what no writer makes: a size that lies, a type no tool knows. */
function rawHeader(name: string, type: string, size: number): Buffer {
  const block = Buffer.alloc(512)
  block.write(name, 0)
  block.write('0000644\0', 100)
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124)
  block.write('00000000000\0', 136)
  block.write(type, 156)
  block.write('ustar\u000000', 257)
  block.fill(' ', 148, 156)
  const sum = block.reduce((total, byte) => total + byte, 0)
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
  return block
}

/** Unpacks `archive` into a fresh folder with every path kept as it is; the folder's files come back beside the outcome. */
async function unpack(archive: Buffer, limits = LIMITS) {
  const target = await tempDir()
  const outcome = await extractTarGz(Readable.from([archive]), target, (path) => path, limits).then(
    (result) => ({ result, error: undefined }),
    (error: unknown) => ({ result: undefined, error }),
  )
  const files = (await readdir(target, { recursive: true })).sort()
  return { ...outcome, files, target }
}

/** `bytes` padded to whole 512-byte blocks, as a tar holds an entry's data. */
const blocks = (bytes: string | Buffer) => {
  const data = Buffer.from(bytes)
  return Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)])
}
const ZERO_BLOCK = Buffer.alloc(512)
const END = Buffer.alloc(1024)

/** A pax extended header (`x` for the next entry, `g` for all that follow) holding `records`. */
function paxHeader(records: Record<string, string>, type: 'x' | 'g' = 'x'): Buffer {
  let data = ''
  for (const [key, value] of Object.entries(records)) {
    const record = ` ${key}=${value}\n`
    const bytes = Buffer.byteLength(record)
    let length = bytes + 1
    while (String(length).length + bytes !== length) length += 1
    data += `${length}${record}`
  }
  return Buffer.concat([rawHeader('PaxHeader', type, Buffer.byteLength(data)), blocks(data)])
}

/** What the system's tar unpacks of `tar` (every file's path and text), or null when it says the archive is bad. */
async function systemTarReads(tar: Buffer): Promise<Record<string, string> | null> {
  const folder = await tempDir()
  await writeFile(join(folder, 'archive.tar'), tar)
  const target = join(folder, 'out')
  await mkdir(target)
  const status = await run('tar', ['-xf', join(folder, 'archive.tar'), '-C', target]).then(
    () => 0,
    (error: { code?: number }) => error.code ?? 1,
  )
  return status === 0 ? filesIn(target) : null
}

async function filesIn(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[join(entry.parentPath, entry.name).slice(folder.length + 1)] = await readFile(join(entry.parentPath, entry.name), 'utf8')
  }
  return files
}

async function refusal(archive: Buffer, limits = LIMITS): Promise<{ message: string; files: string[] }> {
  const { error, files } = await unpack(archive, limits)
  expect(error).toBeInstanceOf(ArchiveError)
  return { message: (error as ArchiveError).message, files }
}

describe('a backup as a .tar.gz', () => {
  it('packs every regular file of a folder under one top folder (long and accented names too), without skipped paths or links, and unpacks it back', async () => {
    const folder = await tempDir()
    const long = `${'brows-before-and-after-'.repeat(6)}healed.jpg`
    await mkdir(join(folder, 'uploads', 'año-2024'), { recursive: true })
    await writeFile(join(folder, 'db.json'), '{"posts":[]}')
    await writeFile(join(folder, 'uploads', long), 'photo bytes')
    await writeFile(join(folder, 'uploads', 'año-2024', 'labios.jpg'), '')
    await writeFile(join(folder, 'session-secret'), 'secret')
    await symlink('/etc/passwd', join(folder, 'uploads', 'linked.jpg'))

    const archive = await buffer(await tarGzOfFolder(folder, 'belleza-backup-1', (path) => path === 'session-secret'))
    const path = join(await tempDir(), 'backup.tar.gz')
    await writeFile(path, archive)
    // The system's tar reads it as well.
    expect((await run('tar', ['-tzf', path])).stdout.trim().split('\n')).toEqual([
      'belleza-backup-1/db.json',
      'belleza-backup-1/uploads/año-2024/labios.jpg',
      `belleza-backup-1/uploads/${long}`,
    ])

    const { result, files, target } = await unpack(archive)
    expect(result).toEqual({ files: 3, bytes: 23 })
    expect(files).toContain(join('belleza-backup-1', 'uploads', long))
    expect(await readFile(join(target, 'belleza-backup-1', 'uploads', long), 'utf8')).toBe('photo bytes')
    expect(await readFile(join(target, 'belleza-backup-1', 'uploads', 'año-2024', 'labios.jpg'), 'utf8')).toBe('')
  })

  it.runIf(process.platform === 'linux')('closes the file it was reading when a download is cancelled', async () => {
    const folder = await tempDir()
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']) await writeFile(join(folder, name), Buffer.alloc(4 * 1024 * 1024, name))
    const open = async () => (await readdir('/proc/self/fd')).length
    const before = await open()
    for (let download = 0; download < 3; download++) {
      const archive = await tarGzOfFolder(folder, 'backup')
      await new Promise((resolve) => archive.once('data', resolve))
      archive.destroy() // the browser stops after the first bytes
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await open()).toBe(before)
  })

  it('keeps what `place` maps and skips what it leaves out', async () => {
    const archive = gzipSync(
      await tarOf([
        { name: 'backup/', type: 'directory' },
        { name: 'backup/db.json', body: '{}' },
        { name: 'backup/uploads/', type: 'directory' },
        { name: 'backup/uploads/a.jpg', body: 'a' },
        { name: 'backup/session-secret', body: 'secret' },
      ]),
    )
    const target = await tempDir()
    const result = await extractTarGz(
      Readable.from([archive]),
      target,
      (path) => (path.endsWith('session-secret') ? null : path.replace(/^backup\/?/, '') || null),
      LIMITS,
    )
    expect(result).toEqual({ files: 2, bytes: 9 })
    expect((await readdir(target, { recursive: true })).sort()).toEqual(['db.json', 'uploads', join('uploads', 'a.jpg')])
  })
})

describe('reading exactly what tar reads', () => {
  const file = (name: string, text: string, size = Buffer.byteLength(text)) => Buffer.concat([rawHeader(name, '0', size), blocks(text)])
  const db = file('db.json', '{"users":["the owner"]}')
  const hidden = file('db.json', '{"users":["the owner","a hidden owner"]}')
  const archives: Record<string, Buffer> = {
    'an entry after a lone zero block, where tar stops': Buffer.concat([db, ZERO_BLOCK, hidden, END]),
    'an entry after the end of the archive': Buffer.concat([db, END, hidden, END]),
    'bytes after the end of the archive': Buffer.concat([db, END, Buffer.alloc(512, 'x')]),
    'a pax size record smaller than the header’s size': Buffer.concat([paxHeader({ size: '0' }), rawHeader('notes.txt', '0', 512), hidden, END]),
    'a pax size record larger than the header’s size': Buffer.concat([paxHeader({ size: '1024' }), rawHeader('notes.txt', '0', 0), hidden, blocks('x'), END]),
    'a global pax size record': Buffer.concat([paxHeader({ size: '0' }, 'g'), rawHeader('notes.txt', '0', 512), hidden, END]),
    'a pax size record that is not a number': Buffer.concat([paxHeader({ size: '40abc' }), file('notes.txt', 'x'.repeat(40)), hidden, END]),
    'two pax headers for one entry': Buffer.concat([paxHeader({ path: 'other.txt' }), paxHeader({ size: '0' }), rawHeader('notes.txt', '0', 512), hidden, END]),
    'a folder whose header gives it data': Buffer.concat([rawHeader('uploads/', '5', 512), hidden, END]),
    'a file named like a folder, with data': Buffer.concat([rawHeader('uploads/', '0', 512), hidden, END]),
    'a sparse file in pax form': Buffer.concat([paxHeader({ 'GNU.sparse.major': '1', 'GNU.sparse.minor': '0', 'GNU.sparse.realsize': '4096' }), db, END]),
  }

  for (const [what, tar] of Object.entries(archives)) {
    it(`unpacks what tar unpacks, or refuses: ${what}`, async () => {
      const { error, target } = await unpack(gzipSync(tar))
      if (error !== undefined) {
        expect(error).toBeInstanceOf(ArchiveError)
        return
      }
      const expected = await systemTarReads(tar)
      expect(expected, 'tar says the archive is bad, and it was read').not.toBeNull()
      expect(await filesIn(target)).toEqual(expected)
    })
  }

  it('reads long names as tar does: in the header’s prefix, in a pax path, in a GNU long name; and a pax size', async () => {
    const deep = `uploads/${'a'.repeat(90)}/${'b'.repeat(60)}.jpg`
    const gnu = `uploads/${'c'.repeat(150)}.jpg`
    const longName = Buffer.concat([rawHeader('././@LongLink', 'L', gnu.length + 1), blocks(`${gnu}\0`)])
    const prefixed = rawHeader(deep.slice(99), '0', 5)
    prefixed.write(deep.slice(0, 98), 345)
    prefixed.fill(' ', 148, 156)
    prefixed.write(
      `${prefixed
        .reduce((total, byte) => total + byte, 0)
        .toString(8)
        .padStart(6, '0')}\0 `,
      148,
    )
    const tar = Buffer.concat([
      paxHeader({ path: 'uploads/año/labios.jpg', size: '3' }),
      rawHeader('ignored.jpg', '0', 0),
      blocks('abc'),
      longName,
      file('ignored-too.jpg', 'gnu'),
      prefixed,
      blocks('deep!'),
      db,
      END,
    ])
    const { error, target } = await unpack(gzipSync(tar))
    expect(error).toBeUndefined()
    expect(await filesIn(target)).toEqual(await systemTarReads(tar))
    expect(Object.keys(await filesIn(target)).sort()).toEqual(['db.json', deep, gnu, 'uploads/año/labios.jpg'].sort())
  })

  it('refuses an entry that comes twice, and a path that is a file and a folder, as not a studio backup', async () => {
    const twice = gzipSync(
      await tarOf([
        { name: 'db.json', body: '{}' },
        { name: 'uploads/a.jpg', body: 'a' },
        { name: 'uploads/a.jpg', body: 'b' },
      ]),
    )
    expect(await refusal(twice)).toEqual({
      message: 'This is not a studio backup: it holds "uploads/a.jpg" twice.',
      files: ['db.json', 'uploads', join('uploads', 'a.jpg')],
    })
    const fileThenFolder = gzipSync(
      await tarOf([
        { name: 'uploads', body: 'a file' },
        { name: 'uploads/a.jpg', body: 'a' },
      ]),
    )
    expect((await refusal(fileThenFolder)).message).toBe('This is not a studio backup: it holds "uploads" as a file and as a folder.')
    const folderThenFile = gzipSync(
      await tarOf([
        { name: 'uploads/a.jpg', body: 'a' },
        { name: 'uploads', body: 'a file' },
      ]),
    )
    expect((await refusal(folderThenFile)).message).toBe('This is not a studio backup: it holds "uploads" as a file and as a folder.')
  })

  it('refuses a file larger than its limit from its header, before reading it', async () => {
    const limits: ExtractLimits = {
      ...LIMITS,
      fileLimit: (path) => ({ bytes: path === 'db.json' ? 1024 ** 2 : 4096, what: path === 'db.json' ? 'the studio’s data' : 'a photo' }),
    }
    const big = gzipSync(Buffer.concat([rawHeader('db.json', '0', 400 * 1024 ** 2), Buffer.alloc(512)]))
    expect(await refusal(big, limits)).toEqual({
      message: 'This is not a studio backup: "db.json" holds 400 MB, and the studio’s data is at most 1 MB.',
      files: [],
    })
    const photo = gzipSync(await tarOf([{ name: 'uploads/a.jpg', body: 'a'.repeat(2048) }]))
    expect((await unpack(photo, limits)).error).toBeUndefined()
  })
})

describe('refusing an archive that is not a studio backup', () => {
  it('refuses a symlink entry, and writes nothing of what comes after it', async () => {
    const archive = gzipSync(
      await tarOf([
        { name: 'uploads/photo.jpg', type: 'symlink', linkname: '/etc/passwd' },
        { name: 'db.json', body: '{}' },
      ]),
    )
    expect(await refusal(archive)).toEqual({
      message: 'The archive holds a link ("uploads/photo.jpg"); a studio backup holds only files and folders.',
      files: [],
    })
  })

  it('refuses a hardlink entry', async () => {
    const archive = gzipSync(
      await tarOf([
        { name: 'db.json', body: '{}' },
        { name: 'uploads/db.json', type: 'link', linkname: 'db.json' },
      ]),
    )
    const { message, files } = await refusal(archive)
    expect(message).toBe('The archive holds a link ("uploads/db.json"); a studio backup holds only files and folders.')
    expect(files).toEqual(['db.json'])
  })

  it('refuses devices, fifos and types no backup holds', async () => {
    for (const type of ['character-device', 'block-device', 'fifo', 'contiguous-file'] as const) {
      expect((await refusal(gzipSync(await tarOf([{ name: 'uploads/thing', type }])))).message).toBe(
        'The archive holds a special file ("uploads/thing"); a studio backup holds only files and folders.',
      )
    }
    const sparse = gzipSync(Buffer.concat([rawHeader('uploads/sparse.jpg', 'S', 0), Buffer.alloc(1024)]))
    expect(await refusal(sparse)).toEqual({
      message: 'The archive holds a special file ("uploads/sparse.jpg"); a studio backup holds only files and folders.',
      files: [],
    })
  })

  it('refuses paths that climb out or are absolute, in the header or in a pax header, before writing them', async () => {
    // A long name goes in the header's prefix field, one that cannot be split or is not ASCII in a pax header.
    const inPrefix = `../${'x'.repeat(120)}/evil.sh`
    const inPax = [`../${'x'.repeat(200)}`, '../año/evil.sh']
    for (const name of ['../evil.sh', 'uploads/../../evil.sh', '/etc/cron.d/evil', 'uploads\\..\\evil.sh', inPrefix, ...inPax]) {
      expect(await refusal(gzipSync(await tarOf([{ name, body: 'echo pwned' }])))).toEqual({
        message: `The archive holds a file outside its own folder (${JSON.stringify(name.slice(0, 200))}); it is refused.`,
        files: [],
      })
    }
  })

  it('refuses an archive that unpacks to more than the limit, from the header, before reading the entry', async () => {
    const small = { maxTotalBytes: 1024, maxEntries: 1000 }
    const over = gzipSync(
      await tarOf([
        { name: 'db.json', body: 'x'.repeat(600) },
        { name: 'uploads/a.jpg', body: 'y'.repeat(600) },
      ]),
    )
    expect(await refusal(over, small)).toEqual({ message: 'The archive unpacks to more than 0 GB; that is not a studio backup.', files: ['db.json'] })

    // A header that claims 8 GB with no body behind it: refused as too big, not read until it turns out short.
    const bomb = gzipSync(Buffer.concat([rawHeader('uploads/bomb.jpg', '0', 8 * 1024 ** 3 - 1), Buffer.alloc(512)]))
    expect(await refusal(bomb)).toEqual({ message: 'The archive unpacks to more than 1 GB; that is not a studio backup.', files: [] })
  })

  it('refuses more entries than the limit', async () => {
    const archive = gzipSync(await tarOf(['a', 'b', 'c'].map((name) => ({ name: `uploads/${name}.jpg`, body: name }))))
    const { message, files } = await refusal(archive, { maxTotalBytes: 1024, maxEntries: 2 })
    expect(message).toBe('The archive holds more than 2 files; a studio backup holds far fewer.')
    expect(files).toEqual(['uploads', join('uploads', 'a.jpg'), join('uploads', 'b.jpg')])
  })

  it('says a file is not gzip, not a tar, or damaged', async () => {
    const tar = await tarOf([
      { name: 'db.json', body: '{}' },
      { name: 'uploads/a.jpg', body: 'a'.repeat(2000) },
    ])
    const notGzip = 'This file is not a .tar.gz archive (or it is badly damaged): choose a backup downloaded from Settings → Backups.'
    expect((await refusal(tar)).message).toBe(notGzip)
    expect((await refusal(Buffer.from('PK\u0003\u0004 a zip'))).message).toBe(notGzip)
    expect((await refusal(gzipSync('just some notes, '.repeat(100)))).message).toBe('This file is not a .tar.gz backup: it holds no tar archive.')

    const damaged = 'The file is damaged: it ends before its last file, or its contents do not add up. Download the backup again.'
    const whole = gzipSync(tar)
    expect((await refusal(whole.subarray(0, whole.length - 10))).message).toBe(damaged)
    const badHeader = Buffer.from(tar)
    badHeader[1024 + 10]! ^= 0xff // the second entry's header: its checksum no longer adds up
    expect((await refusal(gzipSync(badHeader))).message).toBe(damaged)
    const cut = gzipSync(tar.subarray(0, 1024 + 512 + 100)) // a whole gzip of a tar that stops inside a file
    expect((await refusal(cut)).message).toBe(damaged)
  })

  it('passes on the refusal `place` makes', async () => {
    const archive = gzipSync(await tarOf([{ name: 'holiday.jpg', body: 'not a backup' }]))
    const target = await tempDir()
    const refuse = (path: string): never => {
      throw new ArchiveError(`This is not a studio backup: it holds ${JSON.stringify(path)}.`)
    }
    await expect(extractTarGz(Readable.from([archive]), target, refuse, LIMITS)).rejects.toThrow('This is not a studio backup: it holds "holiday.jpg".')
    expect(await readdir(target)).toEqual([])
  })
})
