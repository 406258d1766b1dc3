import { useRef, useState } from 'react'
import { ApiError } from '#shared/api/api-error.ts'
import { useConsole } from '../console/console-context.tsx'
import { sameOrder } from './list-order.ts'
import type { Resource } from './use-resource.ts'

interface OrderedListOptions<T extends { id: string }> {
  resource: Resource<T[]>
  /** Sends every item's id in the new order (the server wants each once). */
  save(ids: string[]): Promise<unknown>
  /** Loads the ids as the server has them now, for a second try. */
  current(): Promise<string[]>
  /** How staff call an item in the announcement ("“Maria G.” moved to position 2 of 5"). */
  name(item: T): string
  errorTitle: string
}

/**
 * A list the studio puts in order (reviews, questions): a move shows at once and is saved at once; the
 * new position is announced to screen readers. When someone added or removed an item meanwhile, the server refuses
 * the order (400) and the move is made again on the list as it is now.
 */
export function useListOrder<T extends { id: string }>({ resource, save, current, name, errorTitle }: OrderedListOptions<T>) {
  const { showError } = useConsole()
  const [order, setOrder] = useState<string[] | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const moves = useRef(0)
  const stored = resource.data ?? []
  const byId = new Map(stored.map((item) => [item.id, item]))
  const items = order ? order.flatMap((id) => byId.get(id) ?? []) : stored

  /** `arrange` makes the new order from a list of ids; `position` says where the item now is, for the announcement. */
  async function move(item: T, arrange: (ids: string[]) => string[], position: (ids: string[]) => string) {
    const ids = items.map((other) => other.id)
    const next = arrange(ids)
    if (sameOrder(next, ids)) return
    const ticket = ++moves.current
    setOrder(next)
    setAnnouncement(`${name(item)} moved to ${position(next)}`)
    try {
      try {
        await save(next)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 400)) throw error
        await save(arrange(await current()))
      }
      if (ticket === moves.current) {
        await resource.reload()
        if (ticket === moves.current) setOrder(null)
      }
    } catch (error) {
      showError(errorTitle, error)
      if (ticket === moves.current) {
        setOrder(null)
        void resource.reload()
      }
    }
  }

  return { items, announcement, move }
}
