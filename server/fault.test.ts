import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DatabaseSchema } from '../shared/schema/database.ts'
import { startServerProcess } from './testing/server-process.ts'
import { Client, ROOT, postBody } from './testing/test-server.ts'

const folders: string[] = []
afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })))
})
async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'studio-fault-'))
  folders.push(dir)
  return dir
}

function kill9(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

describe('crash safety', () => {
  it('loses no acknowledged write when the server is killed with SIGKILL mid-stream', async () => {
    const dir = await tempDir()
    const first = startServerProcess(dir)
    const admin = new Client(await first.listening)
    await admin.login()

    const acknowledged: string[] = []
    let stop = false
    // Four writers keep posting until the kill; every 201 is an acknowledged write.
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        const slug = `crash-${writer}-${i}`
        try {
          const answer = await admin.post('/api/blog/posts', postBody({ slug }))
          if (answer.status === 201) acknowledged.push(slug)
        } catch {
          return // the connection died with the server
        }
      }
    })
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5))
    await kill9(first.child)
    stop = true
    await Promise.all(writers)

    // The killed server left db.json and its journal; the next one replays the journal and has every write.
    const second = startServerProcess(dir)
    await second.listening
    const saved = DatabaseSchema.parse(JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')))
    const slugs = new Set(saved.posts.map((post) => post.slug))
    expect(acknowledged.filter((slug) => !slugs.has(slug))).toEqual([])
    const visitor = new Client(await second.listening)
    for (const slug of acknowledged.slice(-5)) expect((await visitor.get(`/api/blog/posts/${slug}`)).status).toBe(200)
    await kill9(second.child)
  }, 60_000)

  it('exits non-zero with a clear message on a corrupt db.json and leaves the file unchanged', async () => {
    const dir = await tempDir()
    const corrupt = '{"version":1,"posts":[{"id":"half-written'
    await writeFile(join(dir, 'db.json'), corrupt)
    const server = startServerProcess(dir)
    await expect(server.listening).rejects.toThrow()
    expect((await server.exited).code).not.toBe(0)
    expect(server.output()).toMatch(/The server did not start\.[\s\S]*db\.json is not valid JSON/)
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(corrupt)
  }, 30_000)

  it('exits non-zero on a damaged journal line and leaves both files unchanged', async () => {
    const dir = await tempDir()
    const first = startServerProcess(dir)
    await first.listening
    await kill9(first.child)
    const snapshot = await readFile(join(dir, 'db.json'), 'utf8')
    const damaged = '{"put":{"posts":[{"id":"x"}]}}\nnot json at all\n{"delete":{}}\n'
    await writeFile(join(dir, 'db.journal'), damaged)
    const server = startServerProcess(dir)
    await expect(server.listening).rejects.toThrow()
    expect((await server.exited).code).not.toBe(0)
    expect(server.output()).toMatch(/db\.journal is damaged at line 2/)
    expect(await readFile(join(dir, 'db.journal'), 'utf8')).toBe(damaged)
    expect(await readFile(join(dir, 'db.json'), 'utf8')).toBe(snapshot)
  }, 30_000)

  it('exits non-zero naming the variable when the configuration is bad', async () => {
    const dir = await tempDir()
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).not.toBe(0)
    expect(output).toMatch(/Invalid configuration[\s\S]*PORT/)
  }, 30_000)
})
