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

  it('stay within their count, and never drop a prerendered page for a page made from the store', () => {
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
})
