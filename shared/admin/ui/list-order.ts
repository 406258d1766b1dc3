/** A list's order changes, as lists of ids (what the gallery's, reviews', FAQ's and services' order saves take). */

/** Moves one item up (-1) or down (+1); at either end the order stays as it is. */
export function moveBy(ids: readonly string[], id: string, offset: -1 | 1): string[] {
  const from = ids.indexOf(id)
  const to = from + offset
  if (from < 0 || to < 0 || to >= ids.length) return [...ids]
  const next = [...ids]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/** Drag and drop: puts `id` just before (or after) `target`. */
export function moveNextTo(ids: readonly string[], id: string, target: string, place: 'before' | 'after'): string[] {
  if (id === target || !ids.includes(id) || !ids.includes(target)) return [...ids]
  const next = ids.filter((candidate) => candidate !== id)
  const at = next.indexOf(target) + (place === 'after' ? 1 : 0)
  next.splice(at, 0, id)
  return next
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index])
}
