import { access, readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DatabaseSchema } from '../shared/schema/database.ts'
import { type SmallDisk, canMountSmallDisks, mountSmallDisk } from './store/failing-disk.ts'
import { tempDirs } from './testing/temp-dirs.ts'
import { MailInbox } from './testing/mail-inbox.ts'
import { startServerProcess } from './testing/server-process.ts'
import { Client, postBody } from './testing/test-server.ts'

const tempDir = tempDirs('studio-shutdown-')
const smallDisksWork = await canMountSmallDisks()
const smallDisks: SmallDisk[] = []
afterEach(async () => {
  await Promise.all(smallDisks.splice(0).map((disk) => disk.remove()))
})

describe('stopping the server', () => {
  it('ignores a second SIGTERM while stopping: the writes finish, it exits 0, and the next start has every acknowledged write', async () => {
    const dir = await tempDir()
    // A mail server that takes an inquiry's email and never answers: stopping gives the email in flight its grace
    // (5 s) before cutting it off, so the server is surely still stopping when the second signal comes, however busy
    // the machine (a stop that only waited for a photo's sizes could end before the signal, as seen under load).
    const inbox = await MailInbox.start()
    inbox.hold = new Promise(() => {})
    try {
      const first = startServerProcess(dir, { SMTP_URL: inbox.url, NOTIFY_EMAIL: 'studio@example.com' })
      const admin = new Client(await first.listening)
      await admin.login()

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
      const inquiry = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '(404) 555-0199', service: 'microblading', message: 'Hello!' }
      expect((await new Client(await first.listening).post('/api/contact', inquiry)).status).toBe(201)
      await expect.poll(() => inbox.events, { timeout: 20_000, interval: 50 }).toContain('data-started')

      first.child.kill('SIGTERM')
      await first.until(/SIGTERM: finishing pending writes/)
      first.child.kill('SIGTERM')
      expect(await first.exited, first.output()).toEqual({ code: 0, signal: null })
      await Promise.all(writers)
      expect(first.output()).toMatch(/SIGTERM: already stopping, finishing the writes…/)
      // A clean stop folds the journal into db.json.
      await expect(access(join(dir, 'db.journal'))).rejects.toThrow()
      const saved = DatabaseSchema.parse(JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')))
      const slugs = new Set(saved.posts.map((post) => post.slug))
      expect(acknowledged.filter((slug) => !slugs.has(slug))).toEqual([])

      const second = startServerProcess(dir)
      const visitor = new Client(await second.listening)
      for (const slug of acknowledged) expect((await visitor.get(`/api/blog/posts/${slug}`)).status).toBe(200)
      second.child.kill('SIGTERM')
      expect(await second.exited).toEqual({ code: 0, signal: null })
    } finally {
      await inbox.close()
    }
  }, 90_000)

  it.skipIf(!smallDisksWork)(
    'says so and exits non-zero when the final fold fails, keeping the journal for the next start',
    async () => {
      const disk = (await mountSmallDisk(4 * 1024 * 1024))!
      smallDisks.push(disk)
      const first = startServerProcess(disk.dir)
      const admin = new Client(await first.listening)
      await admin.login()
      for (const slug of ['kept-1', 'kept-2', 'kept-3']) expect((await admin.post('/api/blog/posts', postBody({ slug }))).status).toBe(201)
      await disk.fill()

      first.child.kill('SIGTERM')
      expect((await first.exited).code).toBe(1)
      expect(first.output()).toMatch(/could not fold .*db\.journal into .*db\.json.*Nothing is lost: the journal is kept, and the next start replays it/s)
      expect(await readdir(disk.dir)).toContain('db.journal')

      await disk.free()
      const second = startServerProcess(disk.dir)
      const visitor = new Client(await second.listening)
      for (const slug of ['kept-1', 'kept-2', 'kept-3']) expect((await visitor.get(`/api/blog/posts/${slug}`)).status).toBe(200)
      second.child.kill('SIGTERM')
      expect(await second.exited).toEqual({ code: 0, signal: null })
    },
    90_000,
  )
})
