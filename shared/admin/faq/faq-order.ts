import type { FaqPage } from '#shared/schema/faq.ts'
import { moveBy } from '../ui/list-order.ts'

/**
 * Moves one question up (-1) or down (+1) among its own page's questions, in the list of every question
 * (what `PUT /api/faqs/order` takes); the other pages' keep their places, and at either end nothing moves.
 */
export function moveWithinPage(ids: readonly string[], id: string, offset: -1 | 1, pageOf: (id: string) => FaqPage | undefined): string[] {
  const page = pageOf(id)
  const moved = moveBy(
    ids.filter((other) => pageOf(other) === page),
    id,
    offset,
  )
  let next = 0
  return ids.map((other) => (pageOf(other) === page ? moved[next++]! : other))
}
