import { z } from 'zod'
import { TimestampSchema } from '#shared/schema/common.ts'
import { CategoryFormValuesSchema, PostFormValuesSchema } from './draft-values.ts'

/** The open form is kept in localStorage, one entry per post (or category) id, 'new' for a new one. */
const PREFIX = 'belleza-admin:draft:'

const DraftBase = z.object({
  version: z.literal(1),
  /** The post's or category's id, or 'new'. */
  id: z.string().min(1),
  /** The version the form was loaded from (posts only), so a restored edit still detects collisions. */
  baseUpdatedAt: TimestampSchema.nullable(),
  savedAt: TimestampSchema,
})

const DraftSchema = z.discriminatedUnion('kind', [
  DraftBase.extend({ kind: z.literal('post'), values: PostFormValuesSchema }),
  DraftBase.extend({ kind: z.literal('category'), values: CategoryFormValuesSchema }),
])
export type Draft = z.infer<typeof DraftSchema>
export type DraftKind = Draft['kind']
export type PostDraft = Extract<Draft, { kind: 'post' }>
export type CategoryDraft = Extract<Draft, { kind: 'category' }>

/** The part of Storage the drafts need; localStorage in the app, a Map in tests. */
export interface DraftStorage {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export const NEW_ID = 'new'

export function draftKey(kind: DraftKind, id: string = NEW_ID): string {
  return `${PREFIX}${kind}:${id}`
}

export function serializeDraft(draft: Draft): string {
  return JSON.stringify(draft)
}

/** A stored draft, or null for text that is not one (another version, edited by hand, cut short). */
export function parseDraft(text: string | null): Draft | null {
  if (text === null) return null
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Storage can be full or switched off (private windows); losing a backup must never break the form. */
export function saveDraft(storage: DraftStorage | undefined, draft: Draft): boolean {
  try {
    storage?.setItem(draftKey(draft.kind, draft.id), serializeDraft(draft))
    return storage !== undefined
  } catch {
    return false
  }
}

export function loadDraft(storage: DraftStorage | undefined, kind: DraftKind, id?: string): Draft | null {
  try {
    return parseDraft(storage?.getItem(draftKey(kind, id)) ?? null)
  } catch {
    return null
  }
}

export function removeDraft(storage: DraftStorage | undefined, kind: DraftKind, id?: string): void {
  try {
    storage?.removeItem(draftKey(kind, id))
  } catch {
    // Nothing to do: a draft we cannot remove is offered again and can be discarded then.
  }
}

/** Every stored draft, newest first. */
export function listDrafts(storage: DraftStorage | undefined): Draft[] {
  if (!storage) return []
  const drafts: Draft[] = []
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index)
      const draft = key?.startsWith(PREFIX) ? parseDraft(storage.getItem(key)) : null
      if (draft) drafts.push(draft)
    }
  } catch {
    return []
  }
  return drafts.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0))
}

export const isPostDraft = (draft: Draft): draft is PostDraft => draft.kind === 'post'
export const isCategoryDraft = (draft: Draft): draft is CategoryDraft => draft.kind === 'category'

/** localStorage when this runtime has one (the browser, Electron's renderer); undefined elsewhere. */
export function browserStorage(): DraftStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** Two form states hold the same content (the form's fields are plain text and booleans). */
export function sameValues<T extends Record<string, string | boolean>>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => a[key] === b[key])
}
