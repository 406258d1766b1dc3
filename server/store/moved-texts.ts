import type { ContentTree, ContentValue } from '#shared/schema/page-content.ts'

/**
 * Texts that moved out of a page's record into a collection of their own (the FAQ's questions, the
 * gallery's reviews). A stored page that still has them is one the move has not reached yet.
 */

function parentOf(tree: ContentTree, path: readonly string[]): ContentTree | undefined {
  let node: ContentValue | undefined = tree
  for (const key of path.slice(0, -1)) {
    node = typeof node === 'object' && node !== null && !Array.isArray(node) ? node[key] : undefined
  }
  return typeof node === 'object' && node !== null && !Array.isArray(node) ? node : undefined
}

/** Whether the tree still holds a value at `path` (`['faq', 'items']`). */
export function holdsMovedTexts(tree: ContentTree, path: readonly string[]): boolean {
  return parentOf(tree, path)?.[path.at(-1)!] !== undefined
}

/** The value at `path`, taken out of the tree (which is changed); undefined when it has none. */
export function takeMovedTexts(tree: ContentTree, path: readonly string[]): ContentValue | undefined {
  const parent = parentOf(tree, path)
  const key = path.at(-1)!
  const value = parent?.[key]
  if (parent && value !== undefined) delete parent[key]
  return value
}

/** The `{question, answer}`-like entries of a list, as plain strings; anything else is left out. */
export function textEntries<Key extends string>(value: ContentValue | undefined, keys: readonly Key[]): Array<Record<Key, string>> {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return []
    return [Object.fromEntries(keys.map((key) => [key, typeof entry[key] === 'string' ? entry[key] : ''])) as Record<Key, string>]
  })
}
