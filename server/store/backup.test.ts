import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDirs } from '../testing/temp-dirs.ts'
import { Client, postBody, startTestServer } from '../testing/test-server.ts'
import { backupDataDir } from './backup.ts'

const tempDir = tempDirs('studio-backup-')

describe('backing up the data folder', () => {
  it("copies a running server's folder, journal included, into a backup a new server starts from", async () => {
    const dir = await tempDir()
    const server = await startTestServer({}, dir)
    const admin = new Client(server.url)
    await admin.login()
    const post = (await admin.post('/api/blog/posts', postBody({ title: 'Only in the journal yet' }))).json
    await writeFile(join(dir, 'uploads', 'brows.webp'), 'image bytes')
    await server.revisions.idle()
    // The server is still running: the post is in db.journal, not yet folded into db.json.
    expect(await readFile(join(dir, 'db.json'), 'utf8')).not.toContain('Only in the journal yet')

    const target = join(await tempDir(), 'backup')
    const summary = await backupDataDir(dir, target)
    await server.destroy()

    expect(summary.posts).toBeGreaterThan(0)
    expect(summary.uploads).toBe(1)
    const files = await readdir(target)
    expect(files).toContain('db.json')
    expect(files).not.toContain('server.lock')
    expect(files).not.toContain('db.journal')
    const restored = await startTestServer({}, target)
    try {
      const answer = await new Client(restored.url).get(`/api/blog/posts/${post.slug}`)
      expect(answer.json.title).toBe('Only in the journal yet')
      expect(await readFile(join(target, 'uploads', 'brows.webp'), 'utf8')).toBe('image bytes')
      // The post's revisions come along (they live beside db.json).
      const copied = JSON.parse(await readFile(join(target, 'revisions', 'posts', post.id, 'index.json'), 'utf8'))
      expect(copied.revisions.map((revision: { title: string }) => revision.title)).toEqual(['Only in the journal yet'])
    } finally {
      await restored.close()
    }
  })

  it('refuses a backup folder that is not empty and leaves it as it was', async () => {
    const dir = await tempDir()
    const server = await startTestServer({}, dir)
    await server.close()
    const target = await tempDir()
    await writeFile(join(target, 'notes.txt'), 'keep me')
    await expect(backupDataDir(dir, target)).rejects.toThrow(/not empty/)
    expect(await readdir(target)).toEqual(['notes.txt'])
  })

  it('says so when the data folder holds no db.json, and makes no backup folder', async () => {
    const target = join(await tempDir(), 'backup')
    await expect(backupDataDir(await tempDir(), target)).rejects.toThrow(/no db\.json/)
    await expect(readdir(target)).rejects.toThrow(/ENOENT/)
  })
})
