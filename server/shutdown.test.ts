import { spawn } from 'node:child_process'
import { access, readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DatabaseSchema } from '../shared/schema/database.ts'
import { type SmallDisk, canMountSmallDisks, mountSmallDisk } from './store/failing-disk.ts'
import { tempDirs } from './testing/temp-dirs.ts'
import { imageForm, phoneJpeg } from './testing/test-images.ts'
import { ADMIN, Client, ROOT, postBody } from './testing/test-server.ts'

const tempDir = tempDirs('studio-shutdown-')
const smallDisksWork = await canMountSmallDisks()
const smallDisks: SmallDisk[] = []
afterEach(async () => {
  await Promise.all(smallDisks.splice(0).map((disk) => disk.remove()))
})

/** The production entry point in its own process, so it can be sent signals for real. */
function startProcess(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const onData = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const until = async (pattern: RegExp) => {
    while (!pattern.test(output)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before ${pattern}:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return output.match(pattern)!
  }
  const listening = until(/running at http:\/\/localhost:(\d+)/).then((match) => `http://127.0.0.1:${match[1]}`)
  return { child, listening, exited, until, output: () => output }
}

describe('stopping the server', () => {
  it('ignores a second SIGTERM while stopping: the writes finish, it exits 0, and the next start has every acknowledged write', async () => {
    const dir = await tempDir()
    const first = startProcess(dir)
    const admin = new Client(await first.listening)
    await admin.login()
    // Stopping waits for the photo's sizes being made (seconds): the second signal surely comes while it stops.
    const photo = await phoneJpeg({ width: 4032, height: 3024, grain: 20 })
    expect((await admin.post('/api/upload/image', imageForm(photo, 'brows.jpg', 'image/jpeg'))).status).toBe(201)

    const acknowledged: string[] = []
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; ; i++) {
        const slug = `stopping-${writer}-${i}`
        try {
          const answer = await admin.post('/api/blog/posts', postBody({ slug }))
          if (answer.status !== 201) return
          acknowledged.push(slug)
        } catch {
          return // the server closed the connection
        }
      }
    })
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5))
    first.child.kill('SIGTERM')
    await first.until(/SIGTERM: finishing pending writes/)
    first.child.kill('SIGTERM')
    expect(await first.exited).toEqual({ code: 0, signal: null })
    await Promise.all(writers)
    expect(first.output()).toMatch(/SIGTERM: already stopping, finishing the writes…/)
    // A clean stop folds the journal into db.json.
    await expect(access(join(dir, 'db.journal'))).rejects.toThrow()
    const saved = DatabaseSchema.parse(JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')))
    const slugs = new Set(saved.posts.map((post) => post.slug))
    expect(acknowledged.filter((slug) => !slugs.has(slug))).toEqual([])

    const second = startProcess(dir)
    const visitor = new Client(await second.listening)
    for (const slug of acknowledged) expect((await visitor.get(`/api/blog/posts/${slug}`)).status).toBe(200)
    second.child.kill('SIGTERM')
    expect(await second.exited).toEqual({ code: 0, signal: null })
  }, 90_000)

  it.skipIf(!smallDisksWork)('says so and exits non-zero when the final fold fails, keeping the journal for the next start', async () => {
    const disk = (await mountSmallDisk(4 * 1024 * 1024))!
    smallDisks.push(disk)
    const first = startProcess(disk.dir)
    const admin = new Client(await first.listening)
    await admin.login()
    for (const slug of ['kept-1', 'kept-2', 'kept-3']) expect((await admin.post('/api/blog/posts', postBody({ slug }))).status).toBe(201)
    await disk.fill()

    first.child.kill('SIGTERM')
    expect((await first.exited).code).toBe(1)
    expect(first.output()).toMatch(/could not fold .*db\.journal into .*db\.json.*Nothing is lost: the journal is kept, and the next start replays it/s)
    expect(await readdir(disk.dir)).toContain('db.journal')

    await disk.free()
    const second = startProcess(disk.dir)
    const visitor = new Client(await second.listening)
    for (const slug of ['kept-1', 'kept-2', 'kept-3']) expect((await visitor.get(`/api/blog/posts/${slug}`)).status).toBe(200)
    second.child.kill('SIGTERM')
    expect(await second.exited).toEqual({ code: 0, signal: null })
  }, 90_000)
})
