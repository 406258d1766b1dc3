import { useRef } from 'react'

/**
 * The object of the last render while each of its fields is the same (`Object.is`), else the new one: a context's
 * value changes only when one of its fields does, without naming every field again as a memo's dependencies.
 */
export function useSameObject<T extends object>(value: T): T {
  const last = useRef(value)
  const before = last.current as Record<string, unknown>
  const now = value as Record<string, unknown>
  const keys = Object.keys(now)
  const same = keys.length === Object.keys(before).length && keys.every((key) => Object.is(before[key], now[key]))
  if (!same) last.current = value
  return last.current
}
