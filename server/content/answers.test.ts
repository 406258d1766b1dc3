import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { type Answer, Answers, BYTE_LIMIT, LIMIT } from './answers.ts'

const answer = (body: string, revision?: number): Answer => ({ status: 200, headers: { 'Content-Type': 'text/plain' }, body, revision })
/** These tests hold and drop answers; they send none, so no security headers. */
const noSecurityHeaders = { list: [], httpsList: [], isHttps: () => false }

describe('answers held in memory', () => {
  it('stay within their byte limit however many large answers are held (a flood of query strings)', () => {
    const store = { revision: 1 }
    const answers = new Answers(store, noSecurityHeaders)
    const oneMegabyte = 'x'.repeat(1024 * 1024)
    for (let index = 0; index < 300; index++) answers.hold(`/api/blog/posts?published=true&x=${index}`, answer(oneMegabyte, 1))
    expect(answers.held.bytes).toBeLessThanOrEqual(BYTE_LIMIT)
    expect(answers.held.count).toBeLessThan(40)
    // The newest stay; the oldest went.
    expect(answers.get('/api/blog/posts?published=true&x=299')).toBeDefined()
    expect(answers.get('/api/blog/posts?published=true&x=0')).toBeUndefined()
  })

  it('stay within their count, and never drop an answer held until restart for one made from the store', () => {
    const store = { revision: 1 }
    const answers = new Answers(store, noSecurityHeaders)
    answers.hold('/faq', answer('<h1>FAQ</h1>'))
    for (let index = 0; index < LIMIT * 2; index++) answers.hold(`/blog?page=${index}`, answer('<p>page</p>', 1))
    expect(answers.held.count).toBeLessThanOrEqual(LIMIT)
    expect(answers.get('/faq')).toBeDefined()
  })

  it('let go of every answer of an older store revision as soon as the store changed', () => {
    const store = { revision: 1 }
    const answers = new Answers(store, noSecurityHeaders)
    for (let index = 0; index < 100; index++) answers.hold(`/blog/post-${index}`, answer('y'.repeat(10_000), 1))
    const before = answers.held.bytes
    store.revision = 2
    answers.hold('/blog', answer('new', 2))
    expect(answers.held.count).toBe(1)
    expect(answers.held.bytes).toBeLessThan(before / 100)
  })

  it('send a page in the Brotli bytes compressPage made off the event loop: quality 11, smaller than the usual 9', async () => {
    const answers = new Answers({ revision: 1 }, noSecurityHeaders)
    const words = Array.from({ length: 4000 }, (_, index) => `<p class="card">Brows ${index % 97} and lips ${index % 13}</p>`)
    const page: Answer = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: words.join(''), revision: 1 }
    await answers.compressPage(page)
    let body: Buffer = Buffer.alloc(0)
    const res = { writeHead: () => res, end: (bytes: Buffer) => void (body = bytes) }
    answers.send({ headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } } as IncomingMessage, res as unknown as ServerResponse, page)
    expect(body.length).toBeLessThan(brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length)
    expect(brotliDecompressSync(body).toString()).toBe(page.body)
  })
})
