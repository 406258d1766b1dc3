import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { ALL_PAGES, asNewVisitor } from './helpers.ts'

const run = promisify(execFile)
const VNU = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar')

/**
 * The Nu HTML Checker's one complaint that is the checker's, not ours: `<link rel="expect" blocking="render">` is in
 * the HTML standard (render-blocking until #main is parsed), and the checker does not know it yet.
 */
const CHECKER_LAGS = /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/

interface NuMessage {
  type: string
  url: string
  message: string
  extract?: string
}

test('every public page, in both languages, and a blog post pass the Nu HTML Checker with no error', async ({ page, request }) => {
  test.setTimeout(180_000)
  await asNewVisitor(page)
  const folder = await mkdtemp(join(tmpdir(), 'nu-check-'))
  try {
    const posts = (await (await request.get('/api/blog/posts?published=true&limit=1')).json()) as { slug: string; language: string }[]
    const addresses = [
      ...ALL_PAGES.map((entry) => entry.url),
      ...posts.map((post) => (post.language === 'es' ? `/es/blog/${post.slug}` : `/blog/${post.slug}`)),
    ]
    const files: string[] = []
    for (const [index, address] of addresses.entries()) {
      const answer = await request.get(address)
      expect(answer.status(), address).toBe(200)
      const file = join(folder, `${index}${address.replaceAll('/', '_') || '_'}.html`)
      await writeFile(file, await answer.text())
      files.push(file)
    }
    // The checker writes its JSON report to stderr.
    const { stderr } = await run('java', ['-jar', VNU, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 32 * 1024 * 1024 })
    const errors = (JSON.parse(stderr) as { messages: NuMessage[] }).messages
      .filter((message) => message.type === 'error' && !CHECKER_LAGS.test(message.message))
      .map((message) => `${message.url.split('/').pop()}: ${message.message} [${message.extract?.trim().slice(0, 80)}]`)
    expect(errors).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
