import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startServerProcess } from '../../server/testing/server-process.ts'
import { ALL_PAGES } from './helpers.ts'

// The server as production runs it, on the website's build, with a probe that tells whether an async hook is on.

test('rendering pages leaves no async hook on in the server, so requests answered later pay for none', async () => {
  test.setTimeout(120_000)
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-hooks-'))
  const server = startServerProcess(dataDir, {}, ['--expose-internals', '--import', join(import.meta.dirname, 'async-hook-probe.mjs')])
  try {
    const url = await server.listening
    /** The probe's answer to SIGUSR2: 'true' or 'false'. */
    const hooksOn = async () => {
      const before = server.output().length
      server.child.kill('SIGUSR2')
      const answer = () => /async hooks on: (true|false)\n/.exec(server.output().slice(before))?.[1]
      await expect.poll(answer).toMatch(/^(true|false)$/)
      return answer()
    }
    expect(await hooksOn()).toBe('false')
    // Every public page in both languages, a blog post and a missing page: each made on first demand, by a render.
    const [post] = (await (await fetch(`${url}/api/blog/posts?published=true`)).json()) as Array<{ slug: string }>
    for (const path of [...ALL_PAGES.map((page) => page.url), `/blog/${post!.slug}`, '/no-such-page']) {
      const answer = await fetch(`${url}${path}`)
      expect([200, 404]).toContain(answer.status)
      expect(answer.headers.get('content-type')).toContain('text/html')
    }
    expect(await hooksOn()).toBe('false')
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
    await rm(dataDir, { recursive: true, force: true })
  }
})
