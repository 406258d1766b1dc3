/**
 * Test helpers: disks that fail. `FailingDisk` wraps the journal's real file handle and makes its calls fail the
 * ways a disk does (full, EIO, a short write); `mountSmallDisk` mounts a real tmpfs of a few hundred KB that can be
 * filled up (root only: without the right to mount, it returns undefined and the tests that need it are skipped).
 */
import { execFileSync } from 'node:child_process'
import { type FileHandle, mkdtemp, open, rm, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { JournalHandle, OpenJournal } from './journal.ts'

function diskError(code: 'ENOSPC' | 'EIO', call: string): NodeJS.ErrnoException {
  const text = code === 'ENOSPC' ? 'no space left on device' : 'i/o error'
  return Object.assign(new Error(`${code}: ${text}, ${call}`), { code, syscall: call, errno: code === 'ENOSPC' ? -28 : -5 })
}

export class FailingDisk {
  /** Bytes the disk still takes: a write past them writes what fits (a short write), the next one gets ENOSPC. */
  room = Number.POSITIVE_INFINITY
  /** Writes fail with EIO before writing anything. */
  failWrites = false
  /** fdatasync fails with EIO (after the write reached the file). */
  failSyncs = false
  /** ftruncate fails with EIO. */
  failTruncates = false
  /** This many of the next writes write only half of what they are asked, without an error (a short write). */
  halfWrites = 0
  #gate: { promise: Promise<void>; release: () => void } | undefined
  #waiting: Array<() => void> = []

  /** Opens the journal for appending, as the store does, behind this disk's faults. */
  readonly open: OpenJournal = async (file) => this.#wrap(await open(file, 'a', 0o600))

  /** The disk works again. */
  heal(): void {
    this.room = Number.POSITIVE_INFINITY
    this.failWrites = this.failSyncs = this.failTruncates = false
    this.halfWrites = 0
  }

  /** Writes wait (before any fault is decided) until `release` or `resume`. */
  pause(): void {
    this.#gate ??= this.#newGate()
  }

  /** Lets the writes waiting now go on; later ones wait again. */
  release(): void {
    const gate = this.#gate
    if (!gate) return
    this.#gate = this.#newGate()
    gate.release()
  }

  resume(): void {
    const gate = this.#gate
    this.#gate = undefined
    gate?.release()
  }

  /** Resolves once a write is waiting at the pause. */
  whenWriting(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve))
  }

  #newGate() {
    let release!: () => void
    const promise = new Promise<void>((resolve) => (release = resolve))
    return { promise, release }
  }

  #wrap(handle: FileHandle): JournalHandle {
    return {
      write: async (buffer, offset, length) => {
        const gate = this.#gate
        if (gate) {
          for (const resolve of this.#waiting.splice(0)) resolve()
          await gate.promise
        }
        if (this.failWrites) throw diskError('EIO', 'write')
        if (this.room <= 0) throw diskError('ENOSPC', 'write')
        let size = Math.min(length, this.room)
        if (this.halfWrites > 0 && size > 1) {
          this.halfWrites -= 1
          size = Math.floor(size / 2)
        }
        const { bytesWritten } = await handle.write(buffer, offset, size)
        this.room -= bytesWritten
        return { bytesWritten }
      },
      datasync: async () => {
        if (this.failSyncs) throw diskError('EIO', 'fdatasync')
        await handle.datasync()
      },
      truncate: async (length) => {
        if (this.failTruncates) throw diskError('EIO', 'ftruncate')
        await handle.truncate(length)
      },
      close: () => handle.close(),
    }
  }
}

export interface SmallDisk {
  /** The mounted folder. */
  dir: string
  /** Fills the disk to the last byte with a file of its own. */
  fill(): Promise<void>
  /** Removes that file: the disk takes writes again. */
  free(): Promise<void>
  /** Unmounts it and removes the folder (close whatever has files open on it first). */
  remove(): Promise<void>
}

/** A real tmpfs of `bytes`; undefined when this process may not mount (not root, or no CAP_SYS_ADMIN). */
export async function mountSmallDisk(bytes: number): Promise<SmallDisk | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-small-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir], { stdio: 'ignore' })
  } catch {
    await rm(dir, { recursive: true, force: true })
    return undefined
  }
  const filler = join(dir, 'filler')
  return {
    dir,
    async fill() {
      const file = await open(filler, 'a')
      const chunk = Buffer.alloc(4096, 1)
      try {
        for (;;) await file.write(chunk)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      } finally {
        await file.close()
      }
    },
    async free() {
      await unlink(filler)
    },
    async remove() {
      try {
        execFileSync('umount', [dir], { stdio: 'ignore' })
      } catch {
        execFileSync('umount', ['-l', dir], { stdio: 'ignore' })
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Whether `mountSmallDisk` works here; the tests that need a real full disk are skipped when it does not. */
export async function canMountSmallDisks(): Promise<boolean> {
  const disk = await mountSmallDisk(64 * 1024)
  await disk?.remove()
  return disk !== undefined
}
