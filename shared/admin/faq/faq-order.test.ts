import { describe, expect, it } from 'vitest'
import type { FaqPage } from '#shared/schema/faq.ts'
import { moveWithinPage } from './faq-order.ts'

const PAGES: Record<string, FaqPage> = { a1: 'faq', m1: 'microblading', a2: 'faq', m2: 'microblading', a3: 'faq' }
const pageOf = (id: string) => PAGES[id]
const IDS = ['a1', 'm1', 'a2', 'm2', 'a3']

describe('moving a question within its page', () => {
  it("swaps it with its page's neighbour, however the pages' questions interleave, and leaves the other pages' in place", () => {
    expect(moveWithinPage(IDS, 'a3', -1, pageOf)).toEqual(['a1', 'm1', 'a3', 'm2', 'a2'])
    expect(moveWithinPage(IDS, 'a1', 1, pageOf)).toEqual(['a2', 'm1', 'a1', 'm2', 'a3'])
    expect(moveWithinPage(IDS, 'm2', -1, pageOf)).toEqual(['a1', 'm2', 'a2', 'm1', 'a3'])
  })

  it('changes nothing at either end of its page', () => {
    expect(moveWithinPage(IDS, 'a1', -1, pageOf)).toEqual(IDS)
    expect(moveWithinPage(IDS, 'm2', 1, pageOf)).toEqual(IDS)
  })
})
